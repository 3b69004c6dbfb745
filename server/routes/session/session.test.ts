import type { SessionResponse } from '@common/schemas/user';
import { describe, expect, it } from 'vitest';
import { buildUser, withCookie } from '../../test/factories';
import { getTestServer } from '../../test/support';

describe('GET /api/session', () => {
  it('answers the signed-in user', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await server.get('/api/session', withCookie(owner.cookie));
    expect(response.status).toBe(200);
    expect(((await response.json()) as SessionResponse).user?.email).toBe(owner.email);
  });

  it('answers null, not 401, to a visitor', async () => {
    const server = await getTestServer();
    const response = await server.get('/api/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
