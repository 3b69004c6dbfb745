import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST, photoMimeTypes } from '@common/schemas/ocr';
import { formatBytes } from '@common/schemas/attachments';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A chosen photo and the address of its thumbnail (an object URL, freed when it goes). */
export interface ChosenPhoto {
  id: string;
  file: File;
  preview: string;
}

const readable = new Set<string>(photoMimeTypes);

/**
 * Why a photo cannot be sent, before spending an upload on it; null when it
 * can. A type the browser does not know is left to the server, which reads
 * the bytes.
 */
export function photoProblem(file: File): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_PHOTO_BYTES)
    return `${file.name} is over the ${formatBytes(MAX_PHOTO_BYTES)} limit for a photo.`;
  if (file.type && !readable.has(file.type))
    return `${file.name} is not a photo Inkling can read: send a JPEG, PNG, WebP or GIF.`;
  return null;
}

let nextId = 0;

/**
 * The photos chosen in the dialog, in order: added from the file inputs or
 * the camera, removed one by one; at most MAX_PHOTOS_PER_REQUEST. Every
 * thumbnail's object URL is freed when its photo is removed or the dialog
 * closes.
 */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  }, [photos]);
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const add = useCallback((files: Iterable<File>) => {
    const chosen = Array.from(files);
    const room = MAX_PHOTOS_PER_REQUEST - current.current.length;
    const kept = chosen.slice(0, Math.max(room, 0));
    setRefused(
      kept.length < chosen.length
        ? `At most ${MAX_PHOTOS_PER_REQUEST} photos at a time: ${chosen.length - kept.length} left out.`
        : null,
    );
    if (kept.length === 0) return;
    const added = kept.map((file) => ({
      id: `photo-${++nextId}`,
      file,
      preview: URL.createObjectURL(file),
    }));
    setPhotos((before) => [...before, ...added]);
  }, []);

  const remove = useCallback((id: string) => {
    setRefused(null);
    const gone = current.current.find((photo) => photo.id === id);
    if (gone) URL.revokeObjectURL(gone.preview);
    setPhotos((before) => before.filter((photo) => photo.id !== id));
  }, []);

  /** Every photo out (their notes were made). */
  const clear = useCallback(() => {
    current.current.forEach((photo) => URL.revokeObjectURL(photo.preview));
    setRefused(null);
    setPhotos([]);
  }, []);

  return { photos, add, remove, clear, refused };
}
