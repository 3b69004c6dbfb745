import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { closePdfPool } from '../../export/pdf/pdfPool';
import {
  buildAttachment,
  buildNote,
  buildUser,
  withCookie,
  type TestUser,
} from '../../test/factories';
import { getTestServer, TEST_PUBLIC_URL, type TestServer } from '../../test/support';
import { pdfImages, pdfText } from './exportTestSupport';

/** A real, decodable 4×3 RGBA PNG (the factories' 1×1 PNG has a damaged checksum). */
function validPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(3, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const rows = Buffer.concat(
    Array.from({ length: 3 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 0x80)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const richMarkdown = (imageId: string) => `# Heading One

Intro with **bold**, *italic*, ~~struck~~, \`inline code\` and a [link](https://example.com).

## Heading Two

- Bullet one
- Bullet two
  - Nested bullet

1. First step
2. Second step

- [x] Done task
- [ ] Open task

| Name | Value |
| --- | --- |
| Alpha cell | 42 |

\`\`\`js
const answer = 42;
\`\`\`

> A quoted line

---

你好，世界 and こんにちは

![diagram](/api/attachments/${imageId})
`;

const exportUrl = (id: string, format: string) => `/api/notes/${id}/export?format=${format}`;

describe('GET /api/notes/:id/export', () => {
  let server: TestServer;
  let owner: TestUser;
  let noteId: string;
  let imageId: string;

  beforeAll(async () => {
    server = await getTestServer();
    owner = await buildUser(server);
    imageId = (await buildAttachment(server, owner, validPng())).id;
    noteId = (
      await buildNote(server, owner, {
        title: 'Plan: "Q4" / 計画',
        markdown: richMarkdown(imageId),
        tags: ['work', 'planning'],
      })
    ).id;
  });
  afterAll(closePdfPool);

  it('needs a session (401)', async () => {
    expect((await server.get(exportUrl(noteId, 'md'))).status).toBe(401);
  });

  it('refuses an unknown format (400)', async () => {
    const response = await server.get(exportUrl(noteId, 'docx'), withCookie(owner.cookie));
    expect(response.status).toBe(400);
    expect((await server.get(`/api/notes/${noteId}/export`, withCookie(owner.cookie))).status).toBe(
      400,
    );
  });

  it('answers 404 for another user’s note and for a trashed one, in every format', async () => {
    const other = await buildUser(server);
    for (const format of ['md', 'pdf', 'txt']) {
      const response = await server.get(exportUrl(noteId, format), withCookie(other.cookie));
      expect(response.status).toBe(404);
    }
    const trashed = await buildNote(server, owner, { title: 'Gone' });
    await server.delete(`/api/notes/${trashed.id}`, withCookie(owner.cookie));
    expect((await server.get(exportUrl(trashed.id, 'md'), withCookie(owner.cookie))).status).toBe(
      404,
    );
  });

  it('names the download after the title, safe for quotes, slashes and CJK', async () => {
    const response = await server.get(exportUrl(noteId, 'md'), withCookie(owner.cookie));
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="Plan- -Q4- - __.md"; filename*=UTF-8''${encodeURIComponent('Plan- -Q4- - 計画.md')}`,
    );
    const untitled = await buildNote(server, owner, { title: '', markdown: 'x' });
    const blank = await server.get(exportUrl(untitled.id, 'txt'), withCookie(owner.cookie));
    expect(blank.headers.get('content-disposition')).toContain('filename="Untitled.txt"');
  });

  it('exports Markdown with front matter and GitHub-flavoured checklists, tables and absolute image URLs', async () => {
    const response = await server.get(exportUrl(noteId, 'md'), withCookie(owner.cookie));
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    const [, yaml, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
    const { note } = (await (
      await server.get(`/api/notes/${noteId}`, withCookie(owner.cookie))
    ).json()) as { note: { createdAt: string; updatedAt: string } };
    expect(parse(yaml!)).toEqual({
      title: 'Plan: "Q4" / 計画',
      tags: ['planning', 'work'],
      created: note.createdAt,
      updated: note.updatedAt,
      pinned: false,
      inkling_id: noteId,
    });
    expect(body).toContain('- [x] Done task');
    expect(body).toContain('- [ ] Open task');
    expect(body).toMatch(/\| Alpha cell \| 42 +\|/);
    expect(body).toContain(`![diagram](${TEST_PUBLIC_URL}/api/attachments/${imageId})`);
  });

  it('exports readable plain text', async () => {
    const response = await server.get(exportUrl(noteId, 'txt'), withCookie(owner.cookie));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('Plan: "Q4" / 計画\n\nHeading One\n===========\n')).toBe(true);
    expect(text).toContain('- Bullet one\n- Bullet two\n  - Nested bullet');
    expect(text).toContain('1. First step\n2. Second step');
    expect(text).toContain('[x] Done task\n[ ] Open task');
    expect(text).toMatch(/Name +\| Value\n-+-\+-+\nAlpha cell \| 42/);
    expect(text).toContain('    const answer = 42;');
    expect(text).toContain('> A quoted line');
    expect(text).toContain('[image: diagram]');
    expect(text).not.toContain('**');
  });

  it('makes a PDF with the text, CJK characters, page numbers and the embedded image', async () => {
    const response = await server.get(exportUrl(noteId, 'pdf'), withCookie(owner.cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('.pdf');
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    for (const expected of [
      'Plan: "Q4" / 計画',
      'Heading One',
      'Heading Two',
      'Bullet one',
      'Nested bullet',
      'First step',
      'Done task',
      'Open task',
      'Alpha cell',
      'const answer = 42;',
      'A quoted line',
      '你好，世界',
      'こんにちは',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect((await pdfImages(bytes)).filter((type) => type === 'image')).toHaveLength(1);
  }, 30_000); // the first PDF starts the thread and reads 17 MB of fonts

  it('names a damaged image instead of failing', async () => {
    const damaged = await buildAttachment(server, owner); // its zlib checksum is wrong
    const note = await buildNote(server, owner, {
      title: 'Damaged',
      markdown: `Before\n\n![broken photo](/api/attachments/${damaged.id})\n\nAfter`,
    });
    const response = await server.get(exportUrl(note.id, 'pdf'), withCookie(owner.cookie));
    expect(response.status).toBe(200);
    const bytes = await response.arrayBuffer();
    const { text } = await pdfText(bytes);
    expect(text).toContain('[image: broken photo]');
    expect(text).toContain('After');
    expect(await pdfImages(bytes)).toHaveLength(0);
  }, 30_000);

  it('cuts nothing at page breaks: every line of a long note is in the PDF', async () => {
    const paragraphs = Array.from(
      { length: 300 },
      (_, i) => `Paragraph number ${i} of the long note.`,
    );
    const code = Array.from({ length: 200 }, (_, i) => `    code line ${i};`);
    const cell = Array.from({ length: 100 }, (_, i) => `cell line ${i}`).join('<br>');
    const markdown = [
      ...paragraphs,
      '```',
      ...code,
      '```',
      '',
      '| Head | Other |',
      '| --- | --- |',
      `| ${cell} | short |`,
    ]
      .join('\n\n')
      .replace(
        /```\n\n([\s\S]*?)\n\n```/,
        (_, inner: string) => `\`\`\`\n${inner.replace(/\n\n/g, '\n')}\n\`\`\``,
      );
    const long = await buildNote(server, owner, { title: 'Long note', markdown });
    const response = await server.get(exportUrl(long.id, 'pdf'), withCookie(owner.cookie));
    expect(response.status).toBe(200);
    const { text, pages } = await pdfText(await response.arrayBuffer());
    expect(pages).toBeGreaterThan(1);
    const lines = new Set(text.split('\n').map((line) => line.trim()));
    const flat = text.replace(/\s+/g, ' ');
    for (const paragraph of paragraphs) expect(flat).toContain(paragraph);
    for (let i = 0; i < 200; i++) expect(lines.has(`code line ${i};`)).toBe(true);
    for (let i = 0; i < 100; i++) expect(flat).toMatch(new RegExp(`cell line ${i}(?!\\d)`));
    expect(text).toContain(`Page ${pages} of ${pages}`);
  }, 60_000);
});
