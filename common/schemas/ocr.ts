import { noteSchema } from './notes';
import { z } from './zod';

/**
 * Photo to note: text recognised on a photo (tesseract.js on the server),
 * the words with their boxes, and the jobs that turn several photos into
 * notes.
 */

/** Photos the recogniser reads: the type comes from the bytes, never the name. */
export const photoMimeTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** One photo's bytes: a phone's full-size photo fits. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** Larger photos are refused before they are decoded (memory stays bounded). */
export const MAX_PHOTO_MEGAPIXELS = 40;
/** Photos one request may carry. */
export const MAX_PHOTOS_PER_REQUEST = 20;
/** Words below this confidence (0–100) are marked for review. */
export const LOW_CONFIDENCE = 60;

/** Tesseract's language codes, and the names people read. English is always there. */
export const ocrLanguageNames = {
  eng: 'English',
  deu: 'German',
  fra: 'French',
  spa: 'Spanish',
  ita: 'Italian',
  por: 'Portuguese',
  nld: 'Dutch',
  jpn: 'Japanese',
  chi_sim: 'Chinese (simplified)',
  chi_tra: 'Chinese (traditional)',
  kor: 'Korean',
} as const;
export type OcrLanguageCode = keyof typeof ocrLanguageNames;
export const ocrLanguageCodes = Object.keys(ocrLanguageNames) as [
  OcrLanguageCode,
  ...OcrLanguageCode[],
];
export const DEFAULT_OCR_LANGUAGE: OcrLanguageCode = 'eng';

/** A box on the photo as it is shown (EXIF orientation applied), in its pixels. */
export const ocrBoxSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  w: z.number().int().min(0),
  h: z.number().int().min(0),
});
export type OcrBox = z.infer<typeof ocrBoxSchema>;

export const ocrWordSchema = z.object({
  text: z.string(),
  /** 0–100, as tesseract gives it. */
  confidence: z.number().min(0).max(100),
  box: ocrBoxSchema,
});
export type OcrWord = z.infer<typeof ocrWordSchema>;

/** `POST /api/ocr`: what was read on one photo. */
export const ocrResultSchema = z.object({
  /** The text in reading order, lines joined by "\n", paragraphs by a blank line. */
  text: z.string(),
  /** The mean word confidence, 0–100 (0 when no word was found). */
  confidence: z.number().min(0).max(100),
  words: z.array(ocrWordSchema),
  language: z.enum(ocrLanguageCodes),
  /** The photo's size as shown, the space the boxes are in. */
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type OcrResult = z.infer<typeof ocrResultSchema>;

export const ocrLanguageSchema = z.object({
  code: z.enum(ocrLanguageCodes),
  name: z.string(),
});
/** `GET /api/ocr/languages`: the languages whose data this server has installed. */
export const ocrLanguagesResponseSchema = z.object({
  languages: z.array(ocrLanguageSchema),
  default: z.enum(ocrLanguageCodes),
});
export type OcrLanguagesResponse = z.infer<typeof ocrLanguagesResponseSchema>;

/**
 * The form fields of `POST /api/notes/from-photo` besides the photos
 * (fields "file", repeated). `each`: a note per photo; otherwise one note
 * with every photo in order. `tidy`: headings and lists by AI (one use).
 */
export const fromPhotoFieldsSchema = z.object({
  language: z.enum(ocrLanguageCodes).optional(),
  tidy: z.enum(['true', 'false']).optional(),
  mode: z.enum(['one', 'each']).optional(),
});
export type FromPhotoFields = z.infer<typeof fromPhotoFieldsSchema>;

export const photoJobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type PhotoJobStatus = (typeof photoJobStatuses)[number];

/** Several photos become notes in the background; the job says how far it is. */
export const photoJobSchema = z.object({
  id: z.string(),
  status: z.enum(photoJobStatuses),
  /** Photos read so far, of `total`. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The notes made so far (all of them once done). */
  noteIds: z.array(z.string()),
  /** Why it failed, or which photos could not be read, in words for the user. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhotoJob = z.infer<typeof photoJobSchema>;

/** `POST /api/notes/from-photo`: 201 with the note for one photo, 202 with a job for several. */
export const fromPhotoNoteResponseSchema = z.object({ note: noteSchema });
export const fromPhotoJobResponseSchema = z.object({ job: photoJobSchema });
export const photoJobResponseSchema = z.object({ job: photoJobSchema });

/** `GET /api/attachments/:id/text`: what was read on a photo of a note, for highlighting a search hit on it. */
export const photoTextResponseSchema = z.object({ text: ocrResultSchema.nullable() });
