import { attachmentMimeTypes, MAX_ATTACHMENT_BYTES } from '@common/schemas/attachments';
import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';

export interface ImageUploadOptions {
  /** Stores the file and answers the URL the image is served from. */
  upload: (file: File) => Promise<string>;
  /** Tells the user why a file was not added. */
  onError: (message: string) => void;
}

const accepted = new Set<string>(attachmentMimeTypes);
const imageFiles = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

/** Why a file cannot be added, before spending an upload on it; null when it can. */
export function imageProblem(file: File): string | null {
  if (!accepted.has(file.type) && file.type !== '')
    return `${file.name} is not a PNG, JPEG, WebP, GIF or HEIC image.`;
  if (file.size > MAX_ATTACHMENT_BYTES) return `${file.name} is over the 10 MB limit.`;
  return null;
}

/**
 * Uploads each image and inserts it at `position` (or the selection), in
 * order. Answers the addresses of the images inserted.
 */
export async function insertImages(
  editor: Editor,
  options: ImageUploadOptions,
  files: File[],
  position?: number,
): Promise<string[]> {
  let at = position;
  const inserted: string[] = [];
  for (const file of files) {
    const problem = imageProblem(file);
    if (problem) {
      options.onError(problem);
      continue;
    }
    try {
      const src = await options.upload(file);
      if (editor.isDestroyed) return inserted;
      const image = { type: 'image', attrs: { src, alt: file.name.replace(/\.[^.]+$/, '') } };
      const chain = editor.chain().focus();
      (at === undefined ? chain.insertContent(image) : chain.insertContentAt(at, image)).run();
      inserted.push(src);
      // The next image follows this one: the selection now sits after it.
      at = undefined;
    } catch (error) {
      options.onError(
        error instanceof Error ? error.message : `${file.name} could not be uploaded.`,
      );
    }
  }
  return inserted;
}

/** Opens the system file picker for images, then uploads and inserts them. */
export function pickImages(editor: Editor, options: ImageUploadOptions) {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = attachmentMimeTypes.join(',');
  input.multiple = true;
  input.addEventListener(
    'change',
    () => void insertImages(editor, options, imageFiles(input.files)),
  );
  input.click();
}

/** Pasted and dropped images are uploaded, then shown where they landed. */
export const ImageUpload = Extension.create<ImageUploadOptions>({
  name: 'imageUpload',

  addOptions() {
    return {
      upload: () => Promise.reject(new Error('Image upload is not configured')),
      onError: () => undefined,
    };
  },

  addProseMirrorPlugins() {
    const { editor, options } = this;
    return [
      new Plugin({
        key: new PluginKey('imageUpload'),
        props: {
          handlePaste: (_view, event) => {
            const files = imageFiles(event.clipboardData?.files);
            if (files.length === 0) return false;
            void insertImages(editor, options, files);
            return true;
          },
          handleDrop: (view, event) => {
            const files = imageFiles(event.dataTransfer?.files);
            if (files.length === 0) return false;
            event.preventDefault();
            const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
            void insertImages(editor, options, files, position);
            return true;
          },
        },
      }),
    ];
  },
});
