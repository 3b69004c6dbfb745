import { useIdleMoment } from '@app/hooks/useIdleMoment';
import { PrefetchPageLinks } from 'react-router';

/** Any note's address: the route, not the note, decides which code a note screen needs. */
const A_NOTE_PATH = '/note/preload';

/**
 * Once the dashboard is up and the browser is idle, fetches and compiles the
 * note screen's code (the editor: TipTap, Yjs, the collaboration client;
 * `modulepreload`), so opening a note or making a new one waits for no
 * download. The first "New note" after a load took 2.1 s without it.
 */
export function NoteScreenPreload() {
  const idle = useIdleMoment();
  return idle ? <PrefetchPageLinks page={A_NOTE_PATH} /> : null;
}
