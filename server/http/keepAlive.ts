import { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open: longer than the idle
 * timeout of whatever reuses connections to the server (nginx's upstream
 * keep-alive, 60 s; cloud load balancers, 60 s; HTTP clients' pools). With
 * Node's default of 5 s the server closed connections those still counted
 * as open, and a request sent as the close crossed it failed with
 * ECONNRESET, or a 502 from the balancer for a POST it must not resend.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies KEEP_ALIVE_TIMEOUT_MS; the headers' timeout must be longer (Node's documentation). */
export function keepConnectionsAlive(server: ServerType, timeoutMs = KEEP_ALIVE_TIMEOUT_MS): void {
  // HTTP/2 has no keep-alive timeout of this kind; the app serves HTTP/1.1.
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = timeoutMs;
  server.headersTimeout = timeoutMs + 1_000;
}
