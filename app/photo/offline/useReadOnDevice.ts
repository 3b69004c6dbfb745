import { ocrParagraphs } from '@common/editor/ocrParagraphs';
import type { OcrLanguageCode } from '@common/schemas/ocr';
import { useCallback, useEffect, useState } from 'react';
import { useCreateNoteMutation } from '@app/queries/noteQueries';
import { ocrMarkdown, titleFromText } from './ocrMarkdown';
import { readOnDevice } from './readOnDevice';

export type ReadOnDeviceState =
  | { step: 'idle' }
  | { step: 'reading'; done: number; total: number }
  /** Read: the text to copy, and the note it becomes once the server is reachable. */
  | { step: 'read'; text: string; title: string; markdown: string; saveError: string | null };

const NEEDS_CONNECTION =
  'A note needs a connection to be made: it is made as soon as you are back online. Until then the text stays here to copy.';

/**
 * Photo to note without the server: the photos read on this device, then a
 * note made of their text through the usual note creation (which needs the
 * network: until then the text is kept to copy). The photos themselves are
 * not in that note: they upload only with the server's reading.
 */
export function useReadOnDevice(openNote: (id: string) => void) {
  const create = useCreateNoteMutation();
  const [state, setState] = useState<ReadOnDeviceState>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(
    async (title: string, markdown: string, text: string) => {
      // Offline, the query client would hold the write until the connection returns: say so now.
      if (!navigator.onLine) {
        setState({ step: 'read', text, title, markdown, saveError: NEEDS_CONNECTION });
        return;
      }
      try {
        const note = await create.mutateAsync({ title, markdown });
        openNote(note.id);
      } catch {
        setState({ step: 'read', text, title, markdown, saveError: NEEDS_CONNECTION });
      }
    },
    [create, openNote],
  );

  const start = useCallback(
    async (photos: File[], language: OcrLanguageCode) => {
      setError(null);
      setState({ step: 'reading', done: 0, total: photos.length });
      let read;
      try {
        read = await readOnDevice(photos, language, (done) =>
          setState({ step: 'reading', done, total: photos.length }),
        );
      } catch (failure) {
        console.warn('Reading the photos on this device failed', failure);
        setState({ step: 'idle' });
        setError(
          'You are offline, and this device has not kept what it needs to read photos itself. Try again once you are back online.',
        );
        return;
      }
      const text = read
        .map((photo) => photo.text)
        .filter(Boolean)
        .join('\n\n');
      if (!text) {
        setState({ step: 'idle' });
        setError('No text was found on these photos.');
        return;
      }
      const paragraphs = read.flatMap((photo) => ocrParagraphs(photo));
      const title = titleFromText(text);
      const markdown = ocrMarkdown(paragraphs);
      setState({ step: 'read', text, title, markdown, saveError: null });
      await save(title, markdown, text);
    },
    [save],
  );

  const retry = useCallback(() => {
    if (state.step === 'read') void save(state.title, state.markdown, state.text);
  }, [save, state]);

  const reset = useCallback(() => setState({ step: 'idle' }), []);

  // Back online: the note is made without another click.
  const waiting = state.step === 'read' && state.saveError !== null;
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, retry]);

  return { state, error, start, retry, reset, saving: create.isPending };
}
