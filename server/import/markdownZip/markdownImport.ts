import path from 'node:path';
import { convertHtml } from '../htmlPool';
import {
  cleanTags,
  createImportedNote,
  failureReason,
  findImported,
  ImportItemError,
  isInlineImage,
  isRecording,
  removeImportedFiles,
  sha256,
  storeImportedFile,
  type ImportContext,
} from '../importedNotes';
import { HABITS_FILE, JOURNAL_FILE } from './exportJsonFiles';
import { importHabitsFile } from './habitsImport';
import { importJournalFile } from './journalImport';
import { rewriteLinks, type LinkTarget } from './linkRewriter';
import { readMarkdownFile, titleFromFileName, type MarkdownFile } from './markdownFile';
import { ZipBudgetError, type ImportSource, type SourceEntry } from './zipSource';

const NOTE_FILE = /\.(md|markdown|txt|html?)$/i;
const isHtml = (filePath: string) => /\.html?$/i.test(filePath);

/** Why a file that is not a note is left out, or null when it may be an attachment. */
function skipReason(entry: SourceEntry): string | null {
  const parts = entry.path.split('/');
  if (parts.some((part) => part === '__MACOSX')) return 'macOS metadata, not content';
  if (parts.some((part) => part.startsWith('.'))) return 'a hidden or system file';
  if (/\.zip$/i.test(entry.path)) return 'a ZIP inside the ZIP: nested archives are not opened';
  if (entry.path === 'manifest.json')
    return "the export's manifest: the notes' own files carry their data";
  return null;
}

/** Text a note can be made of: UTF-8, no NUL bytes. */
function textOf(bytes: Buffer): string {
  if (bytes.includes(0)) throw new ImportItemError('it is not text (it holds binary data)');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportItemError('it is not UTF-8 text');
  }
}

interface PlannedNote {
  entry: SourceEntry;
  id: string;
  sourceKey: string;
  existing: boolean;
  title: string;
}

/**
 * Imports Markdown, text and HTML files (a single file, or a ZIP such as an
 * Obsidian vault, a Notion export or an Inkling export) in two passes: the
 * first reads every note's key and title and gives it an id, so the second
 * can rewrite `[[wikilinks]]` and relative links to notes that do not exist
 * yet, store the images and files each note uses, and create it.
 */
