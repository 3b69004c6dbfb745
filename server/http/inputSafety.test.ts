import type { Note } from '@common/schemas/notes';
import { describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie } from '../test/factories';
import { getTestServer } from '../test/support';

const json = (cookie: string, body: string): RequestInit => ({
  headers: { Cookie: cookie, 'Content-Type': 'application/json' },
  body,
});

describe('text PostgreSQL cannot store (U+0000)', () => {
  it('answers 400, not 500, in a path, a query or a JSON body', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, { title: 'Kept' });
    const asOwner = withCookie(owner.cookie);

    for (const path of [
      '/api/notes/%00',
      `/api/notes/${note.id}%00`,
      '/api/notes?tag=%00',
      '/api/search?q=%00',
      '/api/search?q=a&tag=b%00',
      '/api/attachments/%00',
    ]) {
      const response = await server.get(path, asOwner);
      expect(response.status, path).toBe(400);
    }
    for (const path of ['/api/trash/%00', '/api/tags/%00', '/api/templates/%00']) {
      expect((await server.delete(path, asOwner)).status, path).toBe(400);
    }

    const created = await server.request('/api/notes', {
      method: 'POST',
      ...json(owner.cookie, '{"title":"a\\u0000b"}'),
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', issues: [{ path: 'title' }] },
    });
    const edited = await server.request(`/api/notes/${note.id}`, {
      method: 'PATCH',
      ...json(owner.cookie, '{"markdown":"x\\u0000y","tags":["ok","b\\u0000"]}'),
    });
    expect(edited.status).toBe(400);
    const tag = await server.request('/api/tags', {
      method: 'POST',
      ...json(owner.cookie, '{"name":"\\u0000"}'),
    });
    expect(tag.status).toBe(400);
    const kept = (await (await server.get(`/api/notes/${note.id}`, asOwner)).json()) as {
      note: Note;
    };
    expect(kept.note.title).toBe('Kept');
  });

  it('answers 400 for an id that is not one this API hands out', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await server.get('/api/notes/not-an-id', withCookie(owner.cookie));
    expect(response.status).toBe(400);
    expect(
      (
        await server.get(
          '/api/notes/6f1c1f7e-7c55-4a57-9b1c-1a2b3c4d5e6f',
          withCookie(owner.cookie),
        )
      ).status,
    ).toBe(404);
  });
});

describe('cursors', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('answers 400 for a cursor that decodes to no date, no id, or NUL', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const id = '6f1c1f7e-7c55-4a57-9b1c-1a2b3c4d5e6f';
    for (const cursor of [
      cursorOf(['not a date', id]),
      cursorOf(['2026-11-01T00:00:00.000Z', 'not-an-id']),
      cursorOf(['2026-11-01T00:00:00.000Z', `${id}\u0000`]),
      cursorOf({ value: 1 }),
      '%00',
      'bm90IGpzb24',
    ]) {
      const response = await server.get(`/api/notes?cursor=${cursor}`, withCookie(owner.cookie));
      expect(response.status, cursor).toBe(400);
    }
    const titleCursor = cursorOf(['a\u0000', id]);
    expect(
      (await server.get(`/api/notes?sort=title&cursor=${titleCursor}`, withCookie(owner.cookie)))
        .status,
    ).toBe(400);
  });

  it('still pages with the cursors the API returned', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    await buildNote(server, owner, { title: 'One' });
    await buildNote(server, owner, { title: 'Two' });
    const first = (await (
      await server.get('/api/notes?limit=1', withCookie(owner.cookie))
    ).json()) as { nextCursor: string };
    const second = await server.get(
      `/api/notes?limit=1&cursor=${first.nextCursor}`,
      withCookie(owner.cookie),
    );
    expect(second.status).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  it('is refused as invalid input, never overflowing the stack', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const deep = `{"title":"a","tags":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const response = await server.request('/api/notes', {
      method: 'POST',
      ...json(owner.cookie, deep),
    });
    expect(response.status).toBe(400);
  });
});

describe('bodies that are not JSON', () => {
  it('answers 415 for text or a form where JSON is expected, and creates nothing', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const before = (await (await server.get('/api/notes', withCookie(owner.cookie))).json()) as {
      notes: unknown[];
    };
    const bodies: [type: string, body: string][] = [
      ['text/plain', '{"title":"sneaky"}'],
      ['application/x-www-form-urlencoded', 'title=sneaky'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nsneaky\r\n--x--\r\n',
      ],
    ];
    for (const [type, body] of bodies) {
      const response = await server.request('/api/notes', {
        method: 'POST',
        headers: { Cookie: owner.cookie, 'Content-Type': type },
        body,
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: expect.stringContaining('application/json') as unknown,
        },
      });
    }
    const after = (await (await server.get('/api/notes', withCookie(owner.cookie))).json()) as {
      notes: unknown[];
    };
    expect(after.notes.length).toBe(before.notes.length);
  });
});
