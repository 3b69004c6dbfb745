import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { ExportLayout, ExportManifest } from '@common/schemas/export';
import { ZipArchive, type EntryData, type ZipEntryData } from 'archiver';
import type { Logger } from '../logger';
import { accountTags, attachmentPage, notePage } from './exportQueries';
import { safeFileName, UniquePaths } from './fileNames';
import { habitsJson, journalJson, type JournalHabitCounts } from './journalHabitsJson';
import type { ExportDependencies } from './noteExport';
import { attachmentIdsIn, noteToMarkdownFile, relinkAttachments } from './noteToMarkdownFile';

/*
 * The whole account as one ZIP (docs/export-format.md), made while it is
 * sent: rows are read a page at a time by id, each entry is appended only
 * once the previous one has gone into the archive, and the archive only
 * moves as fast as the client reads it. Memory holds one page of notes, one
 * attachment chunk and the manifest's list, however large the account.
 */

/** Rows read per query. */
const PAGE_SIZE = 100;

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/aac': 'aac',
};
/** Uncompressed recordings shrink in the ZIP; every other upload is compressed already. */
const deflated = new Set(['audio/wav']);

export interface AccountZipOptions {
  layout: ExportLayout;
  /** Aborted when the client goes away: reading stops and the archive is abandoned. */
  signal: AbortSignal;
  logger: Logger;
}

/** The account ZIP as a stream; it ends with manifest.json, or is destroyed on failure. */
export function accountZip(
  deps: ExportDependencies,
  userId: string,
  { layout, signal, logger }: AccountZipOptions,
): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  let source: Readable | null = null;
  const stop = () => {
    source?.destroy();
    archive.abort();
  };
  signal.addEventListener('abort', stop, { once: true });
  archive.on('close', () => signal.removeEventListener('abort', stop));

  /** Adds one entry and waits until the archive has taken it (backpressure from the client). */
  const add = async (content: Readable | string, data: EntryData | ZipEntryData) => {
    const taken = once(archive, 'entry', { signal });
    // A source that fails (a file gone bad, a query that fails mid-file) fails the archive.
    if (typeof content !== 'string') content.once('error', (error) => archive.destroy(error));
    archive.append(content, data);
    await taken;
  };

  const fill = async () => {
    const exportedAt = new Date();
    const manifest: ExportManifest = {
      format: 'inkling-export',
      version: 1,
      exportedAt: exportedAt.toISOString(),
      layout,
      counts: { notes: 0, attachments: 0, tags: 0, journalEntries: 0, habits: 0, checkins: 0 },
      notes: [],
      attachments: [],
      tags: await accountTags(deps.db, userId),
    };
    const archived = new Map<string, string>(); // attachment id → its path in the archive

    for (let after = ''; ;) {
      const page = await attachmentPage(deps.db, userId, after, PAGE_SIZE);
      for (const upload of page) {
        source = await deps.storage.readStream(upload.storageKey);
        if (!source) continue; // its file is gone: the note keeps the URL
        const path = `attachments/${upload.id}.${extensions[upload.mime] ?? 'bin'}`;
        await add(source, { name: path, store: !deflated.has(upload.mime) });
        source = null;
        archived.set(upload.id, path);
        manifest.attachments.push({ id: upload.id, path, mime: upload.mime, size: upload.size });
      }
      if (page.length < PAGE_SIZE) break;
      after = page.at(-1)!.id;
    }

    const paths = new UniquePaths();
    for (let after = ''; ;) {
      const page = await notePage(deps.db, userId, after, PAGE_SIZE);
      for (const note of page) {
        const firstTag = note.tags[0];
        const folder =
          layout === 'tags' && firstTag ? `notes/${safeFileName(firstTag, 'Tag')}` : 'notes';
        const path = paths.take(folder, safeFileName(note.title), '.md');
        const upToRoot = '../'.repeat(path.split('/').length - 1);
        const linked = attachmentIdsIn(note.markdown, deps.publicUrl)
          .map((id) => id.toLowerCase())
          .filter((id) => archived.has(id));
        const body = relinkAttachments(note.markdown, deps.publicUrl, (id) => {
          const target = archived.get(id);
          return target ? upToRoot + target : null;
        });
        await add(noteToMarkdownFile(note, body), { name: path, date: note.updatedAt });
        manifest.notes.push({
          id: note.id,
          path,
          title: note.title,
          tags: note.tags,
          createdAt: note.createdAt.toISOString(),
          updatedAt: note.updatedAt.toISOString(),
          attachments: linked,
        });
      }
      if (page.length < PAGE_SIZE) break;
      after = page.at(-1)!.id;
    }

    // The journal's days and the habits, read a page at a time like the notes.
    const counts: JournalHabitCounts = { journalEntries: 0, habits: 0, checkins: 0 };
    const notePaths = new Map(manifest.notes.map((each) => [each.id, each.path]));
    source = Readable.from(journalJson(deps.db, userId, notePaths, counts));
    await add(source, { name: 'journal.json', date: exportedAt });
    source = Readable.from(habitsJson(deps.db, userId, counts));
    await add(source, { name: 'habits.json', date: exportedAt });
    source = null;

    manifest.counts = {
      notes: manifest.notes.length,
      attachments: manifest.attachments.length,
      tags: manifest.tags.length,
      ...counts,
    };
    await add(JSON.stringify(manifest, null, 2), { name: 'manifest.json', date: exportedAt });
    await archive.finalize();
  };

  fill().catch((error: unknown) => {
    if (signal.aborted) return; // the client left: nothing to report
    logger.error({ err: error }, 'account export failed');
    source?.destroy();
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
