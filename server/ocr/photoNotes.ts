import { randomUUID } from 'node:crypto';
import { answerToNote } from '@common/ai/answerToNote';
import { formatBytes } from '@common/schemas/attachments';
import type { OcrResult } from '@common/schemas/ocr';
import { inArray } from 'drizzle-orm';
import type { AiProvider } from '../ai/aiProvider';
import { withAiUse } from '../billing/aiUsage';
import type { BillingConfig } from '../billing/config';
import { createNote } from '../commands/noteWriter';
import { prepareBody, type PreparedBody } from '../notes/noteDocument';
import type { Db } from '../db/client';
import { attachment } from '../db/schema';
import { payloadTooLarge } from '../errors';
import type { FileStorage } from '../storage/fileStorage';
import { storageUsedBy, storeWithinQuota } from '../storage/uploadQuota';
import { photoImageMarkdown, photoNoteBody, photoNoteTitle } from './photoNoteBody';
import { savePhotoText } from './photoTexts';
import type { PhotoMime } from './photoUpload';
import { tidyText } from './tidyText';

export interface PhotoNoteDeps {
  db: Db;
  storage: FileStorage;
  quotaBytes: number;
  billing: BillingConfig;
}

/** A photo whose text has been read, ready to be kept with its note. */
export interface ReadPhoto {
  bytes: Uint8Array;
  mime: PhotoMime;
  result: OcrResult;
}

export interface PhotoNoteOptions {
  /** The chat model that tidies the text (one AI use), or null for the text as read. */
  tidyWith: AiProvider | null;
  user: { id: string; createdAt: Date };
  signal?: AbortSignal | undefined;
}

/**
 * Refuses (413) photos that cannot all fit the user's storage, before any is
 * read or kept. Each is still stored within the quota under its lock.
 */
export async function checkPhotosFit(db: Db, userId: string, bytes: number, quotaBytes: number) {
  const used = await storageUsedBy(db, userId);
  if (used + bytes <= quotaBytes) return;
  throw payloadTooLarge(
    `Your storage is full: your uploads use ${formatBytes(used)} of your ${formatBytes(quotaBytes)}, and these photos (${formatBytes(bytes)}) do not fit. Remove images and recordings you no longer need from your notes and empty the trash; their space is freed within a day.`,
  );
}

/** Removes stored photos again (rows first: their text goes with them; then the files). */
async function removePhotos(deps: PhotoNoteDeps, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  await deps.db.delete(attachment).where(inArray(attachment.id, ids));
  await Promise.all(ids.map((id) => deps.storage.remove(`${userId}/${id}`)));
}

/**
 * Keeps the photos (within the user's quota) with what was read on them,
 * and writes one note from them with `bodyFor` their ids. If anything
 * fails, the photos stored so far are removed: nothing is left half-made.
 */
async function storePhotosAndNote(
  deps: PhotoNoteDeps,
  userId: string,
  photos: ReadPhoto[],
  note: (ids: string[]) => { title: string; markdown?: string; body?: PreparedBody },
): Promise<string> {
  const stored: string[] = [];
  try {
    for (const photo of photos) {
      const id = randomUUID();
      await storeWithinQuota(
        deps.db,
        deps.storage,
        { id, userId, mime: photo.mime, bytes: photo.bytes },
        deps.quotaBytes,
      );
      stored.push(id);
      await savePhotoText(deps.db, id, userId, photo.result);
    }
    const { title, markdown, body } = note(stored);
    return await createNote(deps.db, userId, { title, markdown }, { body });
  } catch (error) {
    await removePhotos(deps, userId, stored);
    throw error;
  }
}

/**
 * One note from photos read already: each photo followed by its text
 * (doubtful words highlighted), or, tidied by AI, the photos followed by
 * the model's headings and lists. Tidying runs under one AI use, taken
 * before the model is called and given back if anything after fails; a
 * failed tidy creates nothing.
 */
export async function createPhotoNote(
  deps: PhotoNoteDeps,
  photos: ReadPhoto[],
  { tidyWith, user, signal }: PhotoNoteOptions,
): Promise<string> {
  const text = photos.map((photo) => photo.result.text).join('\n\n');
  if (!tidyWith)
    return storePhotosAndNote(deps, user.id, photos, (ids) => ({
      title: photoNoteTitle(text),
      // Built by the server from its own reading: prepared here, not parsed as Markdown.
      body: prepareBody(
        photoNoteBody(
          photos.map((photo, index) => ({ attachmentId: ids[index]!, result: photo.result })),
        ),
      ),
    }));
  return withAiUse(deps.db, user, deps.billing, async () => {
    const tidied = answerToNote(await tidyText(tidyWith, text, signal), photoNoteTitle(text));
    return storePhotosAndNote(deps, user.id, photos, (ids) => ({
      title: tidied.title,
      markdown: [...ids.map(photoImageMarkdown), tidied.markdown].join('\n\n'),
    }));
  });
}