export async function importMarkdownSource(
  context: ImportContext,
  source: ImportSource,
): Promise<void> {
  const { report, limits } = context;
  const noteEntries: SourceEntry[] = [];
  const fileEntries = new Map<string, SourceEntry>();
  const filesByName = new Map<string, SourceEntry>();
  // An Inkling export's journal.json and habits.json, read once the notes are in.
  const journalHabitFiles: SourceEntry[] = [];
  for (const entry of source.entries) {
    if (entry.isFolder) continue;
    const isNote = NOTE_FILE.test(entry.path);
    if (entry.refused) {
      report.add({
        source: entry.path,
        kind: isNote ? 'note' : 'file',
        status: 'failed',
        reason: `refused: ${entry.refused}`,
      });
      continue;
    }
    const skipped = skipReason(entry);
    if (skipped) {
      report.add({ source: entry.path, kind: 'file', status: 'skipped', reason: skipped });
      continue;
    }
    if (entry.path === JOURNAL_FILE || entry.path === HABITS_FILE) journalHabitFiles.push(entry);
    else if (isNote) noteEntries.push(entry);
    else {
      fileEntries.set(entry.path, entry);
      const base = path.posix.basename(entry.path).toLowerCase();
      if (!filesByName.has(base)) filesByName.set(base, entry);
    }
  }

  // Pass 1: every note's source key, title and id.
  const total = noteEntries.length;
  await context.progress(0, total);
  const planned = new Map<SourceEntry, PlannedNote | { failed: string }>();
  const plans: PlannedNote[] = [];
  let stoppedBy: string | null = null;
  for (const entry of noteEntries) {
    try {
      const text = textOf(await source.read(entry, limits.maxNoteSourceBytes, 'a note'));
      const file = isHtml(entry.path) ? null : readMarkdownFile(text, entry.path);
      const sourceKey = file?.inklingId
        ? `inkling:${file.inklingId}`
        : `file:${entry.path}:${sha256(text)}`;
      const plan = {
        entry,
        id: crypto.randomUUID(),
        sourceKey,
        existing: false,
        title: file?.title ?? titleFromFileName(entry.path),
      };
      planned.set(entry, plan);
      plans.push(plan);
    } catch (error) {
      if (error instanceof ZipBudgetError) {
        stoppedBy = error.message;
        break;
      }
      planned.set(entry, { failed: failureReason(error, context.logger) });
    }
  }
  const existing = await findImported(
    context.db,
    context.userId,
    plans.map((plan) => plan.sourceKey),
  );
  const notesByPath = new Map<string, string>();
  const notesByName = new Map<string, string>();
  for (const plan of plans) {
    const noteId = existing.get(plan.sourceKey);
    if (noteId) Object.assign(plan, { id: noteId, existing: true });
    notesByPath.set(plan.entry.path, plan.id);
    // [[Folder/Note]]: the path without its extension.
    notesByName.set(plan.entry.path.replace(NOTE_FILE, '').toLowerCase(), plan.id);
    for (const name of [
      path.posix.basename(plan.entry.path).replace(NOTE_FILE, ''),
      titleFromFileName(plan.entry.path),
      plan.title,
    ]) {
      const key = name.toLowerCase();
      if (!notesByName.has(key)) notesByName.set(key, plan.id);
    }
  }

  // Pass 2: each note's links and files, then the note.
  const storedFiles = new Map<string, LinkTarget>();
  /** The notes now in the account for the ZIP's note files (new or already imported), by path. */
  const notesInAccount = new Map<string, string>();
  const usedBy = new Map<string, string[]>();
  let done = 0;
  for (const entry of noteEntries) {
    const plan = planned.get(entry);
    const fallbackTitle = titleFromFileName(entry.path);
    if (stoppedBy || !plan) {
      report.add({
        source: entry.path,
        status: 'failed',
        title: fallbackTitle,
        reason: `not read: the import stopped (${stoppedBy ?? 'the ZIP could not be read'})`,
      });
      continue;
    }
    if ('failed' in plan) {
      report.add({
        source: entry.path,
        status: 'failed',
        title: fallbackTitle,
        reason: plan.failed,
      });
      await context.progress(++done, total);
      continue;
    }
    if (plan.existing) {
      notesInAccount.set(entry.path, plan.id);
      report.add({
        source: entry.path,
        status: 'already-imported',
        title: plan.title,
        noteId: plan.id,
      });
      await context.progress(++done, total);
      continue;
    }
    const newlyStored: string[] = [];
    const storedPaths: string[] = [];
    const byPath = async (zipPath: string): Promise<LinkTarget> => {
      const noteId = notesByPath.get(zipPath);
      if (noteId) return { kind: 'note', noteId };
      const file = fileEntries.get(zipPath);
      if (!file) return null;
      const known = storedFiles.get(zipPath);
      if (known) {
        usedBy.get(zipPath)?.push(entry.path);
        return known;
      }
      try {
        const bytes = await source.read(file, limits.maxAttachmentBytes, 'an attachment');
        const stored = await storeImportedFile(context, {
          bytes,
          name: path.posix.basename(zipPath),
        });
        if ('failed' in stored) return { kind: 'failed', reason: stored.failed };
        const target: LinkTarget = {
          kind: 'file',
          url: `/api/attachments/${stored.id}`,
          image: isInlineImage(stored.mime),
          audio: isRecording(stored.mime),
        };
        newlyStored.push(stored.id);
        storedPaths.push(zipPath);
        storedFiles.set(zipPath, target);
        usedBy.set(zipPath, [entry.path]);
        return target;
      } catch (error) {
        if (error instanceof ZipBudgetError) throw error;
        return { kind: 'failed', reason: `not imported: ${failureReason(error, context.logger)}` };
      }
    };
    const resolver = {
      byPath,
      byName: async (name: string): Promise<LinkTarget> => {
        const key = name.trim().toLowerCase().replace(NOTE_FILE, '');
        const noteId = notesByName.get(key) ?? notesByName.get(path.posix.basename(key));
        if (noteId) return { kind: 'note', noteId };
        const file = filesByName.get(path.posix.basename(name).toLowerCase());
        return file ? byPath(file.path) : null;
      },
    };
    try {
      const text = textOf(await source.read(entry, limits.maxNoteSourceBytes, 'a note'));
      const file = await noteFile(context, entry, text);
      const { markdown, counts } = await rewriteLinks(file.body, entry.path, resolver);
      const tags = cleanTags(file.tags);
      await createImportedNote(context, {
        id: plan.id,
        sourceKey: plan.sourceKey,
        title: file.title,
        markdown,
        tags,
        createdAt: file.createdAt,
        updatedAt: file.updatedAt,
      });
      const totals = report.totals;
      totals.links.in += counts.links.in;
      totals.links.out += counts.links.out;
      totals.links.unresolved += counts.links.unresolved;
      totals.attachments.in += counts.files.in;
      totals.attachments.out += newlyStored.length;
      totals.attachments.missing += counts.files.missing;
      report.countTags(file.tags, tags);
      notesInAccount.set(entry.path, plan.id);
      const partial = counts.files.missing > 0;
      report.add({
        source: entry.path,
        status: partial ? 'partial' : 'imported',
        title: file.title,
        noteId: plan.id,
        reason: partial ? 'some images or files were not imported' : null,
        details: counts.details,
      });
    } catch (error) {
      await removeImportedFiles(context, newlyStored);
      for (const stored of storedPaths) {
        storedFiles.delete(stored);
        usedBy.delete(stored);
      }
      if (error instanceof ZipBudgetError) {
        stoppedBy = error.message;
        report.stop(error.message);
      }
      report.add({
        source: entry.path,
        status: 'failed',
        title: plan.title,
        reason:
          error instanceof ZipBudgetError ? error.message : failureReason(error, context.logger),
      });
    }
    await context.progress(++done, total);
  }
  if (stoppedBy) report.stop(stoppedBy);

  for (const entry of journalHabitFiles) {
    const stopped = report.stopped;
    if (stopped)
      report.add({
        source: entry.path,
        kind: 'file',
        status: 'failed',
        reason: `not read: the import stopped (${stopped})`,
      });
    else if (entry.path === JOURNAL_FILE)
      await importJournalFile(context, source, entry, notesInAccount);
    else await importHabitsFile(context, source, entry);
  }

  for (const [filePath] of fileEntries) {
    const users = usedBy.get(filePath);
    report.add({
      source: filePath,
      kind: 'file',
      status: users ? 'imported' : 'skipped',
      reason: users
        ? `attachment of ${users.length === 1 ? users[0] : `${users.length} notes`}`
        : 'not a note, and no imported note uses it',
    });
  }
}

/** The note a file makes: Markdown and text as they are, HTML converted on the import thread. */
async function noteFile(
  context: ImportContext,
  entry: SourceEntry,
  text: string,
): Promise<MarkdownFile> {
  if (!isHtml(entry.path)) return readMarkdownFile(text, entry.path);
  const { markdown, title } = await convertHtml(
    { html: text, enml: false },
    context.limits.noteBudgetMs,
  );
  const file = readMarkdownFile(markdown, entry.path);
  return { ...file, title: title?.trim() || file.title };
}
