import { once } from 'node:events';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { inPgliteProject } from '../test/testProjects';
import { KEEP_ALIVE_TIMEOUT_MS, keepConnectionsAlive } from './keepAlive';

let server: ServerType | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

/** A server answering `ok`, and a keep-alive client whose requests reuse one socket. */
async function serverAndClient(configure: (server: ServerType) => void) {
  const app = new Hono().get('/', (c) => c.text('ok'));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  configure(server);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const get = () =>
    new Promise<string>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      });
      sent.on('socket', (socket) => sockets.add(socket));
      sent.on('error', reject);
      sent.end();
    });
  return { get, sockets, agent };
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// No database: the PGlite project alone runs it.
describe.runIf(inPgliteProject)('keepConnectionsAlive', () => {
  it('keeps an idle connection open longer than a load balancer’s 60 s', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it('sets how long the server keeps an idle connection (Node checks about once a second)', async () => {
    const { get, sockets, agent } = await serverAndClient((s) => keepConnectionsAlive(s, 1_000));
    expect(await get()).toBe('ok');
    await idle(3_000);
    expect(await get()).toBe('ok');
    // The agent saw the server's close and opened another socket.
    expect(sockets.size).toBe(2);
    agent.destroy();
  }, 10_000);
});
