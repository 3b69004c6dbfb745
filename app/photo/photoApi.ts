import type { Note } from '@common/schemas/notes';
import type {
  FromPhotoFields,
  OcrLanguagesResponse,
  OcrResult,
  PhotoJob,
} from '@common/schemas/ocr';
import { apiCall, ApiError } from '@app/lib/apiClient';
import { uploadForm, type UploadOptions } from '@app/lib/uploadForm';

/** One photo became one note (201), or several went to a job that reads them in turn (202). */
export type FromPhotoAnswer = { kind: 'note'; note: Note } | { kind: 'job'; job: PhotoJob };

const attachmentText = (id: string) => `/api/attachments/${encodeURIComponent(id)}/text`;

/** The attachment id in an image's `src` (`/api/attachments/<id>`), or null for any other address. */
export function attachmentIdOf(src: string | null | undefined): string | null {
  const match = /^\/api\/attachments\/([^/?#]+)$/.exec(src ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The OCR calls, typed by `common/schemas/ocr.ts` (see server/routes/ocr). */
export const photoApi = {
  /** The languages this server can read; English always. */
  languages: () => apiCall<OcrLanguagesResponse>('/api/ocr/languages'),

  /**
   * Photos to notes (POST /api/notes/from-photo), reporting bytes sent as
   * they go: one photo answers its note, several a job to poll.
   */
  async fromPhotos(
    photos: File[],
    fields: FromPhotoFields,
    options: UploadOptions = {},
  ): Promise<FromPhotoAnswer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) form.set(name, value);
    for (const photo of photos) form.append('file', photo);
    const { status, body } = await uploadForm('/api/notes/from-photo', form, options);
    const answer = body as { note?: Note; job?: PhotoJob } | null;
    if (status === 201 && answer?.note) return { kind: 'note', note: answer.note };
    if (status === 202 && answer?.job) return { kind: 'job', job: answer.job };
    throw new ApiError(status, 'INTERNAL', `The photos were not read (HTTP ${status}).`);
  },

  /** How far a job of several photos is. */
  job: async (id: string) =>
    (await apiCall<{ job: PhotoJob }>(`/api/ocr/jobs/${encodeURIComponent(id)}`)).job,

  /** Reads a photo already uploaded to a note (the server keeps its words). */
  readAttachment: async (id: string) =>
    (await apiCall<{ text: OcrResult }>(attachmentText(id), { method: 'POST' })).text,

  /** What was read on a photo of a note, or null when it never was. */
  attachmentText: async (id: string, signal?: AbortSignal) =>
    (await apiCall<{ text: OcrResult | null }>(attachmentText(id), signal ? { signal } : {})).text,
};
