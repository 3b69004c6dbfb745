import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createNoteDoc } from '../../notes/noteDocument';
import { inPgliteProject } from '../../test/testProjects';
import { pdfText } from '../../routes/export/exportTestSupport';
import { needsCjkFont } from './pdfDocument';
import { createPdfPool } from './pdfPool';

const job = (title: string, markdown: string) => ({
  title,
  tags: [],
  updatedAt: '2026-12-01T12:00:00.000Z',
  images: {},
  ydoc: Y.encodeStateAsUpdate(createNoteDoc({ markdown })),
});

// No database: the PGlite project only.
describe.runIf(inPgliteProject)('the PDF thread', () => {
  const pool = createPdfPool();
  afterAll(() => pool.close());

  it('prints Chinese and Japanese after a first PDF that needed only Latin fonts', async () => {
    // Asked for together, so that the one thread makes both, the Latin one first.
    const [latinPdf, cjkPdf] = await Promise.all([
      pool.render(job('Latin first', 'Plain words only.')),
      pool.render(job('計画 plan', 'Hello 你好，世界 and こんにちは.')),
    ]);
    expect(pool.threads().started).toBe(1);
    const latin = await pdfText(latinPdf.slice().buffer);
    expect(latin.text).toContain('Plain words only.');

    const cjk = await pdfText(cjkPdf.slice().buffer);
    for (const expected of ['計画 plan', '你好，世界', 'こんにちは'])
      expect(cjk.text).toContain(expected);
  }, 30_000); // the thread starts and reads its fonts
});

describe.runIf(inPgliteProject)("the PDF thread's life", () => {
  const pool = createPdfPool();
  afterAll(() => pool.close());

  it('serves PDFs asked for together from one thread, and ends it once none waits', async () => {
    const pdfs = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => pool.render(job(title, `${title} body.`))),
    );
    for (const [index, title] of ['One', 'Two', 'Three'].entries())
      expect((await pdfText(pdfs[index]!.slice().buffer)).text).toContain(`${title} body.`);
    expect(pool.threads().started).toBe(1);
    await expect.poll(() => pool.threads().alive, { timeout: 5_000 }).toBe(0);

    // The next one starts a thread again.
    const later = await pool.render(job('Later', 'Later body.'));
    expect((await pdfText(later.slice().buffer)).text).toContain('Later body.');
    expect(pool.threads().started).toBe(2);
  }, 30_000);
});

describe.runIf(inPgliteProject)('needsCjkFont', () => {
  const input = (title: string, tags: string[], text: string) => ({
    title,
    tags,
    updatedAt: '2026-12-01T12:00:00.000Z',
    images: {},
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  });

  it('is true for Han, kana or CJK punctuation in the title, a tag or the body', () => {
    expect(needsCjkFont(input('会議', [], 'notes'))).toBe(true);
    expect(needsCjkFont(input('Meeting', ['日記'], 'notes'))).toBe(true);
    expect(needsCjkFont(input('Meeting', [], 'see カタカナ'))).toBe(true);
    expect(needsCjkFont(input('Meeting', [], 'a full stop。'))).toBe(true);
  });

  it('is false for Latin, Greek, Cyrillic and Hangul text (the CJK font has no Hangul)', () => {
    expect(needsCjkFont(input('Meeting', ['work'], 'Ελληνικά, русский, 한국어, café'))).toBe(false);
  });
});
