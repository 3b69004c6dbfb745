import { attachmentMimeTypes } from '@common/schemas/attachments';
import { audioMimeTypes } from '@common/schemas/voice';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client';
import { attachment } from '../db/schema';

export type AttachmentRow = typeof attachment.$inferSelect;

const accepted = new Set<string>(attachmentMimeTypes);
/** file-type names HEIC photos image/heif or image/heic depending on the brand. */
const normaliseMime = (mime: string) => (mime === 'image/heif' ? 'image/heic' : mime);

/** The image type the bytes themselves say (never the name or the header), or null when not one we take. */
export async function acceptedImageType(
  bytes: Uint8Array,
): Promise<(typeof attachmentMimeTypes)[number] | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected ? normaliseMime(detected.mime) : null;
  return mime && accepted.has(mime) ? (mime as (typeof attachmentMimeTypes)[number]) : null;
}

/** Recordings (typed from their bytes when stored: server/audio/audioType.ts) play in the page. */
const playable = new Set<string>(audioMimeTypes);

/**
 * How a stored file is served. Images and recordings as themselves, inline; anything else
 * (an imported PDF or other file) as a download, never rendered by the
 * browser as the page's origin: a PDF keeps its type, the rest are plain
 * bytes. `nosniff` stops the browser guessing otherwise.
 */
export function servedAs(upload: Pick<AttachmentRow, 'mime' | 'name'>): {
  contentType: string;
  disposition: string;
} {
  if (accepted.has(upload.mime) || playable.has(upload.mime))
    return { contentType: upload.mime, disposition: 'inline' };
  const contentType =
    upload.mime === 'application/pdf' ? 'application/pdf' : 'application/octet-stream';
  return { contentType, disposition: contentDisposition(upload.name ?? 'attachment') };
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the exact name (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** An upload by id, whoever owns it: the attachment policy decides who may have it. */
export async function findAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachment).where(eq(attachment.id, id));
  return row;
}
