import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FRAME_MS } from '@app/lib/afterFrame';
import { notesBeingCreated } from '@app/notes/notesBeingCreated';
import { notesOpenHere } from '@app/notes/notesOpenHere';
import { unsentNotes } from '@app/offline/unsentNotes';
import {
  claimCollabSession,
  closePreparedSessions,
  LIST_UNSENT_AFTER_MS,
  prepareCollabSession,
  preparedCollabSession,
  type CollabSession,
} from './collabSession';

const USER = 'user-1';
const opened: CollabSession[] = [];

/** Whether the session's document was closed (Yjs emits `destroy` once). */
function watchClosing(session: CollabSession) {
  const closed = vi.fn();
  session.doc.on('destroy', closed);
  return closed;
}

function claim(noteId: string) {
  const session = claimCollabSession(noteId, USER);
  opened.push(session);
  return session;
}

afterEach(() => {
  closePreparedSessions();
  opened.splice(0).forEach((session) => session.close());
  vi.useRealTimers();
});

describe('sessions opened as a note link is pressed', () => {
  it('hands the prepared session to the screen that opens the note, once', () => {
    prepareCollabSession('note-a', USER);
    const prepared = preparedCollabSession('note-a', USER);
    expect(prepared).not.toBeNull();
    // A press and the click that follows prepare it once.
    prepareCollabSession('note-a', USER);
    expect(preparedCollabSession('note-a', USER)).toBe(prepared);

    const claimed = claim('note-a');
    expect(claimed).toBe(prepared);
    expect(preparedCollabSession('note-a', USER)).toBeNull();
    // Opened again later: a session of its own.
    expect(claim('note-a')).not.toBe(prepared);
  });

  it('keeps sessions apart per user and per note', () => {
    prepareCollabSession('note-a', USER);
    expect(preparedCollabSession('note-a', 'user-2')).toBeNull();
    expect(preparedCollabSession('note-b', USER)).toBeNull();
  });

  it('closes a session nobody claimed after ten seconds', () => {
    vi.useFakeTimers();
    prepareCollabSession('note-a', USER);
    const prepared = preparedCollabSession('note-a', USER)!;
    const closed = watchClosing(prepared);
    vi.advanceTimersByTime(9_999);
    expect(closed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closed).toHaveBeenCalledOnce();
    expect(preparedCollabSession('note-a', USER)).toBeNull();
  });

  it('never closes a claimed session on that timer', () => {
    vi.useFakeTimers();
    prepareCollabSession('note-a', USER);
    const claimed = claim('note-a');
    const closed = watchClosing(claimed);
    vi.advanceTimersByTime(20_000);
    expect(closed).not.toHaveBeenCalled();
  });

  it('marks its note open here while it lives, for the background sync of copies', () => {
    const session = claim('note-a');
    expect(notesOpenHere.has('note-a')).toBe(true);
    session.close();
    session.close();
    expect(notesOpenHere.has('note-a')).toBe(false);
  });

  it('closes every unclaimed session on sign-out', () => {
    prepareCollabSession('note-a', USER);
    prepareCollabSession('note-b', USER);
    const closings = ['note-a', 'note-b'].map((id) =>
      watchClosing(preparedCollabSession(id, USER)!),
    );
    closePreparedSessions();
    closings.forEach((closed) => expect(closed).toHaveBeenCalledOnce());
    expect(preparedCollabSession('note-a', USER)).toBeNull();
  });

  it('leaves a note the server does not know yet to its screen, which waits to connect', () => {
    notesBeingCreated.add('note-new');
    try {
      prepareCollabSession('note-new', USER);
      expect(preparedCollabSession('note-new', USER)).toBeNull();
      expect(claim('note-new').waitedToConnect).toBe(true);
    } finally {
      notesBeingCreated.remove('note-new');
    }
  });

  it('keeps what the server refused before the screen subscribed', () => {
    prepareCollabSession('note-a', USER);
    const session = preparedCollabSession('note-a', USER)!;
    session.provider.configuration.onClose({
      event: { code: 4422, reason: 'unknown block' },
    });
    const claimed = claim('note-a');
    expect(claimed.getRefusals()).toEqual({ refused: false, rejectedChange: 'unknown block' });

    const listener = vi.fn();
    claimed.subscribe(listener);
    claimed.provider.configuration.onClose({ event: { code: 4404, reason: '' } });
    expect(listener).toHaveBeenCalledOnce();
    expect(claimed.getRefusals().refused).toBe(true);
  });
});

describe('changes going to the server', () => {
  it('sends nothing of the device’s copy as a change: the sync gives the server what it lacks', async () => {
    const first = claim('note-copy');
    // Its provider attaches once the copy on this device is open (a busy machine takes longer).
    await vi.waitFor(() => expect(first.provider.isAttached).toBe(true), { timeout: 5_000 });
    first.doc.getText('typed').insert(0, 'kept on this device');
    // The copy is written after the frame; closing writes what is left.
    await new Promise((resolve) => setTimeout(resolve, AFTER_FRAME_MS * 2));
    first.close();

    const again = claim('note-copy');
    const socketSend = vi.spyOn(again.provider.configuration.websocketProvider, 'send');
    await vi.waitFor(
      () => expect(again.doc.getText('typed').toJSON()).toBe('kept on this device'),
      { timeout: 5_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, AFTER_FRAME_MS * 2));
    expect(socketSend).not.toHaveBeenCalled();
  });

  it('sends a key’s change after the key, with the changes made in the same frame as one message', () => {
    vi.useFakeTimers();
    const session = claim('note-send');
    const send = vi.spyOn(session.provider, 'send');
    const text = session.doc.getText('typed');
    text.insert(0, 'a');
    text.insert(1, 'b');
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AFTER_FRAME_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('words waiting for the server', () => {
  afterEach(() => unsentNotes.forgetAll());
  const listed = () => unsentNotes.get(USER).map((note) => note.noteId);

  it('lists the open note as holding unsent words once they have waited, so a page that dies loses none', () => {
    vi.useFakeTimers();
    const session = claim('note-waiting');
    session.doc.getText('typed').insert(0, 'on the train');
    vi.advanceTimersByTime(LIST_UNSENT_AFTER_MS - 1);
    expect(listed()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(listed()).toEqual(['note-waiting']);

    // The server has them all: nothing is left to send from the copy.
    session.sync.update({ connected: true, synced: true, unsyncedChanges: 0 });
    expect(listed()).toEqual([]);
  });

  it('lists nothing when the server acknowledges the words in time, or the note closes first', () => {
    vi.useFakeTimers();
    const session = claim('note-quick');
    session.sync.update({ connected: true, synced: true, unsyncedChanges: 0 });
    session.doc.getText('typed').insert(0, 'a');
    session.sync.update({ unsyncedChanges: 1 });
    session.sync.update({ unsyncedChanges: 0 });
    vi.advanceTimersByTime(LIST_UNSENT_AFTER_MS * 2);
    expect(listed()).toEqual([]);

    const closing = claim('note-closing');
    closing.doc.getText('typed').insert(0, 'b');
    closing.close();
    vi.advanceTimersByTime(LIST_UNSENT_AFTER_MS * 2);
    expect(listed()).toEqual([]);
  });
});
