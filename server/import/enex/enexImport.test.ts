import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildUser, withCookie } from '../../test/factories';
import { purgeUnattachedUploads } from '../../jobs/uploadPurger';
import { createLogger } from '../../logger';
import { getTestServer, testStorage } from '../../test/support';
import { createImports } from '../importSetup';
import { expectHealthy, fixturesDir, getNote, itemOf, runImport } from '../importTestSupport';

const enex = readFileSync(path.join(fixturesDir, 'evernote.enex'));
const pdf = readFileSync(path.join(fixturesDir, 'tiny.pdf'));
const png = readFileSync(path.join(fixturesDir, 'pixel.png'));
const PNG_HASH = '583ea1f8ece2dfbfe8595e6b062a4d2e';
const PDF_HASH = '759fcc4fac448478b6e1f6243271cafb';

describe('importing an Evernote export (.enex)', { timeout: 60_000 }, () => {
  it('imports every note with its tags, dates, checklists, tables and attachments by hash', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const job = await runImport(server, user, 'My notes.enex', enex);

    expect(job.status).toBe('done');
    const report = job.report!;
    expect(report.format).toBe('enex');
    expect(report.stoppedAt).toBeNull();
    expect(report.totals.notes).toEqual({
      in: 5,
      out: 5,
      imported: 4,
      partial: 1,
      failed: 0,
      alreadyImported: 0,
      skipped: 0,
    });
    expect(report.totals.attachments).toEqual({ in: 3, out: 2, missing: 1, failed: 0 });
    expect(report.totals.tags).toEqual({ in: 3, out: 3 });
    expect(job.progress).toEqual({ done: 5, total: 5 });
    expect(report.items.map((item) => item.source)).toEqual([
      'note 1: Trip photos',
      'note 2: Packing list',
      'note 3: Budget',
      'note 4: Lost scan',
      'note 5: Plain words',
    ]);

    const trip = await getNote(server, user, itemOf(job, 'Trip photos').noteId!);
    expect(trip.title).toBe('Trip photos');
    expect(trip.tags.map((tag) => tag.name).sort()).toEqual(['family', 'travel']);
    expect(trip.createdAt).toBe('2023-10-15T10:15:00.000Z');
    expect(trip.updatedAt).toBe('2023-10-16T08:10:00.000Z');
    const image = /!\[pixel\.png\]\(\/api\/attachments\/([\w-]+)\)/.exec(trip.markdown);
    const file = /\[tickets\.pdf\]\(\/api\/attachments\/([\w-]+)\)/.exec(trip.markdown);
    expect(image, trip.markdown).not.toBeNull();
    expect(file, trip.markdown).not.toBeNull();

    const servedImage = await server.get(`/api/attachments/${image![1]}`, withCookie(user.cookie));
    expect(servedImage.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await servedImage.arrayBuffer()).equals(png)).toBe(true);
    const servedPdf = await server.get(`/api/attachments/${file![1]}`, withCookie(user.cookie));
    expect(servedPdf.status).toBe(200);
    expect(servedPdf.headers.get('content-type')).toBe('application/pdf');
    expect(servedPdf.headers.get('content-disposition')).toBe(
      `attachment; filename="tickets.pdf"; filename*=UTF-8''tickets.pdf`,
    );
    expect(servedPdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await servedPdf.arrayBuffer()).equals(pdf)).toBe(true);

    const packing = await getNote(server, user, itemOf(job, 'Packing list').noteId!);
    expect(packing.markdown).toMatch(/- \[x\] Passport/);
    expect(packing.markdown).toMatch(/- \[ \] Sunscreen/);
    expect(packing.markdown).toMatch(/~~?Umbrella~~?/);
    expect(packing.createdAt).toBe('2023-09-01T09:00:00.000Z');

    const budget = await getNote(server, user, itemOf(job, 'Budget').noteId!);
    expect(budget.markdown).toMatch(/\|\s*Item\s*\|\s*Cost\s*\|/);
    expect(budget.markdown).toMatch(/\|\s*Hotel\s*\|\s*300\s*\|/);

    const lost = itemOf(job, 'Lost scan');
    expect(lost.status).toBe('partial');
    expect(lost.details).toEqual([
      'attachment deadbeefdeadbeefdeadbeefdeadbeef is referenced but missing from the file',
    ]);
    const lostNote = await getNote(server, user, lost.noteId!);
    expect(lostNote.markdown).toContain('missing attachment deadbeefdeadbeefdeadbeefdeadbeef');

    const plain = await getNote(server, user, itemOf(job, 'Plain words').noteId!);
    // The note's own Markdown writes a bare & as &amp;, whatever wrote the note.
    expect(plain.markdown).toMatch(
      /^Just \*text\* (&|&amp;) a \[link\]\(https:\/\/example\.com\)\.$/,
    );
    expect([PNG_HASH, PDF_HASH].every((hash) => !trip.markdown.includes(hash))).toBe(true);
  });

  it('imports the same file again without duplicates: every note is "already imported"', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const first = await runImport(server, user, 'notes.enex', enex);
    const again = await runImport(server, user, 'notes.enex', enex);
    expect(again.status).toBe('done');
    expect(again.report!.totals.notes).toMatchObject({
      in: 5,
      out: 5,
      alreadyImported: 5,
      imported: 0,
    });
    for (const item of again.report!.items) {
      expect(item.status).toBe('already-imported');
      expect(item.noteId).toBe(itemOf(first, item.source).noteId);
    }
    const list = await server.get('/api/notes?limit=100', withCookie(user.cookie));
    const { notes } = (await list.json()) as { notes: { title: string }[] };
    expect(notes.filter((note) => note.title === 'Trip photos')).toHaveLength(1);
  });

  it('keeps the notes read before malformed XML and says where it broke', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const job = await runImport(
      server,
      user,
      'broken.enex',
      readFileSync(path.join(fixturesDir, 'malformed.enex')),
    );
    expect(job.status).toBe('done');
    const report = job.report!;
    expect(report.stoppedAt).toMatch(/^The XML is malformed at line \d+, column \d+/);
    expect(report.totals.notes).toMatchObject({ in: 3, imported: 2, failed: 1 });
    const broken = itemOf(job, 'note 3: Budget');
    expect(broken.status).toBe('failed');
    expect(broken.reason).toMatch(/^the file breaks inside this note/);
    await expectHealthy(server);
  });

  it('imports a note whose attachment does not fit the storage quota, without it', async () => {
    const server = await getTestServer({ uploadLimits: { quotaBytes: 100, perMinute: 30 } });
    const user = await buildUser(server);
    const job = await runImport(server, user, 'notes.enex', enex);
    const trip = itemOf(job, 'Trip photos');
    expect(trip.status).toBe('partial');
    expect(trip.details).toEqual(['tickets.pdf: not imported: storage quota full']);
    expect(job.report!.totals.attachments).toMatchObject({ out: 1, failed: 1 });
  });
});

