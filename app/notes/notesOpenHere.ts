/**
 * The notes an editor in this tab has open. Each keeps its own copy on the
 * device up to date as it goes (the editor's document writes it, live with
 * the server), so the background sync of copies (app/offline/copies) leaves
 * them alone until they close: loading a long note's copy a second time to
 * bring it up to date took ~200 ms of the main thread in the first second
 * after it opened, while its first keys were typed.
 */
const open = new Map<string, number>();

export const notesOpenHere = {
  /** Marks the note open until the returned function is called (each opening counts once). */
  add(noteId: string): () => void {
    open.set(noteId, (open.get(noteId) ?? 0) + 1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const left = (open.get(noteId) ?? 1) - 1;
      if (left > 0) open.set(noteId, left);
      else open.delete(noteId);
    };
  },
  has: (noteId: string): boolean => open.has(noteId),
};
