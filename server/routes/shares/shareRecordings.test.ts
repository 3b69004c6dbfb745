import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, cookiesFrom, withCookie } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';
import { buildVoiceNote } from '../../test/voiceNoteFixtures';
import { createShare, pathOf, visit } from './shareTestSupport';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

describe('a voice note through a share', () => {
  it('shows the browser’s player, named with its length, and the transcript with plain timestamps', async () => {
    const owner = await buildUser(server);
    const voice = await buildVoiceNote(server, owner, { duration: 83 });
    const share = await createShare(server, owner, voice.noteId);
    const response = await visit(server, pathOf(share));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain("media-src 'self'");
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'none'");
    const html = await response.text();
    const src = `${pathOf(share)}/attachments/${voice.attachmentId}`;
    expect(html).toContain(
      `<audio src="${src}" aria-label="Voice note, 1:23" controls preload="metadata">`,
    );
    expect(html).toContain('<figcaption>Voice note <span class="length">1:23</span></figcaption>');
    expect(html).toContain('<p>1:05 Then the share page plays it.</p>');
    expect(html).not.toContain('#t=');
    expect(html).not.toContain('/api/attachments/');
  });

  it('plays the recording through the link, inline, with byte ranges', async () => {
    const owner = await buildUser(server);
    const voice = await buildVoiceNote(server, owner);
    const share = await createShare(server, owner, voice.noteId);
    for (const prefix of ['/share', '/shared']) {
      const url = `${prefix}/${share.id}/attachments/${voice.attachmentId}`;
      const whole = await visit(server, url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('Content-Type')).toBe('audio/wav');
      expect(whole.headers.get('Content-Disposition')).toBe('inline');
      expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
      expect(whole.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(voice.bytes);

      const part = await visit(server, url, { headers: { Range: 'bytes=44-1067' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('Content-Range')).toBe(`bytes 44-1067/${voice.bytes.length}`);
      expect(part.headers.get('Content-Length')).toBe('1024');
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(voice.bytes.slice(44, 1068));

      const past = await visit(server, url, {
        headers: { Range: `bytes=${voice.bytes.length}-` },
      });
      expect(past.status).toBe(416);
      expect(past.headers.get('Content-Range')).toBe(`bytes */${voice.bytes.length}`);
    }
  });

  it('serves no recording the note does not play, and nothing through an unknown link', async () => {
    const owner = await buildUser(server);
    const shared = await buildVoiceNote(server, owner);
    const other = await buildVoiceNote(server, owner, { title: 'Private thoughts' });
    const share = await createShare(server, owner, shared.noteId);
    const ranged = { headers: { Range: 'bytes=0-99' } };
    expect(
      (await visit(server, `${pathOf(share)}/attachments/${other.attachmentId}`, ranged)).status,
    ).toBe(404);
    expect(
      (
        await visit(
          server,
          `/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/attachments/${shared.attachmentId}`,
          ranged,
        )
      ).status,
    ).toBe(404);
    // The owner's own address stays private.
    expect((await visit(server, `/api/attachments/${shared.attachmentId}`)).status).toBe(401);
  });

  it('asks for the password before playing, and stops once the link is revoked', async () => {
    const owner = await buildUser(server);
    const voice = await buildVoiceNote(server, owner);
    const locked = await createShare(server, owner, voice.noteId, { password: 'open sesame' });
    const url = `${pathOf(locked)}/attachments/${voice.attachmentId}`;
    expect((await visit(server, url, { headers: { Range: 'bytes=0-9' } })).status).toBe(401);
    const form = await server.request(pathOf(locked), {
      method: 'POST',
      body: new URLSearchParams({ password: 'open sesame' }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': '198.51.100.30',
        'Sec-Fetch-Site': 'same-origin',
      },
    });
    const cookie = cookiesFrom(form);
    const part = await visit(server, url, { cookie, headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    await part.arrayBuffer();

    await server.delete(`/api/shares/${locked.id}`, withCookie(owner.cookie));
    expect((await visit(server, url, { cookie })).status).toBe(410);
  });

  it('answers HEAD with the range’s headers and no body', async () => {
    const owner = await buildUser(server);
    const voice = await buildVoiceNote(server, owner);
    const share = await createShare(server, owner, voice.noteId);
    const response = await server.request(`${pathOf(share)}/attachments/${voice.attachmentId}`, {
      method: 'HEAD',
      headers: { Range: 'bytes=0-99' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Length')).toBe('100');
    expect(await response.text()).toBe('');
  });
});
