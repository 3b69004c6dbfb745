import { ocrParagraphs } from '@common/editor/ocrParagraphs';
import type { JSONContent, Editor } from '@tiptap/core';
import type { ToastApi } from '@app/components/toast/ToastProvider';
import { insertImages, type ImageUploadOptions } from '@app/scenes/Note/editor/ImageUpload';
import { attachmentIdOf, photoApi } from './photoApi';
import { pickOnePhoto } from './pickPhotos';

export interface PhotoToTextOptions {
  /** The editor's image upload (the photo goes in as any image does). */
  images: ImageUploadOptions;
  /** Says how the reading goes: one toast, updated from "Reading…" to its end. */
  toast: ToastApi['toast'];
}

/** Where the photo with this address ends in the document, or null when it is gone. */
function endOfPhoto(editor: Editor, src: string): number | null {
  let end: number | null = null;
  editor.state.doc.descendants((node, position) => {
    if (end !== null) return false;
    if (node.type.name === 'image' && node.attrs.src === src) end = position + node.nodeSize;
    return end === null;
  });
  return end;
}

/**
 * Puts the text read on a photo right below it. The photo is found again by
 * its address, since anyone may have typed above it while it was read; if it
 * was removed meanwhile, the text goes where the caret is.
 */
export function insertBelowPhoto(editor: Editor, src: string, content: JSONContent[]) {
  const end = endOfPhoto(editor, src);
  const chain = editor.chain();
  (end === null ? chain.insertContent(content) : chain.insertContentAt(end, content)).run();
}

/**
 * The slash menu's Photo to text: a photo (camera or file), uploaded and put
 * at the caret like any image, then read by the server
 * (POST /api/attachments/:id/text), its text added below it as paragraphs
 * with doubtful words highlighted.
 */
export async function photoToText(editor: Editor, options: PhotoToTextOptions, photo?: File) {
  const failed = (description: string) =>
    ({ title: 'No text added', description, variant: 'destructive' }) as const;
  let file: File | null;
  try {
    file = photo ?? (await pickOnePhoto());
  } catch (error) {
    options.toast(
      failed(error instanceof Error ? error.message : 'The camera could not be opened.'),
    );
    return;
  }
  if (!file) return;
  const [src] = await insertImages(editor, options.images, [file]);
  const id = attachmentIdOf(src);
  if (!src || !id) return;
  const progress = options.toast({
    title: 'Reading the photo…',
    description: 'Its text goes below it in a moment.',
  });
  try {
    const content = ocrParagraphs(await photoApi.readAttachment(id));
    if (editor.isDestroyed) return;
    if (content.length === 0) {
      progress.update(failed('No text was found on this photo.'));
      return;
    }
    insertBelowPhoto(editor, src, content);
    const doubtful = content.some((paragraph) => paragraph.content?.some((run) => run.marks));
    progress.update({
      title: 'Text added below the photo',
      ...(doubtful && { description: 'Highlighted words were hard to read: check them.' }),
      variant: 'success',
    });
  } catch (error) {
    progress.update(
      failed(error instanceof Error ? error.message : 'The photo could not be read.'),
    );
  }
}
