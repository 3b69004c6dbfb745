import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '@app/lib/apiClient';
import { habitKeys, journalKeys, noteKeys } from '@app/queries/queryKeys';
import { sendUnsentNotes, unsentNotes } from './unsentNotes';
import { unsyncedNotes } from './unsyncedNotes';
import {
  Outbox,
  replayOutbox,
  writeRequest,
  type NewOutboxEntry,
  type OutboxEntry,
  type ReplayHandlers,
} from './outbox';

/** The first retry after a failed replay; it doubles up to the longest wait. */
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** A proxy's answer while the server is away: the write never reached it. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

const EMPTY: readonly OutboxEntry[] = Object.freeze([]);

/**
 * The signed-in user's outbox at work: it replays the queue when the
 * connection returns, the tab is shown again, or a retry falls due (with
 * backoff), one tab at a time (a Web Lock), and tells the screens how many
 * writes wait.
 */
export class OfflineSync {
  readonly outbox: Outbox;
  private entries: readonly OutboxEntry[] = EMPTY;
  private loaded = false;
  private readonly listeners = new Set<() => void>();
  private readonly stopListening: () => void;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay = FIRST_RETRY_MS;
  private running: Promise<void> | null = null;
  private again = false;
  /** Stopped (signed out, or another user's outbox started): nothing more is sent or scheduled. */
  private stopped = false;

  constructor(
    readonly userId: string,
    private readonly queryClient: QueryClient,
    private readonly onRefused: ReplayHandlers['onRefused'],
  ) {
    this.outbox = new Outbox(userId);
    const unsubscribe = this.outbox.subscribe((entries) => {
      this.entries = entries;
      this.loaded = true;
      this.listeners.forEach((listener) => listener());
    });
    const replay = () => void this.replay();
    // A page hidden may never be shown again (a tab closed, a phone's app killed in the
    // background), and it closes no note: the open notes' words the server lacks are listed
    // now, to be sent from their copies by the next start of the app here.
    const listOpenNotesUnsent = () => {
      for (const noteId of unsyncedNotes.getSnapshot().keys()) unsentNotes.add(userId, noteId);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') replay();
      else listOpenNotesUnsent();
    };
    window.addEventListener('online', replay);
    window.addEventListener('pagehide', listOpenNotesUnsent);
    document.addEventListener('visibilitychange', onVisibility);
    this.stopListening = () => {
      unsubscribe();
      window.removeEventListener('online', replay);
      window.removeEventListener('pagehide', listOpenNotesUnsent);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    replay();
  }

  stop(): void {
    this.stopped = true;
    this.stopListening();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.outbox.close();
  }

  /** The queued writes, oldest first (the same array until the queue changes). */
  getEntries = (): readonly OutboxEntry[] => this.entries;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a note's create still waits in the queue (the server does not know the note yet). */
  isCreatePending(noteId: string): boolean {
    return this.entries.some(
      (entry) =>
        entry.noteId === noteId && (entry.kind === 'create-note' || entry.kind === 'journal-entry'),
    );
  }

  async queue(write: NewOutboxEntry): Promise<OutboxEntry> {
    const entry = await this.outbox.add(write);
    // Read now rather than waiting for the live query (unless it was quicker), so a screen asking next sees it.
    if (!this.entries.some((each) => each.id === entry.id)) this.entries = [...this.entries, entry];
    this.listeners.forEach((listener) => listener());
    if (navigator.onLine) void this.replay();
    return entry;
  }

  /** Whether anything waits (read from IndexedDB, not the last snapshot). */
  async hasQueued(): Promise<boolean> {
    if (this.loaded) return this.entries.length > 0;
    return (await this.outbox.entries()).length > 0;
  }

  /**
   * Replays the queue now. Calls during a replay run it once more after, so
   * a write queued meanwhile is not left waiting for the next trigger.
   */
  replay(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.withLock(() => this.replayOnce())
      .catch((error: unknown) => {
        // A replay still reading the outbox when it was stopped finds it closed: that ends it.
        if (!this.stopped) throw error;
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.replay();
        }
      });
    return this.running;
  }

