/**
 * `npm run cap:sync`: builds the web app for the iOS and Android apps and
 * copies it into both native projects (`cap sync`). The build goes to its
 * own folder (.native-build), so a server running from this checkout keeps
 * its files. INKLING_SERVER_URL, when set, is built in as the app's server
 * (an address, never a secret); unset, the app asks on first launch.
 *
 *   INKLING_SERVER_URL=https://notes.example.com npm run cap:sync
 *   npm run cap:sync -- --skip-build   (sync the last build again)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { prepareNativeWebDir } from './nativeWebDir';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, '.native-build');
const webDir = path.join(buildDir, 'build/client');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env });
}

const serverUrl = process.env.INKLING_SERVER_URL?.trim().replace(/\/+$/, '');
if (serverUrl && !/^https?:\/\/[^/\s?#]+$/.test(serverUrl)) {
  console.error(
    `INKLING_SERVER_URL must be a server's address alone, such as https://notes.example.com (got "${serverUrl}").`,
  );
  process.exit(1);
}

if (!process.argv.includes('--skip-build')) {
  run('npx', ['react-router', 'build'], {
    ...process.env,
    INKLING_BUILD_DIR: buildDir,
    VITE_INKLING_SERVER_URL: serverUrl ?? '',
  });
}
if (!existsSync(webDir)) {
  console.error(`No web build in ${webDir}: run without --skip-build first.`);
  process.exit(1);
}
prepareNativeWebDir(webDir);
console.log(
  serverUrl
    ? `Server built in: ${serverUrl}`
    : 'No server built in: the app asks for its server on first launch.',
);
run('npx', ['cap', 'sync']);
