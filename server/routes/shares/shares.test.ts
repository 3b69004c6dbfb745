import { randomUUID } from 'node:crypto';
import type { Share } from '@common/schemas/shares';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveNotes } from '../../collab/collabServer';
import { share as shareTable } from '../../db/schema';
import { createNoteDoc, encodeNoteDoc } from '../../notes/noteDocument';
import { PASSWORD_ATTEMPTS } from '../../share/shareRoutes';
import { storeWithinQuota } from '../../storage/uploadQuota';
import {
  buildAttachment,
  buildNote,
  buildUser,
  cookiesFrom,
  onePixelPng,
  withCookie,
  type TestUser,
} from '../../test/factories';
import { getTestServer, TEST_PUBLIC_URL, testStorage, type TestServer } from '../../test/support';
import { createShare as createSupportShare, pathOf, visit as visitAs } from './shareTestSupport';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

const createShare = (
  owner: TestUser,
  noteId: string,
  body: { expiresAt?: string | null; password?: string } = {},
) => createSupportShare(server, owner, noteId, body);

async function sharesOf(owner: TestUser, noteId: string): Promise<Share[]> {
  const response = await server.get(`/api/notes/${noteId}/shares`, withCookie(owner.cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { shares: Share[] }).shares;
}

/** A visitor's request: no session, their own address and browser. */
const visit = (path: string, init: { ip?: string; agent?: string; cookie?: string } = {}) =>
  visitAs(server, path, init);

/** The password form as a browser posts it, from this site's page. */
const sendPassword = (path: string, password: string, ip = '198.51.100.20') =>
  server.request(path, {
    method: 'POST',
    body: new URLSearchParams({ password }),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': ip,
      'Sec-Fetch-Site': 'same-origin',
    },
  });

describe('POST /api/notes/:id/shares', () => {
  it('makes an unguessable link at PUBLIC_URL/share/<id>', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    const share = await createShare(owner, note.id);
    expect(share.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(share.url).toBe(`${TEST_PUBLIC_URL}/share/${share.id}`);
    expect(share).toMatchObject({ expiresAt: null, hasPassword: false, views: 0 });
    expect(Object.keys(share).sort()).toEqual(
      ['createdAt', 'expiresAt', 'hasPassword', 'id', 'url', 'views'].sort(),
    );
    const withPassword = await createShare(owner, note.id, {
      password: 'open sesame',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(withPassword.hasPassword).toBe(true);
    expect(withPassword.expiresAt).not.toBeNull();
    expect(JSON.stringify(withPassword)).not.toContain('argon2');
  });

  it('asks a visitor to sign in', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    expect((await server.post(`/api/notes/${note.id}/shares`, {})).status).toBe(401);
    expect((await server.get(`/api/notes/${note.id}/shares`)).status).toBe(401);
    const share = await createShare(owner, note.id);
    expect((await server.delete(`/api/shares/${share.id}`)).status).toBe(401);
  });

  it.each([
    ['a 3-character password', { password: 'abc' }],
    ['a 129-character password', { password: 'x'.repeat(129) }],
    ['a date that is not one', { expiresAt: 'next tuesday' }],
    ['a date in the past', { expiresAt: new Date(Date.now() - 60_000).toISOString() }],
  ])('refuses %s', async (_name, body) => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    const response = await server.post(
      `/api/notes/${note.id}/shares`,
      body,
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('accepts passwords of 4 and of 128 characters', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    await createShare(owner, note.id, { password: 'abcd' });
    await createShare(owner, note.id, { password: 'y'.repeat(128), expiresAt: null });
  });

  it('answers 404 for another user’s note and share', async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const note = await buildNote(server, owner);
    const share = await createShare(owner, note.id);
    const asStranger = withCookie(stranger.cookie);
    expect((await server.post(`/api/notes/${note.id}/shares`, {}, asStranger)).status).toBe(404);
    expect((await server.get(`/api/notes/${note.id}/shares`, asStranger)).status).toBe(404);
    expect((await server.delete(`/api/shares/${share.id}`, asStranger)).status).toBe(404);
    expect((await visit(pathOf(share))).status).toBe(200);
  });
});

describe('GET /api/notes/:id/shares and DELETE /api/shares/:shareId', () => {
  it('keeps several links per note, each revoked on its own', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, { title: 'Two links' });
    const first = await createShare(owner, note.id);
    const second = await createShare(owner, note.id);
    expect((await sharesOf(owner, note.id)).map((share) => share.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );

    const revoked = await server.delete(`/api/shares/${first.id}`, withCookie(owner.cookie));
    expect(revoked.status).toBe(204);
    expect((await sharesOf(owner, note.id)).map((share) => share.id)).toEqual([second.id]);
    expect((await server.delete(`/api/shares/${first.id}`, withCookie(owner.cookie))).status).toBe(
      404,
    );

    const gone = await visit(pathOf(first));
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('This link is no longer shared.');
    const still = await visit(pathOf(second));
    expect(still.status).toBe(200);
    expect(await still.text()).toContain('Two links');
  });

  it('goes with the note when the note is deleted for good', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    const share = await createShare(owner, note.id);
    await server.delete(`/api/notes/${note.id}`, withCookie(owner.cookie));
    expect((await visit(pathOf(share))).status).toBe(410);
    await server.delete(`/api/trash/${note.id}`, withCookie(owner.cookie));
    const rows = await server.database.db
      .select()
      .from(shareTable)
      .where(eq(shareTable.id, share.id));
    expect(rows).toEqual([]);
    expect((await visit(pathOf(share))).status).toBe(404);
  });
});