  private async withLock(work: () => Promise<void>): Promise<void> {
    // One tab replays at a time; the others wait, then find the queue empty.
    if (typeof navigator.locks?.request === 'function') {
      await navigator.locks.request(`inkling-outbox-replay:${this.userId}`, work);
    } else {
      await work();
    }
  }

  private async replayOnce(): Promise<void> {
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    const touched = new Set<OutboxEntry['kind']>();
    const report = await replayOutbox(this.outbox, {
      onApplied: (entry) => touched.add(entry.kind),
      onRefused: (entry, message) => {
        touched.add(entry.kind);
        this.onRefused(entry, message);
      },
    });
    if (touched.size > 0) this.refreshAfter(touched);
    // Every create has reached the server: the words of notes closed offline can follow.
    const notesLeft =
      !report.stopped &&
      (await sendUnsentNotes(this.userId, (noteId) => unsyncedNotes.getSnapshot().has(noteId)));
    if (this.stopped) return;
    if (report.stopped || notesLeft) {
      this.retryTimer = setTimeout(() => void this.replay(), this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, LONGEST_RETRY_MS);
    } else {
      this.retryDelay = FIRST_RETRY_MS;
    }
  }

  /** The server has the writes now: read what they changed from it. */
  private refreshAfter(kinds: Set<OutboxEntry['kind']>) {
    void this.queryClient.invalidateQueries({ queryKey: noteKeys.all });
    if (kinds.has('journal-entry')) {
      void this.queryClient.invalidateQueries({ queryKey: journalKeys.all });
    }
    if (kinds.has('habit-checkin')) {
      void this.queryClient.invalidateQueries({ queryKey: habitKeys.all });
      void this.queryClient.invalidateQueries({ queryKey: journalKeys.all });
    }
  }
}

let active: OfflineSync | null = null;
const activeListeners = new Set<() => void>();

/** Starts the signed-in user's outbox (the app shell does, once per user); returns the stop. */
export function startOfflineSync(
  userId: string,
  queryClient: QueryClient,
  onRefused: ReplayHandlers['onRefused'],
): () => void {
  const sync = new OfflineSync(userId, queryClient, onRefused);
  active?.stop();
  active = sync;
  activeListeners.forEach((listener) => listener());
  return () => {
    sync.stop();
    if (active === sync) {
      active = null;
      activeListeners.forEach((listener) => listener());
    }
  };
}

export const activeOfflineSync = (): OfflineSync | null => active;

export function subscribeActiveOfflineSync(listener: () => void): () => void {
  activeListeners.add(listener);
  return () => activeListeners.delete(listener);
}

/** What a write became: the server's answer, or a place in the outbox. */
export type WriteOutcome<T> = { queued: false; data: T } | { queued: true; entry: OutboxEntry };

/**
 * Sends a write that works offline. Offline, or while earlier writes still
 * wait (order matters), it joins the outbox; online it is sent with its
 * idempotency key, and if the request fails on the way (a flaky
 * connection) it joins the outbox too, so nothing is lost. A refusal from
 * the server (4xx) is thrown as usual: the user is still here to read it.
 * Without a signed-in outbox (tests of a single screen), it is a plain call.
 */
export async function sendOrQueue<T>(write: NewOutboxEntry): Promise<WriteOutcome<T>> {
  const sync = active;
  const id = write.id ?? crypto.randomUUID();
  const entry = { ...write, id };
  if (sync && (!navigator.onLine || (await sync.hasQueued()))) {
    return { queued: true, entry: await sync.queue(entry) };
  }
  try {
    const data = await apiCall<T>(write.path, writeRequest(entry));
    return { queued: false, data };
  } catch (error) {
    // An ApiError is the server's answer (but a gateway's 502–504 says it was not reached);
    // anything else is the way there failing.
    if (!sync || (error instanceof ApiError && !GATEWAY_FAILURES.has(error.status))) throw error;
    return { queued: true, entry: await sync.queue(entry) };
  }
}