describe('Evernote import limits and clean-up', { timeout: 60_000 }, () => {
  it('lists a resource past the per-attachment cap in the report and imports the note without it', async () => {
    const base = await getTestServer();
    const server = await getTestServer({
      imports: createImports({
        database: base.database,
        storage: testStorage,
        logger: createLogger('silent', false),
        limits: { maxAttachmentBytes: 100 },
      }),
    });
    const user = await buildUser(server);
    const job = await runImport(server, user, 'notes.enex', enex);
    const trip = itemOf(job, 'Trip photos');
    expect(trip.status).toBe('partial');
    expect(trip.details).toEqual([`tickets.pdf (${PDF_HASH}) not imported: larger than 100 bytes`]);
    expect(job.report!.totals.attachments).toMatchObject({ in: 3, out: 1, failed: 1, missing: 1 });
  });

  it('keeps imported attachments through the purge of uploads no note uses', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const job = await runImport(server, user, 'notes.enex', enex);
    const trip = await getNote(server, user, itemOf(job, 'Trip photos').noteId!);
    const ids = [...trip.markdown.matchAll(/\/api\/attachments\/([\w-]+)/g)].map(
      (match) => match[1],
    );
    expect(ids).toHaveLength(2);
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await purgeUnattachedUploads(server.database.db, testStorage, later);
    for (const id of ids) {
      const served = await server.get(`/api/attachments/${id}`, withCookie(user.cookie));
      expect(served.status).toBe(200);
    }
  });
});

describe('Evernote exports as editors save them', { timeout: 60_000 }, () => {
  it('reads a file that starts with a byte order mark', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const job = await runImport(
      server,
      user,
      'bom.enex',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), enex]),
    );
    expect(job.status).toBe('done');
    expect(job.report!.stoppedAt).toBeNull();
    expect(job.report!.totals.notes.in).toBe(5);
  });
});
