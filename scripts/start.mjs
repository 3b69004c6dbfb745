/**
 * `npm start`: builds the front end and the server when the build is missing
 * or older than the sources, then runs the server in this same process (so
 * SIGTERM reaches it directly).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['build/client/index.html', 'dist/server/index.js'].map((file) =>
  path.join(root, file),
);
const sources = ['app', 'server', 'common', 'content', 'public'].map((dir) => path.join(root, dir));
const configFiles = ['package.json', 'vite.config.ts', 'react-router.config.ts'].map((file) =>
  path.join(root, file),
);

function newestSourceTime() {
  let newest = Math.max(...configFiles.map((file) => statSync(file).mtimeMs));
  for (const dir of sources) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function buildIsCurrent() {
  if (!outputs.every((file) => existsSync(file))) return false;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return builtAt >= newestSourceTime();
}

if (!buildIsCurrent()) {
  console.log('Building Inkling (first start, or the sources changed)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
