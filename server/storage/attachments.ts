import { attachmentMimeTypes, type Attachment } from '@common/schemas/attachments';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client';
import { attachment } from '../db/schema';
import { notFound } from '../errors';
import type { FileStorage } from './fileStorage';

export type AttachmentRow = typeof attachment.$inferSelect;

const accepted = new Set<string>(attachmentMimeTypes);
/** file-type names HEIC photos image/heif or image/heic depending on the brand. */
const normaliseMime = (mime: string) => (mime === 'image/heif' ? 'image/heic' : mime);

/** The image type the bytes themselves say (never the name or the header), or null when not one we take. */
export async function acceptedImageType(bytes: Uint8Array): Promise<Attachment['mime'] | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected ? normaliseMime(detected.mime) : null;
  return mime && accepted.has(mime) ? (mime as Attachment['mime']) : null;
}

/** An upload by id, whoever owns it: the attachment policy decides who may have it. */
export async function findAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachment).where(eq(attachment.id, id));
  return row;
}

/** The stored bytes of an upload; 404 when its file is gone, as for a missing upload. */
export async function readAttachment(
  storage: FileStorage,
  upload: AttachmentRow,
): Promise<Uint8Array> {
  const bytes = await storage.get(upload.storageKey);
  if (!bytes) throw notFound('Image not found.');
  return bytes;
}
