import { Capacitor } from '@capacitor/core';
import { photoMimeTypes } from '@common/schemas/ocr';

/** What the file inputs offer: any image, so the server can name what it cannot read. */
export const PHOTO_ACCEPT = 'image/*';

/** Whether the native app's camera plugin takes the photo instead of the browser's file input. */
export const usesNativeCamera = () => Capacitor.isNativePlatform();

/** A camera refusal that is only the user changing their mind. */
const cancelled = (error: unknown) => error instanceof Error && /cancel/i.test(error.message ?? '');

/**
 * Takes a photo with the native app's camera (or picks one, `prompt`: the
 * plugin asks which), as a File like the browser's input gives. Null when
 * the user cancelled.
 */
export async function nativePhoto(source: 'camera' | 'prompt'): Promise<File | null> {
  const { Camera, CameraResultType, CameraSource } = await import('@capacitor/camera');
  try {
    const photo = await Camera.getPhoto({
      resultType: CameraResultType.Uri,
      source: source === 'camera' ? CameraSource.Camera : CameraSource.Prompt,
      quality: 90,
      correctOrientation: true,
    });
    if (!photo.webPath) return null;
    const blob = await (await fetch(photo.webPath)).blob();
    const format = photo.format === 'jpg' ? 'jpeg' : photo.format;
    const stamp = new Date().toISOString().slice(0, 19).replace('T', ' ').replace(/:/g, '.');
    return new File([blob], `Photo ${stamp}.${photo.format}`, {
      type: blob.type || `image/${format}`,
    });
  } catch (error) {
    if (cancelled(error)) return null;
    throw error;
  }
}

/**
 * One photo from the browser's file picker (the editor's Photo to text).
 * Null when the picker was closed without a choice.
 */
export function browserPhoto(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = photoMimeTypes.join(',');
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** One photo for the editor: the native camera or gallery in the app, the file picker in a browser. */
export const pickOnePhoto = () => (usesNativeCamera() ? nativePhoto('prompt') : browserPhoto());
