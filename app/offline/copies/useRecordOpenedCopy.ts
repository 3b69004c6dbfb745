import type { NoteSummary } from '@common/schemas/notes';
import { useEffect, useRef } from 'react';
import * as Y from 'yjs';

/** Typing pauses this long before the copy's words are read again for search. */
const RECORD_DELAY_MS = 2_000;

/**
 * Tells the copy index (app/offline/copies) that this note is open: it is
 * kept on the device for good, its words stay searchable offline as they are
 * typed, and once the server has every change ("saved") that is noted, so
 * the copy may go when the note goes to the trash.
 */
export function useRecordOpenedCopy(
  userId: string | null,
  noteId: string,
  record: NoteSummary | null,
  doc: Y.Doc,
  saved: boolean,
) {
  const latest = useRef({ record, saved });
  useEffect(() => {
    latest.current = { record, saved };
  }, [record, saved]);

  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = (from: Y.Doc = doc) => {
      timer = undefined;
      const { record: current, saved: isSaved } = latest.current;
      void import('./openedCopy')
        .then(({ recordOpenedCopy }) => recordOpenedCopy(userId, noteId, current, from, isSaved))
        .catch(() => undefined);
    };
    const later = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(save, RECORD_DELAY_MS);
    };
    save();
    doc.on('update', later);
    return () => {
      doc.off('update', later);
      if (!timer) return;
      clearTimeout(timer);
      // The editor destroys its document as it closes: record from a copy taken now.
      const snapshot = new Y.Doc();
      Y.applyUpdate(snapshot, Y.encodeStateAsUpdate(doc));
      save(snapshot);
    };
  }, [userId, noteId, doc]);

  // Everything reached the server: note the state vector that proves it. The first time at once;
  // then once typing pauses: "saved" comes back after every key, and recording reads the whole text.
  const recordedSaved = useRef<Y.Doc | null>(null);
  useEffect(() => {
    if (!userId || !saved) return;
    const record = () => {
      recordedSaved.current = doc;
      const { record: current } = latest.current;
      void import('./openedCopy')
        .then(({ recordOpenedCopy }) => recordOpenedCopy(userId, noteId, current, doc, true))
        .catch(() => undefined);
    };
    if (recordedSaved.current !== doc) return record();
    // Closing before then is covered above: the pending update records with the saved state.
    const timer = setTimeout(record, RECORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, noteId, doc, saved]);
}
