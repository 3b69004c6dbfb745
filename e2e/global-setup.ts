import { removeDataDir, startServer } from './support/server';

/**
 * One real server for the whole run, on a free port with a throw-away data
 * folder. Tests read its address from E2E_BASE_URL (see fixtures.ts).
 */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    const code = await server.stop();
    removeDataDir(server.dataDir);
    if (code !== 0)
      console.error(`The e2e server exited with ${String(code)}:\n${server.output()}`);
  };
}
