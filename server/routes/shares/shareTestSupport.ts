import type { Share } from '@common/schemas/shares';
import { expect } from 'vitest';
import { withCookie, type TestUser } from '../../test/factories';
import type { TestServer } from '../../test/support';

/** Makes a share link of the owner's note through the API. */
export async function createShare(
  server: TestServer,
  owner: TestUser,
  noteId: string,
  body: { expiresAt?: string | null; password?: string } = {},
): Promise<Share> {
  const response = await server.post(`/api/notes/${noteId}/shares`, body, withCookie(owner.cookie));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { share: Share }).share;
}

/** A visitor's request: no session, their own address and browser (and any headers given). */
export const visit = (
  server: TestServer,
  path: string,
  init: { ip?: string; agent?: string; cookie?: string; headers?: Record<string, string> } = {},
) =>
  server.get(path, {
    headers: {
      'X-Forwarded-For': init.ip ?? '203.0.113.7',
      'User-Agent': init.agent ?? 'Visitor browser',
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
  });

/** The link's path on this site: `/share/<id>`. */
export const pathOf = (share: Share) => new URL(share.url).pathname;
