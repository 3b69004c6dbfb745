import { z } from './zod';

/** Images a note can hold; the type is read from the file's bytes, never its name. */
export const attachmentMimeTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/heic',
] as const;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const attachmentSchema = z.object({
  id: z.string(),
  /** Where the owner's browser fetches it (other users get a 404). */
  url: z.string(),
  mime: z.enum(attachmentMimeTypes),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });
