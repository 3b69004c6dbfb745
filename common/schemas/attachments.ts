import { z } from './zod';

/** Images the editor uploads; the type is read from the file's bytes, never its name. */
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
  /** An image type for editor uploads; imported files may be PDFs or anything else. */
  mime: z.string(),
  size: z.number().int(),
  /** The original file name of an imported file; null for editor uploads. */
  name: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });

/** How much of their upload quota the signed-in user has used. */
export const storageUsageSchema = z.object({
  /** Bytes of every image the user has uploaded and not yet deleted. */
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** "12.3 MB", "1 GB": sizes as people read them (1 KB = 1024 bytes, as the quota is set). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const rounded = value >= 100 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1);
  return `${String(rounded).replace(/\.0$/, '')} ${units[unit]}`;
}
