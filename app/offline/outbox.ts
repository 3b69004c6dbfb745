import { Dexie, liveQuery, type EntityTable } from 'dexie';
import { IDEMPOTENCY_KEY_HEADER } from '@common/offline';
import { ApiError, apiCall } from '@app/lib/apiClient';

/** What a queued write does, for the indicator's list and the refusal's toast. */
export type OutboxKind =
  'create-note' | 'update-note' | 'trash-note' | 'restore-note' | 'journal-entry' | 'habit-checkin';

/**
 * One write made on this device that the server has not answered yet. Its
 * `id` is the idempotency key: a retry after a lost answer is answered, not
 * done twice.
 */
export interface OutboxEntry {
  /** Order of writing (auto-incremented): replayed strictly in this order. */
  seq?: number;
  id: string;
  createdAt: number;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  kind: OutboxKind;
  /** The note the write is about (a create: the note it makes). */
  noteId?: string;
  /** The change in words, for the list and a refusal: "A tag change to “Groceries”". */
  label: string;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'id' | 'createdAt'> & {
  id?: string;
  createdAt?: number;
};

const PREFIX = 'inkling-outbox:';
export const outboxName = (userId: string) => `${PREFIX}${userId}`;

class OutboxDatabase extends Dexie {
  entries!: EntityTable<OutboxEntry, 'seq'>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ entries: '++seq, &id' });
  }
}

/**
 * A user's queue of writes made offline (or whose request failed on the
 * way), kept in IndexedDB so a closed tab loses nothing. Every tab of the
 * user shares it; `subscribe` hears changes made in any of them.
 */
export class Outbox {
  private readonly db: OutboxDatabase;
  constructor(readonly userId: string) {
    this.db = new OutboxDatabase(outboxName(userId));
  }

  async add(write: NewOutboxEntry): Promise<OutboxEntry> {
    const entry: OutboxEntry = {
      ...write,
      id: write.id ?? crypto.randomUUID(),
      createdAt: write.createdAt ?? Date.now(),
    };
    const seq = await this.db.entries.add(entry);
    return { ...entry, seq };
  }

  /** Every entry, oldest first. */
  entries(): Promise<OutboxEntry[]> {
    return this.db.entries.orderBy('seq').toArray();
  }

  async remove(id: string): Promise<void> {
    await this.db.entries.where('id').equals(id).delete();
  }

  /** Hears the entries (oldest first) now and after every change, in any tab. */
  subscribe(listener: (entries: OutboxEntry[]) => void): () => void {
    const subscription = liveQuery(() => this.entries()).subscribe({
      next: listener,
      error: (error: unknown) => console.error('Could not read the outbox', error),
    });
    return () => subscription.unsubscribe();
  }

  close(): void {
    this.db.close();
  }

  /** Deletes the user's queue and its database. */
  async destroy(): Promise<void> {
    await this.db.delete();
  }
}

/** Deletes every user's outbox in this browser (a deliberate sign-out). */
export async function deleteAllOutboxes(): Promise<void> {
  const names = await Dexie.getDatabaseNames();
  await Promise.all(
    names.filter((name) => name.startsWith(PREFIX)).map((name) => Dexie.delete(name)),
  );
}

/** How one attempt at an entry went. */
export type SendResult =
  | { outcome: 'applied'; data: unknown }
  | { outcome: 'refused'; status: number; message: string }
  | { outcome: 'retry'; reason: string };

/**
 * Answers that will never change by sending again: the write is wrong, its
 * record is gone, or it conflicts. Anything else (a 5xx, 429, a 401 until
 * the user signs in again) is tried again later.
 */
const REFUSALS = new Set([400, 404, 409, 410, 413, 415, 422]);
/** 409s that say "again shortly": the same request still running, or a note changing too fast. */
const WORTH_SENDING_AGAIN = new Set<string>(['IN_PROGRESS', 'EDIT_CONFLICT']);

/**
 * The browser keeps at most 64 KiB of keep-alive request bodies in flight;
 * a write this small is sure of its share, a larger one (a long journal
 * entry) is sent as a plain request.
 */
const KEEPALIVE_BODY_BYTES = 8 * 1024;

const bodyBytes = (body: string | undefined) =>
  body === undefined ? 0 : new TextEncoder().encode(body).byteLength;

/**
 * The request of a write with its idempotency key. A small one is sent
 * keep-alive: the browser finishes it even if the tab is closed or
 * reloaded while it is on its way, where a plain request would be
 * dropped with the page, and with it a tap the screen already showed.
 */
export function writeRequest(write: Pick<OutboxEntry, 'id' | 'method' | 'body'>): RequestInit {
  const body = write.body === undefined ? undefined : JSON.stringify(write.body);
  return {
    method: write.method,
    headers: { [IDEMPOTENCY_KEY_HEADER]: write.id },
    ...(body === undefined ? {} : { body }),
    ...(bodyBytes(body) <= KEEPALIVE_BODY_BYTES ? { keepalive: true } : {}),
  };
}

/** Sends one entry with its idempotency key (through apiCall: the native app's server and token too). */
export async function sendEntry(entry: OutboxEntry): Promise<SendResult> {
  try {
    const data = await apiCall<unknown>(entry.path, writeRequest(entry));
    return { outcome: 'applied', data };
  } catch (error) {
    if (
      error instanceof ApiError &&
      REFUSALS.has(error.status) &&
      !WORTH_SENDING_AGAIN.has(error.code)
    ) {
      return { outcome: 'refused', status: error.status, message: error.message };
    }
    // A network error, or an answer that may change (5xx, 429, 401 until signed in again).
    return { outcome: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
}

export interface ReplayHandlers {
  send?: (entry: OutboxEntry) => Promise<SendResult>;
  onApplied?: (entry: OutboxEntry, data: unknown) => void;
  /** The server will never take this write: tell the user what was lost and why. */
  onRefused: (entry: OutboxEntry, message: string) => void;
}

export interface ReplayReport {
  applied: number;
  refused: number;
  /** Stopped on an entry to retry later (offline, server trouble); it and those after it stay. */
  stopped: boolean;
}

/**
 * Sends the queued writes one at a time, oldest first. An answered entry
 * (2xx, or a replayed answer) and a refused one leave the queue; a network
 * error or a server in trouble stops the replay, keeping that entry and
 * every later one in order for the next attempt.
 */
export async function replayOutbox(
  outbox: Outbox,
  handlers: ReplayHandlers,
): Promise<ReplayReport> {
  const send = handlers.send ?? sendEntry;
  const report: ReplayReport = { applied: 0, refused: 0, stopped: false };
  for (const entry of await outbox.entries()) {
    const result = await send(entry);
    if (result.outcome === 'retry') {
      report.stopped = true;
      return report;
    }
    await outbox.remove(entry.id);
    if (result.outcome === 'applied') {
      report.applied += 1;
      handlers.onApplied?.(entry, result.data);
    } else {
      report.refused += 1;
      handlers.onRefused(entry, result.message);
    }
  }
  return report;
}
