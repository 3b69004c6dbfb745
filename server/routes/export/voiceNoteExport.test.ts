import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePdfPool } from '../../export/pdf/pdfPool';
import { buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, TEST_PUBLIC_URL, type TestServer } from '../../test/support';
import { buildVoiceNote, type VoiceNoteFixture } from '../../test/voiceNoteFixtures';
import { downloadZip, pdfText } from './exportTestSupport';

const exportUrl = (id: string, format: string) => `/api/notes/${id}/export?format=${format}`;

describe('a voice note in the exports', () => {
  let server: TestServer;
  let owner: TestUser;
  let voice: VoiceNoteFixture;

  beforeAll(async () => {
    server = await getTestServer();
    owner = await buildUser(server);
    voice = await buildVoiceNote(server, owner, { title: 'Standup notes', duration: 83 });
  });
  afterAll(closePdfPool);

  const download = async (format: string) => {
    const response = await server.get(exportUrl(voice.noteId, format), withCookie(owner.cookie));
    expect(response.status).toBe(200);
    return response;
  };

  it('links the recording at its owner’s address in Markdown, the transcript kept', async () => {
    const text = await (await download('md')).text();
    expect(text).toContain(
      `[Voice note (1:23)](${TEST_PUBLIC_URL}/api/attachments/${voice.attachmentId})`,
    );
    expect(text).toContain('[1:05](#t=65) Then the share page plays it.');
  });

  it('names the recording and its length in plain text, timestamps as text', async () => {
    const text = await (await download('txt')).text();
    expect(text).toBe(
      'Standup notes\n\nVoice note (1:23)\n\n0:00 Shipping the export today.\n\n' +
        '1:05 Then the share page plays it.\n',
    );
  });

  it('prints a line naming the recording in the PDF, the transcript as paragraphs', async () => {
    const { text } = await pdfText(await (await download('pdf')).arrayBuffer());
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines).toContain('Voice note (1:23)');
    expect(lines).toContain('0:00 Shipping the export today.');
    expect(lines).toContain('1:05 Then the share page plays it.');
  });

  it('writes the recording into the account ZIP, linked from the note by a relative path', async () => {
    const { files, manifest } = await downloadZip(server, owner);
    const path = `attachments/${voice.attachmentId}.wav`;
    expect(files.get(path)?.equals(Buffer.from(voice.bytes))).toBe(true);
    expect(manifest.attachments).toContainEqual({
      id: voice.attachmentId,
      path,
      mime: 'audio/wav',
      size: voice.bytes.length,
    });
    const entry = manifest.notes.find((note) => note.id === voice.noteId)!;
    expect(entry).toMatchObject({
      path: 'notes/Standup notes.md',
      attachments: [voice.attachmentId],
    });
    expect(files.get(entry.path)!.toString()).toContain(`[Voice note (1:23)](../${path})`);
  });

  it('answers 404 for another user’s voice note in every format', async () => {
    const other = await buildUser(server);
    for (const format of ['md', 'txt', 'pdf']) {
      const response = await server.get(exportUrl(voice.noteId, format), withCookie(other.cookie));
      expect(response.status).toBe(404);
    }
  });
});
