import { eq } from 'drizzle-orm';
import { ocrResultSchema, type OcrResult } from '@common/schemas/ocr';
import type { Db } from '../db/client';
import { photoText } from '../db/schema';

/** Keeps what was read on a photo attachment (replacing an earlier reading). */
export async function savePhotoText(
  db: Db,
  attachmentId: string,
  userId: string,
  result: OcrResult,
): Promise<void> {
  const values = {
    language: result.language,
    text: result.text,
    confidence: result.confidence,
    words: result.words,
    width: result.width,
    height: result.height,
  };
  await db
    .insert(photoText)
    .values({ attachmentId, userId, ...values })
    .onConflictDoUpdate({
      target: photoText.attachmentId,
      set: { ...values, createdAt: new Date() },
    });
}

/** What was read on a photo, or null when it never was. */
export async function findPhotoText(db: Db, attachmentId: string): Promise<OcrResult | null> {
  const [row] = await db.select().from(photoText).where(eq(photoText.attachmentId, attachmentId));
  if (!row) return null;
  return ocrResultSchema.parse({
    text: row.text,
    confidence: row.confidence,
    words: row.words,
    language: row.language,
    width: row.width,
    height: row.height,
  });
}
