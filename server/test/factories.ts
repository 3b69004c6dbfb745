import { randomUUID } from 'node:crypto';
import type { Attachment } from '@common/schemas/attachments';
import type { TestServer } from './support';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** The session cookie, ready for a `Cookie` header. */
  cookie: string;
}

let counter = 0;

/** A unique, valid e-mail address, so tests never collide on shared databases. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${++counter}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Session cookies from a response's Set-Cookie headers, as one Cookie header value. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Signs a new user up through the real API and returns their session. */
export async function buildUser(
  server: TestServer,
  overrides: { email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const response = await server.post('/api/auth/sign-up/email', {
    email,
    password,
    name: email.split('@')[0],
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, password, cookie: cookiesFrom(response) };
}

/** Signs an existing user in again: a second, independent session. */
export async function signIn(
  server: TestServer,
  user: { email: string; password: string },
): Promise<string> {
  const response = await server.post('/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookiesFrom(response);
}

/**
 * Only the session token, without Better Auth's signed session cache (valid
 * 60 s): how a device's cookie looks to the server once that cache has
 * expired. A revoked session fails with or without it (ADR 0003).
 */
export function sessionTokenOnly(cookie: string): string {
  return cookie
    .split('; ')
    .filter((part) => part.startsWith('better-auth.session_token='))
    .join('; ');
}

export const withCookie = (cookie: string): RequestInit => ({ headers: { Cookie: cookie } });

export interface TestNote {
  id: string;
  title: string;
  markdown: string;
}

/** Creates a note for the user through the real API. */
export async function buildNote(
  server: TestServer,
  owner: TestUser,
  overrides: { title?: string; markdown?: string; tags?: string[] } = {},
): Promise<TestNote> {
  const input = {
    title: overrides.title ?? `Note ${++counter}`,
    markdown: overrides.markdown ?? 'Some **text**.',
    ...(overrides.tags ? { tags: overrides.tags } : {}),
  };
  const response = await server.post('/api/notes', input, withCookie(owner.cookie));
  if (response.status !== 201)
    throw new Error(`note creation failed: ${response.status} ${await response.text()}`);
  const { note } = (await response.json()) as { note: TestNote };
  return note;
}

/** A real 1×1 PNG: the smallest upload the attachments API accepts. */
export const onePixelPng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3c2d60000000049454e44ae426082',
  'hex',
);

/** Uploads an image (a 1×1 PNG unless given other bytes) through the real API. */
export async function buildAttachment(
  server: TestServer,
  owner: TestUser,
  bytes: Buffer = onePixelPng,
): Promise<Attachment> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  const response = await server.request('/api/attachments', {
    method: 'POST',
    body: form,
    headers: { Cookie: owner.cookie },
  });
  if (response.status !== 201)
    throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { attachment: Attachment }).attachment;
}
