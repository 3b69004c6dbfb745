import type { NoteExportFormat } from '@common/schemas/export';
import type { Db } from '../db/client';
import { bodyJson, loadNoteDoc } from '../notes/noteDocument';
import { tagsOfNotes } from '../notes/tags';
import { findOwnedNote } from '../policies/note';
import type { FileStorage } from '../storage/fileStorage';
import { ownedAttachments } from './exportQueries';
import { safeFileName } from './fileNames';
import { attachmentIdsIn, singleNoteMarkdown } from './noteToMarkdownFile';
import { noteToText } from './noteToText';
import { renderNotePdf } from './pdf/pdfPool';

/** What exporting needs besides the request: the database, the uploads, the site's address. */
export interface ExportDependencies {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
}

/** A finished download: its bytes (or text), type and file name. */
export interface ExportedFile {
  body: Uint8Array | string;
  contentType: string;
  fileName: string;
}

/** Images pdfmake can embed; others (WebP, GIF, HEIC) are named in the PDF instead. */
const embeddableImages = new Set(['image/png', 'image/jpeg']);
/** The most image bytes one PDF embeds; images past it are named instead of shown. */
const MAX_PDF_IMAGE_BYTES = 50 * 1024 * 1024;

/** The note's PNG and JPEG images as data URLs, by id, read from storage within the byte budget. */
async function pdfImages(deps: ExportDependencies, userId: string, markdown: string) {
  const ids = attachmentIdsIn(markdown, deps.publicUrl).map((id) => id.toLowerCase());
  const uploads = await ownedAttachments(deps.db, userId, ids);
  const images: Record<string, string> = {};
  let total = 0;
  for (const upload of uploads) {
    if (!embeddableImages.has(upload.mime) || total + upload.size > MAX_PDF_IMAGE_BYTES) continue;
    const bytes = await deps.storage.get(upload.storageKey);
    if (!bytes) continue;
    total += bytes.length;
    images[upload.id] = `data:${upload.mime};base64,${Buffer.from(bytes).toString('base64')}`;
  }
  return images;
}

/**
 * One of the user's notes (outside the trash; 404 otherwise) as a file:
 * Markdown with front matter, a PDF made on the PDF thread, or plain text.
 */
export async function exportNote(
  deps: ExportDependencies,
  userId: string,
  noteId: string,
  format: NoteExportFormat,
): Promise<ExportedFile> {
  const row = await findOwnedNote(deps.db, userId, noteId);
  const tags = ((await tagsOfNotes(deps.db, [row.id])).get(row.id) ?? []).map((each) => each.name);
  const name = safeFileName(row.title);
  if (format === 'md') {
    return {
      body: singleNoteMarkdown({ ...row, tags }, deps.publicUrl),
      contentType: 'text/markdown; charset=utf-8',
      fileName: `${name}.md`,
    };
  }
  if (format === 'txt') {
    return {
      body: noteToText(row.title, bodyJson(loadNoteDoc(row.ydoc))),
      contentType: 'text/plain; charset=utf-8',
      fileName: `${name}.txt`,
    };
  }
  const pdf = await renderNotePdf({
    title: row.title,
    tags,
    updatedAt: row.updatedAt.toISOString(),
    ydoc: row.ydoc,
    images: await pdfImages(deps, userId, row.markdown),
  });
  return { body: pdf, contentType: 'application/pdf', fileName: `${name}.pdf` };
}
