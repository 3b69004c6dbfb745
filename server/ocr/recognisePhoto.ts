import type { OcrLanguageCode, OcrResult } from '@common/schemas/ocr';
import type { OcrPool, RecogniseOptions } from './ocrPool';
import { noTextFound, ocrResultFrom } from './ocrResult';
import { preparePhoto } from './preparePhoto';

/**
 * The text on a photo: prepared with sharp, read by the pool, words boxed
 * in the photo's shown pixels. A photo with no legible text is a 422 (see
 * noTextFound); a damaged, unreadable or oversized one the 400/413/415 of
 * preparePhoto; a busy pool 503, a photo past its time 422.
 */
export async function recognisePhoto(
  pool: OcrPool,
  bytes: Uint8Array,
  language: OcrLanguageCode,
  options: RecogniseOptions = {},
): Promise<OcrResult> {
  const prepared = await preparePhoto(bytes);
  if (!prepared.image) throw noTextFound();
  const page = await pool.recognise(prepared.image, language, options);
  const result = ocrResultFrom(page, prepared, language);
  if (result.words.length === 0) throw noTextFound();
  return result;
}
