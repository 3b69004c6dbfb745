import type { JSONContent } from '@tiptap/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachment, note } from '../db/schema';
import { bodyJson, loadNoteDoc } from '../notes/noteDocument';
import { buildNote, buildUser, withCookie, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { speechLike, wav } from '../audio/testAudio';
import { buildVoiceNote } from '../test/voiceNoteFixtures';
import { getNote, runImport } from './importTestSupport';
import { createMarkdownParser } from '../markdown/markdownParser';
import { recordingFromLabel } from './markdownZip/linkRewriter';

async function bodyOf(server: TestServer, noteId: string): Promise<JSONContent[]> {
  const [row] = await server.database.db
    .select({ ydoc: note.ydoc })
    .from(note)
    .where(eq(note.id, noteId));
  return bodyJson(loadNoteDoc(row!.ydoc)).content ?? [];
}

/** The source's account exported as a ZIP and imported into a fresh account: the finished job. */
async function exportIntoNewAccount(server: TestServer, source: TestUser) {
  const exported = await server.get('/api/export', withCookie(source.cookie));
  expect(exported.status).toBe(200);
  const target = await buildUser(server);
  const job = await runImport(
    server,
    target,
    'inkling-export.zip',
    Buffer.from(await exported.arrayBuffer()),
  );
  expect(job.status).toBe('done');
  return { target, job };
}

describe('a voice note exported and imported', { timeout: 120_000 }, () => {
  it('comes back as a recording that plays, its transcript’s timestamps still links', async () => {
    const server = await getTestServer();
    const source = await buildUser(server);
    const voice = await buildVoiceNote(server, source, { title: 'Standup notes', duration: 83 });
    const { target, job } = await exportIntoNewAccount(server, source);
    expect(job.report!.totals.notes.failed).toBe(0);
    expect(job.report!.totals.attachments).toMatchObject({ in: 1, out: 1, missing: 0 });

    const item = job.report!.items.find((each) => each.title === 'Standup notes')!;
    const [audio, first, second] = await bodyOf(server, item.noteId!);
    expect(audio).toMatchObject({ type: 'audio', attrs: { title: 'Voice note', duration: 83 } });
    const src = String(audio!.attrs!.src);
    const id = /^\/api\/attachments\/([\w-]+)$/.exec(src)![1]!;
    expect(id).not.toBe(voice.attachmentId);
    const [stored] = await server.database.db
      .select()
      .from(attachment)
      .where(eq(attachment.id, id));
    expect(stored).toMatchObject({ userId: target.id, mime: 'audio/wav' });
    const played = await server.get(src, withCookie(target.cookie));
    expect(played.status).toBe(200);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(voice.bytes);

    expect(first!.content![0]).toMatchObject({
      text: '0:00',
      marks: [{ type: 'link', attrs: { href: '#t=0' } }],
    });
    expect(second!.content![1]).toMatchObject({ text: ' Then the share page plays it.' });
    expect((await getNote(server, target, item.noteId!)).markdown).toContain(
      `[Voice note (1:23)](/api/attachments/${id})`,
    );
  });

  it('keeps a recording linked inside a sentence a link, and any other file a link', async () => {
    const server = await getTestServer();
    const source = await buildUser(server);
    const voice = await buildVoiceNote(server, source);
    await buildNote(server, source, {
      title: 'Mentions it',
      markdown: `Listen to [the call](/api/attachments/${voice.attachmentId}) first.`,
    });
    const { job } = await exportIntoNewAccount(server, source);
    const item = job.report!.items.find((each) => each.title === 'Mentions it')!;
    const [paragraph] = await bodyOf(server, item.noteId!);
    expect(paragraph).toMatchObject({ type: 'paragraph' });
    expect(paragraph!.content![1]).toMatchObject({
      text: 'the call',
      marks: [{ type: 'link' }],
    });
  });

  it('reads a WebM or other recording as audio whatever file-type calls it', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const zip = await import('archiver').then(async ({ ZipArchive }) => {
      const archive = new ZipArchive({ zlib: { level: 1 } });
      const chunks: Buffer[] = [];
      archive.on('data', (chunk: Buffer) => chunks.push(chunk));
      archive.append('# Memo\n\n[Memo.wav (0:02)](memo.wav)\n', { name: 'Memo.md' });
      archive.append(wav(speechLike(2)), { name: 'memo.wav' });
      await archive.finalize();
      return Buffer.concat(chunks);
    });
    const job = await runImport(server, user, 'notes.zip', zip);
    const item = job.report!.items.find((each) => each.title === 'Memo')!;
    const body = await bodyOf(server, item.noteId!);
    expect(body.find((node) => node.type === 'audio')).toMatchObject({
      attrs: { title: 'Memo.wav', duration: 2 },
    });
  });
});

describe('recordingFromLabel', () => {
  it.each([
    ['Voice note (1:23)', { title: 'Voice note', duration: 83 }],
    ['Interview (1:02:03)', { title: 'Interview', duration: 3723 }],
    ['call.m4a', { title: 'call.m4a', duration: null }],
    ['', { title: 'Voice note', duration: null }],
    ['Odd \\[name\\] (0:05)', { title: 'Odd [name]', duration: 5 }],
  ])('reads %j', (label, expected) => {
    expect(recordingFromLabel(label)).toEqual(expected);
  });
});

describe('an audio line in Markdown on the server', () => {
  const parse = createMarkdownParser();

  it('plays only the user’s own uploads: any other address stays text', () => {
    for (const src of ['https://tracker.example/a.mp3', 'javascript:alert(1)', '/api/notes/x']) {
      const doc = parse(`<audio src="${src}"></audio>`);
      expect(doc.content?.some((node) => node.type === 'audio')).toBe(false);
    }
  });

  it('needs the line to itself', () => {
    const id = '0b7e8f3a-4c1d-4e2f-9a8b-1c2d3e4f5a6b';
    const doc = parse(`Text <audio src="/api/attachments/${id}"></audio> more`);
    expect(doc.content?.map((node) => node.type)).toEqual(['paragraph']);
  });
});
