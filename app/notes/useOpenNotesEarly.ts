import { useEffect, useState } from 'react';
import { useIdleMoment } from '@app/hooks/useIdleMoment';
import type * as CollabSessions from '@app/scenes/Note/editor/collabSession';

/** The note a link opens in this tab, if it opens one: `/note/{id}` on this site. */
export function noteOpenedBy(event: MouseEvent): string | null {
  // A new tab or window (or the context menu) opens it elsewhere; a prevented event, nowhere.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  if (event.defaultPrevented || !(event.target instanceof Element)) return null;
  // A finger's press on a list is as often a scroll as a tap: only its click (a tap) counts.
  if (event.type === 'pointerdown' && (event as PointerEvent).pointerType !== 'mouse') return null;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, location.href);
  const id = url.origin === location.origin ? /^\/note\/([\w-]+)$/.exec(url.pathname)?.[1] : null;
  // The note already open needs nothing.
  return id && url.pathname !== location.pathname ? id : null;
}

type Sessions = typeof CollabSessions;

/** Part of the note screen's code (Yjs, the collaboration client), run once the app is idle. */
const loadSessions = (): Promise<Sessions> => import('@app/scenes/Note/editor/collabSession');

/**
 * Opens a note's document as the press on its link lands, wherever the link
 * is (the dashboard, search, the palette's results, the timeline): its copy
 * on this device loads and its socket connects while the note screen
 * renders (`prepareCollabSession`). The code is loaded at the first idle
 * moment, so the press calls it at once: a module imported on the press
 * arrived ~30 ms later, after the screen had started rendering. Signing out
 * closes what was opened so.
 */
export function useOpenNotesEarly(userId: string | null) {
  const idle = useIdleMoment();
  const [sessions, setSessions] = useState<Sessions | null>(null);
  useEffect(() => {
    if (!idle || !userId) return;
    let current = true;
    void loadSessions().then((loaded) => current && setSessions(loaded));
    return () => {
      current = false;
    };
  }, [idle, userId]);

  useEffect(() => {
    if (!userId || !sessions) return;
    const onPress = (event: MouseEvent) => {
      const noteId = noteOpenedBy(event);
      if (noteId) sessions.prepareCollabSession(noteId, userId);
    };
    // A mouse's press comes ~100 ms before its click (on release); a tap and a key's Enter on a
    // focused link give the click alone.
    document.addEventListener('pointerdown', onPress, { capture: true });
    document.addEventListener('click', onPress, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', onPress, { capture: true });
      document.removeEventListener('click', onPress, { capture: true });
      sessions.closePreparedSessions();
    };
  }, [userId, sessions]);
}
