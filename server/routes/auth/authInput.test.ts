import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { buildUser, uniqueEmail, withCookie } from '../../test/factories';
import { getTestServer } from '../../test/support';

const signUp = (server: Awaited<ReturnType<typeof getTestServer>>, extra: object) =>
  server.post('/api/auth/sign-up/email', {
    email: uniqueEmail(),
    password: 'secret1',
    name: 'x',
    ...extra,
  });

// Loading this file's database copy can take seconds on a busy machine.
beforeAll(() => getTestServer(), 30_000);

describe('free text of the auth endpoints', () => {
  it('refuses a sign-up whose name passes 100 characters, and takes one of 100', async () => {
    const server = await getTestServer();
    const tooLong = await signUp(server, { name: 'n'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      code: 'NAME_TOO_LONG',
      message: 'Names are at most 100 characters.',
    });
    expect((await signUp(server, { name: 'n'.repeat(100) })).status).toBe(200);
  });

  it('refuses a name of several megabytes before Better Auth reads it', async () => {
    const server = await getTestServer();
    const huge = await signUp(server, { name: 'n'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('caps the name and the image of update-user', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const update = (body: object) =>
      server.post('/api/auth/update-user', body, withCookie(owner.cookie));
    expect((await update({ name: 'n'.repeat(101) })).status).toBe(400);
    const longImage = await update({ image: `https://example.com/${'i'.repeat(2_100)}` });
    expect(await longImage.json()).toMatchObject({ code: 'IMAGE_URL_TOO_LONG' });
    const script = await update({ image: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(await script.json()).toMatchObject({ code: 'INVALID_IMAGE_URL' });
    // Anything but text would reach the database as it is.
    expect(await (await update({ name: null })).json()).toMatchObject({ code: 'INVALID_NAME' });
    expect((await update({ name: { a: 1 } })).status).toBe(400);
    expect((await update({ image: 42 })).status).toBe(400);
    expect((await update({ name: 'Ada', image: 'https://example.com/ada.png' })).status).toBe(200);
    expect((await update({ image: null })).status).toBe(200);
    const [row] = await server.database.db.select().from(user).where(eq(user.id, owner.id));
    expect(row).toMatchObject({ name: 'Ada', image: null });
  });

  it('refuses text the database cannot hold (U+0000) in any field with a 400', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const update = await server.post(
      '/api/auth/update-user',
      { name: 'a\u0000b' },
      withCookie(owner.cookie),
    );
    expect(update.status).toBe(400);
    expect(await update.json()).toMatchObject({ code: 'INVALID_TEXT' });
    expect((await signUp(server, { name: '\u0000' })).status).toBe(400);
  });

  it('caps the e-mail and every other text field', async () => {
    const server = await getTestServer();
    const longEmail = await server.post('/api/auth/sign-in/email', {
      email: `${'e'.repeat(250)}@example.com`,
      password: 'secret1',
    });
    expect(longEmail.status).toBe(400);
    const longPassword = await server.post('/api/auth/sign-in/email', {
      email: uniqueEmail(),
      password: 'p'.repeat(3_000),
    });
    expect(longPassword.status).toBe(400);
    expect(await longPassword.json()).toMatchObject({ code: 'FIELD_TOO_LONG' });
  });
});
