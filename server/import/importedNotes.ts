import { createHash } from 'node:crypto';
import { tagNameSchema } from '@common/schemas/notes';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { createNote } from '../commands/noteWriter';
import type { Db } from '../db/client';
import { attachment, importItem } from '../db/schema';
import { AppError } from '../errors';
import { attachmentMimeTypes } from '@common/schemas/attachments';
import { audioMimeTypes, type AudioMimeType } from '@common/schemas/voice';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/fileStorage';
import { storeWithinQuota } from '../storage/uploadQuota';
import type { ImportLimits } from './importLimits';
import { HtmlConversionError } from './htmlPool';
import type { ImportReportBuilder } from './importReport';

/** What every reader of an import needs: where to write, for whom, within which limits. */
export interface ImportContext {
  db: Db;
  storage: FileStorage;
  userId: string;
  quotaBytes: number;
  limits: ImportLimits;
  report: ImportReportBuilder;
  /** Called after each source note, for the job's progress. */
  progress: (done: number, total: number) => Promise<void>;
  /** Where errors nobody expected are logged (the report only says one happened). */
  logger: Logger;
}

export const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
};

/** The note an earlier import made from this source item, if it still exists. */
export async function findImported(
  db: Db,
  userId: string,
  sourceKeys: string[],
): Promise<Map<string, string>> {
  if (sourceKeys.length === 0) return new Map();
  const rows = await db
    .select({ sourceKey: importItem.sourceKey, noteId: importItem.noteId })
    .from(importItem)
    .where(and(eq(importItem.userId, userId), inArray(importItem.sourceKey, sourceKeys)));
  return new Map(rows.map((row) => [row.sourceKey, row.noteId]));
}

const images = new Set<string>(attachmentMimeTypes);

/** An image the editor shows inline (PNG, JPEG, WebP, GIF, HEIC), by the bytes' own type. */
export const isInlineImage = (mime: string) => images.has(mime);

const recordings = new Set<string>(audioMimeTypes);
/**
 * The recording types voice notes play, by file-type's extension: it names a
 * WebM file video/webm and an M4A audio/x-m4a, whatever the file holds.
 */
const recordingByExtension: Record<string, AudioMimeType> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  aac: 'audio/aac',
};

/** A recording a voice note plays (WebM, Ogg, M4A, MP3, WAV, AAC), by the bytes' own type. */
export const isRecording = (mime: string) => recordings.has(mime);

/** The type the bytes say they are; else the one the source declared; else plain bytes. */
export async function mimeOf(bytes: Uint8Array, declared?: string | null): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.mime === 'image/heif') return 'image/heic';
    return recordingByExtension[detected.ext] ?? detected.mime;
  }
  if (declared && /^[\w.+-]{1,100}\/[\w.+-]{1,100}$/.test(declared)) {
    // A declared image type the bytes do not confirm is not shown inline.
    return images.has(declared) ? 'application/octet-stream' : declared.toLowerCase();
  }
  return 'application/octet-stream';
}

export interface StoredFile {
  id: string;
  mime: string;
  name: string;
}

/**
 * Stores one imported file within the user's quota. Returns it, or the
 * reason it was not stored (the note is still imported, as partial).
 */
export async function storeImportedFile(
  context: ImportContext,
  file: { bytes: Uint8Array; name: string; declaredMime?: string | null },
): Promise<StoredFile | { failed: string }> {
  const id = crypto.randomUUID();
  const mime = await mimeOf(file.bytes, file.declaredMime);
  const name = withoutControlCharacters(file.name).slice(0, 255) || 'attachment';
  try {
    await storeWithinQuota(
      context.db,
      context.storage,
      { id, userId: context.userId, mime, bytes: file.bytes, name },
      context.quotaBytes,
    );
    return { id, mime, name };
  } catch (error) {
    if (error instanceof AppError && error.status === 413)
      return { failed: `${name}: not imported: storage quota full` };
    throw error;
  }
}

/** Takes back files stored for a note that could not be created. */
export async function removeImportedFiles(context: ImportContext, ids: string[]) {
  if (ids.length === 0) return;
  const rows = await context.db
    .delete(attachment)
    .where(and(eq(attachment.userId, context.userId), inArray(attachment.id, ids)))
    .returning({ storageKey: attachment.storageKey });
  for (const row of rows) await context.storage.remove(row.storageKey);
}

/** Tag names as Inkling takes them: no commas or #, at most 50 characters, 50 per note. */
export function cleanTags(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of names) {
    const parsed = tagNameSchema.safeParse(
      raw.replace(/[,#]/g, ' ').replace(/\s+/g, ' ').slice(0, 50),
    );
    if (parsed.success && !seen.has(parsed.data.toLowerCase()))
      seen.set(parsed.data.toLowerCase(), parsed.data);
  }
  return [...seen.values()].slice(0, 50);
}

const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/** A file name without control characters (they have no place in a download's name). */
const withoutControlCharacters = (name: string) =>
  [...name].filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f').join('');

export interface NewImportedNote {
  id: string;
  sourceKey: string;
  title: string;
  markdown: string;
  tags: string[];
  createdAt?: Date | undefined;
  updatedAt?: Date | undefined;
}

/**
 * Creates the note through the one write path (source 'import') and records
 * its source key in the same transaction, so running the file again finds it.
 * Throws with words for the report when the body cannot be a note.
 */
export async function createImportedNote(context: ImportContext, input: NewImportedNote) {
  const markdown = withoutNul(input.markdown);
  if (markdown.length > 2_000_000)
    throw new ImportItemError('the note is too long (over 2,000,000 characters)');
  await createNote(
    context.db,
    context.userId,
    { title: withoutNul(input.title).slice(0, 500), markdown, tags: input.tags },
    {
      source: 'import',
      id: input.id,
      createdAt: validDate(input.createdAt),
      updatedAt: validDate(input.updatedAt),
      alsoWrite: async (tx, noteId) => {
        await tx.insert(importItem).values({
          userId: context.userId,
          sourceKey: input.sourceKey,
          noteId,
        });
      },
    },
  );
}

const validDate = (date: Date | undefined) =>
  date &&
  !Number.isNaN(date.getTime()) &&
  date.getUTCFullYear() > 1900 &&
  date.getUTCFullYear() < 3000
    ? date
    : undefined;

/** Why one source item could not become a note, in words for the report. */
export class ImportItemError extends Error {
  override name = 'ImportItemError';
}

/**
 * Words for why creating a note failed: the server's own message for its
 * errors; nothing of an unexpected error (a database message) reaches the report.
 */
export function failureReason(error: unknown, logger?: Logger): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof ImportItemError || error instanceof HtmlConversionError)
    return error.message;
  logger?.error({ err: error }, 'an imported note could not be saved');
  return 'it could not be saved (an unexpected error, logged on the server)';
}
