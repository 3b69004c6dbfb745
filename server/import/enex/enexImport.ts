import { createReadStream } from 'node:fs';
import { formatBytes } from '@common/schemas/attachments';
import { convertHtml } from '../htmlPool';
import type { MediaTarget } from '../importWorker';
import {
  cleanTags,
  createImportedNote,
  failureReason,
  findImported,
  isInlineImage,
  removeImportedFiles,
  sha256,
  storeImportedFile,
  type ImportContext,
} from '../importedNotes';
import { EnexParser, parseEnexDate, type EnexNote } from './enexParser';

/** `<note>` opening tags in the file: the job's progress total, read before the notes. */
async function countNotes(filePath: string): Promise<number> {
  let count = 0;
  let tail = '';
  for await (const chunk of createReadStream(filePath, {
    encoding: 'utf8',
  }) as AsyncIterable<string>) {
    const text = tail + chunk;
    let at = text.indexOf('<note>');
    while (at !== -1) {
      count++;
      at = text.indexOf('<note>', at + 6);
    }
    tail = text.slice(-5);
  }
  return count;
}

const mediaHashes = (content: string) => {
  const hashes = new Set<string>();
  for (const match of content.matchAll(/<en-media\b[^>]{0,2000}?\bhash="([0-9a-fA-F]{32})"/g))
    hashes.add(match[1]!.toLowerCase());
  return hashes;
};

/**
 * Imports an Evernote export (.enex): the file is read as a stream, note by
 * note; each one's attachments are stored, its ENML converted on the import
 * thread, and the note created. Malformed XML keeps what was read before it
 * and says where it broke.
 */
export async function importEnex(context: ImportContext, filePath: string): Promise<void> {
  const { report, limits } = context;
  const total = await countNotes(filePath);
  const parser = new EnexParser({
    maxContentBytes: limits.maxNoteSourceBytes,
    maxAttachmentBytes: limits.maxAttachmentBytes,
  });
  let done = 0;
  let first = true;
  const handle = async (notes: EnexNote[]) => {
    for (const note of notes) {
      await importEnexNote(context, note);
      await context.progress(++done, Math.max(total, done));
    }
  };
  try {
    for await (const chunk of createReadStream(filePath, {
      encoding: 'utf8',
    }) as AsyncIterable<string>) {
      // A byte order mark is not XML: saxes would call it text before the root.
      await handle(parser.write(first ? chunk.replace(/^\uFEFF/, '') : chunk));
      first = false;
    }
    await handle(parser.end());
  } catch (error) {
    if (!(error instanceof Error) || error.name === 'AppError') throw error;
    const where = parser.position;
    const cut = parser.openNote;
    await handle(parser.takeDone());
    report.stop(
      `The XML is malformed at ${where}: ${error.message.split('\n')[0]?.slice(0, 200)}.`,
    );
    if (cut) {
      report.add({
        source: `note ${cut.index}${cut.title ? `: ${cut.title}` : ''}`,
        status: 'failed',
        title: cut.title || null,
        reason: `the file breaks inside this note (malformed XML at ${where})`,
      });
    }
  }
}

async function importEnexNote(context: ImportContext, note: EnexNote): Promise<void> {
  const { report } = context;
  const title = note.title || 'Untitled';
  const source = `note ${note.index}: ${title}`;
  const tags = cleanTags(note.tags);
  if (note.contentTooLarge) {
    report.add({ source, title, status: 'failed', reason: 'its content is too large for a note' });
    return;
  }
  const sourceKey = `enex:${sha256(note.title, note.created ?? '', note.content)}`;
  const existing = (await findImported(context.db, context.userId, [sourceKey])).get(sourceKey);
  if (existing) {
    report.add({ source, title, status: 'already-imported', noteId: existing });
    report.countTags(note.tags, tags);
    return;
  }

  const details: string[] = [];
  const stored: string[] = [];
  const media: Record<string, MediaTarget> = {};
  const referenced = mediaHashes(note.content);
  const byHash = new Map(note.resources.map((resource) => [resource.hash, resource]));
  let content = note.content;
  // Resources no en-media names: Evernote lists them under the note, so do we.
  const unreferenced = note.resources.filter((resource) => !referenced.has(resource.hash));
  if (unreferenced.length > 0) {
    content = content.replace(
      /<\/en-note>\s*$/i,
      `${unreferenced.map((resource) => `<div><en-media hash="${resource.hash}"/></div>`).join('')}</en-note>`,
    );
  }
  const attachments = report.totals.attachments;
  try {
    for (const hash of new Set([...referenced, ...unreferenced.map((resource) => resource.hash)])) {
      attachments.in++;
      const resource = byHash.get(hash);
      if (!resource) {
        attachments.missing++;
        details.push(`attachment ${hash} is referenced but missing from the file`);
        media[hash] = { kind: 'missing', text: `missing attachment ${hash}` };
        continue;
      }
      const name = resource.fileName ?? `attachment-${hash.slice(0, 8)}`;
      if (!resource.bytes) {
        attachments.failed++;
        const limit = formatBytes(context.limits.maxAttachmentBytes);
        details.push(`${name} (${hash}) not imported: larger than ${limit}`);
        media[hash] = { kind: 'missing', text: `${name}: not imported, too large` };
        continue;
      }
      const file = await storeImportedFile(context, {
        bytes: resource.bytes,
        name,
        declaredMime: resource.mime,
      });
      if ('failed' in file) {
        attachments.failed++;
        details.push(file.failed);
        media[hash] = { kind: 'missing', text: file.failed };
        continue;
      }
      stored.push(file.id);
      media[hash] = {
        kind: isInlineImage(file.mime) ? 'image' : 'file',
        url: `/api/attachments/${file.id}`,
        name,
      };
    }

    const { markdown } = await convertHtml(
      { html: content, enml: true, media },
      context.limits.noteBudgetMs,
    );
    const id = crypto.randomUUID();
    await createImportedNote(context, {
      id,
      sourceKey,
      title: note.title,
      markdown,
      tags,
      createdAt: parseEnexDate(note.created),
      updatedAt: parseEnexDate(note.updated),
    });
    attachments.out += stored.length;
    report.countTags(note.tags, tags);
    report.add({
      source,
      title,
      status: details.length > 0 ? 'partial' : 'imported',
      noteId: id,
      reason: details.length > 0 ? 'some attachments were not imported' : null,
      details,
    });
  } catch (error) {
    await removeImportedFiles(context, stored);
    report.countTags(note.tags, []);
    report.add({
      source,
      title,
      status: 'failed',
      reason: failureReason(error, context.logger),
      details,
    });
  }
}