describe('the shared page', () => {
  it('shows the note as it is now, readable without JavaScript, on both addresses', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, {
      title: 'Trip plan',
      markdown: '# Day one\n\n- [x] Pack\n- [ ] Tickets\n\n| a | b |\n| --- | --- |\n| 1 | 2 |',
    });
    const share = await createShare(owner, note.id);
    await server.patch(
      `/api/notes/${note.id}`,
      { markdown: '# Day one\n\nEdited after sharing.' },
      withCookie(owner.cookie),
    );
    for (const prefix of ['/share', '/shared']) {
      const response = await visit(`${prefix}/${share.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<h1>Trip plan</h1>');
      expect(html).toContain('<h2>Day one</h2>');
      expect(html).toContain('Edited after sharing.');
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('href="/signup"');
      expect(html).toContain('Made with');
    }
  });

  it('shows each edit on the next visit (a rendered page is kept only while the note is unchanged)', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, { markdown: 'First version' });
    const share = await createShare(owner, note.id);
    expect(await (await visit(pathOf(share))).text()).toContain('First version');
    await server.patch(
      `/api/notes/${note.id}`,
      { markdown: 'Second version' },
      withCookie(owner.cookie),
    );
    const html = await (await visit(pathOf(share))).text();
    expect(html).toContain('Second version');
    expect(html).not.toContain('First version');
  });

  it('shows words still only in an open editor (the live document) over the stored ones', async () => {
    const typing = createNoteDoc({ title: 'Typed live', markdown: 'Not stored yet' });
    const liveNotes: LiveNotes = {
      applyIfOpen: () => Promise.resolve(null),
      announceMetaChange: () => undefined,
      currentState: () => encodeNoteDoc(typing),
    };
    const withEditor = await getTestServer({ liveNotes });
    const owner = await buildUser(withEditor);
    const note = await buildNote(withEditor, owner, { title: 'Stored title' });
    const response = await withEditor.post(
      `/api/notes/${note.id}/shares`,
      {},
      withCookie(owner.cookie),
    );
    const { share } = (await response.json()) as { share: Share };
    const html = await (await withEditor.get(pathOf(share))).text();
    expect(html).toContain('<h1>Typed live</h1>');
    expect(html).toContain('Not stored yet');
  });

  it('is never indexed, cached or scripted, and describes itself to link previews', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, {
      title: 'Preview "me" <now>',
      markdown: `A first sentence for the preview. ${'More words. '.repeat(40)}`,
    });
    const share = await createShare(owner, note.id);
    const response = await visit(pathOf(share));
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("img-src 'self'");
    expect(policy).toContain("media-src 'self'");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(
      '<meta property="og:title" content="Preview &quot;me&quot; &lt;now&gt;">',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:url" content="${share.url}">`);
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_PUBLIC_URL}/og/inkling.png">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    const description = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description.startsWith('A first sentence for the preview.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('says 404 for an unknown link and 410 once expired, both noindex', async () => {
    const unknown = await visit('/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(await unknown.text()).toContain('noindex');
    expect((await visit('/shared/not-an-id')).status).toBe(404);

    const owner = await buildUser(server);
    const note = await buildNote(server, owner, { title: 'Soon gone' });
    const share = await createShare(owner, note.id, {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await visit(pathOf(share))).status).toBe(200);
    await server.database.db
      .update(shareTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareTable.id, share.id));
    const expired = await visit(pathOf(share));
    expect(expired.status).toBe(410);
    expect(expired.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    const text = await expired.text();
    expect(text).toContain('This link has expired.');
    expect(text).not.toContain('Soon gone');
  });

  it('hides a note while it is in the trash and shows it again once restored', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, { title: 'Binned for a while' });
    const share = await createShare(owner, note.id);
    await server.delete(`/api/notes/${note.id}`, withCookie(owner.cookie));
    const trashed = await visit(pathOf(share));
    expect(trashed.status).toBe(410);
    const text = await trashed.text();
    expect(text).toContain('This note is no longer shared.');
    expect(text).not.toContain('Binned for a while');
    await server.post(`/api/notes/${note.id}/restore`, undefined, withCookie(owner.cookie));
    expect((await visit(pathOf(share))).status).toBe(200);
  });

  it('counts one view per visitor per hour', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    const share = await createShare(owner, note.id);
    await visit(pathOf(share), { ip: '192.0.2.1', agent: 'Browser A' });
    await visit(`/shared/${share.id}`, { ip: '192.0.2.1', agent: 'Browser A' });
    expect((await sharesOf(owner, note.id))[0]?.views).toBe(1);
    await visit(pathOf(share), { ip: '192.0.2.1', agent: 'Browser B' });
    expect((await sharesOf(owner, note.id))[0]?.views).toBe(2);
    await visit(pathOf(share), { ip: '192.0.2.99', agent: 'Browser A' });
    expect((await sharesOf(owner, note.id))[0]?.views).toBe(3);
    const stored = await server.database.db
      .select()
      .from(shareTable)
      .where(eq(shareTable.id, share.id));
    expect(JSON.stringify(stored)).not.toContain('192.0.2');
  });

  it('answers HEAD with the headers and no body, and does not count it as a view', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    const share = await createShare(owner, note.id);
    const head = await server.request(pathOf(share), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(await head.text()).toBe('');
    expect((await sharesOf(owner, note.id))[0]?.views).toBe(0);
  });

  it('never lets a note’s script run: no script, handler or javascript: link survives', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, {
      title: '<script>alert(1)</script>',
      markdown: [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[x](javascript:alert(1))',
        '![y](javascript:alert(1))',
        '[z](JaVaScRiPt:alert(1)) and <a href="javascript:alert(1)">raw</a>',
      ].join('\n\n'),
    });
    const share = await createShare(owner, note.id);
    const html = await (await visit(pathOf(share))).text();
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/<img[^>]*onerror/i);
    // Text is escaped, so every `<` left starts a real tag: none carries a handler or a script URL.
    expect(body).not.toMatch(/<[a-z][^>]*\son\w+\s*=/i);
    expect(body).not.toMatch(/<[a-z][^>]*(href|src)\s*=\s*"?\s*javascript:/i);
    expect(body).not.toMatch(/<a[^>]*>raw<\/a>/);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('password-protected links', () => {
  it('shows a form until the right password, whose cookie opens only that link', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner, {
      title: 'Behind a password',
      markdown: 'Hidden words',
    });
    const locked = await createShare(owner, note.id, { password: 'hunter22' });
    const other = await createShare(owner, note.id, { password: 'different' });

    const form = await visit(pathOf(locked));
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('<label for="password">Password</label>');
    expect(formHtml).toContain(`action="${pathOf(locked)}"`);
    expect(formHtml).not.toContain('Hidden words');
    expect(formHtml).not.toContain('Behind a password');

    const wrong = await sendPassword(pathOf(locked), 'nope nope');
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Wrong password.');
    expect(wrongHtml).not.toContain('Hidden words');
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await sendPassword(pathOf(locked), 'hunter22');
    expect(right.status).toBe(303);
    expect(right.headers.get('Location')).toBe(pathOf(locked));
    const [setCookie] = right.headers.getSetCookie();
    expect(setCookie).toMatch(new RegExp(`^inkling_share_${locked.id}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookiesFrom(right);

    const open = await visit(pathOf(locked), { cookie });
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('Hidden words');
    expect(await (await visit(`/shared/${locked.id}`, { cookie })).text()).toContain(
      'Hidden words',
    );
    // The cookie of one link opens no other, even with the other's name.
    const forged = cookie.replace(locked.id, other.id);
    expect(await (await visit(pathOf(other), { cookie })).text()).not.toContain('Hidden words');
    expect(await (await visit(pathOf(other), { cookie: forged })).text()).not.toContain(
      'Hidden words',
    );
  });

  it('slows down guessing: too many tries from one address answer 429 with Retry-After', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    const share = await createShare(owner, note.id, { password: 'the right one' });
    for (let attempt = 0; attempt < PASSWORD_ATTEMPTS; attempt++)
      expect((await sendPassword(pathOf(share), `guess ${attempt}`, '198.51.100.66')).status).toBe(
        401,
      );
    const limited = await sendPassword(pathOf(share), 'the right one', '198.51.100.66');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many');
    // Another address still gets its own tries.
    expect((await sendPassword(pathOf(share), 'the right one', '198.51.100.67')).status).toBe(303);
  }, 30_000);

  it('refuses a form sent from another site', async () => {
    const owner = await buildUser(server);
    const note = await buildNote(server, owner);
    const share = await createShare(owner, note.id, { password: 'pass word' });
    const response = await server.request(pathOf(share), {
      method: 'POST',
      body: new URLSearchParams({ password: 'pass word' }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('attachments through a share', () => {
  async function noteWithImage(owner: TestUser) {
    const used = await buildAttachment(server, owner);
    const unused = await buildAttachment(server, owner);
    const note = await buildNote(server, owner, {
      title: 'With a photo',
      markdown: `![A photo](/api/attachments/${used.id})`,
    });
    return { used, unused, note };
  }

  it('serves the note’s own images through the link, and nothing else of the owner’s', async () => {
    const owner = await buildUser(server);
    const { used, unused, note } = await noteWithImage(owner);
    const share = await createShare(owner, note.id);
    const html = await (await visit(pathOf(share))).text();
    expect(html).toContain(`src="${pathOf(share)}/attachments/${used.id}"`);
    expect(html).not.toContain('/api/attachments/');

    for (const prefix of ['/share', '/shared']) {
      const image = await visit(`${prefix}/${share.id}/attachments/${used.id}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toBe('image/png');
      expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(image.headers.get('Content-Disposition')).toBe('inline');
      expect(Buffer.from(await image.arrayBuffer())).toEqual(onePixelPng);
    }
    expect((await visit(`/share/${share.id}/attachments/${unused.id}`)).status).toBe(404);
    // The owner's own address stays private.
    expect((await visit(`/api/attachments/${used.id}`)).status).toBe(401);
    const stranger = await buildUser(server);
    expect(
      (await server.get(`/api/attachments/${used.id}`, withCookie(stranger.cookie))).status,
    ).toBe(404);
  });

  it('applies revocation and the password to attachments too', async () => {
    const owner = await buildUser(server);
    const { used, note } = await noteWithImage(owner);
    const locked = await createShare(owner, note.id, { password: 'secret words' });
    expect((await visit(`/share/${locked.id}/attachments/${used.id}`)).status).toBe(401);
    const cookie = cookiesFrom(await sendPassword(pathOf(locked), 'secret words'));
    expect((await visit(`/share/${locked.id}/attachments/${used.id}`, { cookie })).status).toBe(
      200,
    );

    const open = await createShare(owner, note.id);
    await server.delete(`/api/shares/${open.id}`, withCookie(owner.cookie));
    expect((await visit(`/share/${open.id}/attachments/${used.id}`)).status).toBe(410);
  });

  it('serves a linked file that is not an image only as a download', async () => {
    const owner = await buildUser(server);
    const pdf = { id: randomUUID(), userId: owner.id, mime: 'application/pdf', name: 'Plan.pdf' };
    const bytes = new TextEncoder().encode('%PDF-1.4 a tiny file');
    await storeWithinQuota(server.database.db, testStorage, { ...pdf, bytes }, 1024 * 1024 * 1024);
    const note = await buildNote(server, owner, {
      markdown: `[The plan](/api/attachments/${pdf.id})`,
    });
    const share = await createShare(owner, note.id);
    const html = await (await visit(pathOf(share))).text();
    expect(html).toContain(`href="${pathOf(share)}/attachments/${pdf.id}"`);
    const file = await visit(`${pathOf(share)}/attachments/${pdf.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="Plan.pdf"/);
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves no other user’s upload, even one the note names', async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const theirs = await buildAttachment(server, other);
    const note = await buildNote(server, owner, {
      markdown: `![borrowed](/api/attachments/${theirs.id})`,
    });
    const share = await createShare(owner, note.id);
    expect((await visit(`/share/${share.id}/attachments/${theirs.id}`)).status).toBe(404);
  });
});
