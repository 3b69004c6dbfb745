import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

/** Who made a note change: the live editor, a REST call, or a feature writing on the user's behalf. */
export type NoteChangeSource = 'editor' | 'api' | 'import' | 'ai' | 'restore';

/** One committed write of a note (its document, projection, pin or tags), told to subscribers. */
export interface NoteChanged {
  noteId: string;
  userId: string;
  source: NoteChangeSource;
  /** Whether the note's title or plain text now differs from before (false for a pin or tag change). */
  textChanged: boolean;
}

export type NoteChangedListener = (event: NoteChanged) => void | Promise<void>;

export interface NoteEvents {
  /**
   * Calls the listener after every committed note write on this database;
   * returns the unsubscribe. It runs in the writer's turn of the event loop,
   * so slow work belongs in a job it starts. What it throws (or rejects
   * with) is logged on `logger` and never fails the write.
   */
  subscribe(listener: NoteChangedListener, logger: Logger): () => void;
  /** Only the note writer (commands/noteWriter) emits, after its write commits. */
  emit(event: NoteChanged): void;
}

/*
 * Keyed by the database handle rather than passed along: every writer of a
 * note (REST handlers, Hocuspocus's store, Better Auth's sign-up hook, demo
 * accounts) already holds the process's one `Database.db`, and subscribers
 * start beside them with the same handle, so no caller needs a new argument.
 * Test files each open their own database, so servers over another database
 * (another test file, another server in the process) never hear these events.
 */
const eventsByDb = new WeakMap<Db, NoteEvents>();

/** The note-changed events of one database. */
export function noteEvents(db: Db): NoteEvents {
  // A transaction is a handle of its own: its events would reach nobody, before it commits.
  if (is(db, PgTransaction))
    throw new Error('note events belong to the database, not to one of its transactions');
  let events = eventsByDb.get(db);
  if (!events) {
    events = createNoteEvents();
    eventsByDb.set(db, events);
  }
  return events;
}

function createNoteEvents(): NoteEvents {
  const subscriptions = new Set<{ listener: NoteChangedListener; logger: Logger }>();
  return {
    subscribe(listener, logger) {
      const subscription = { listener, logger };
      subscriptions.add(subscription);
      return () => void subscriptions.delete(subscription);
    },
    emit(event) {
      // A copy: a listener may unsubscribe itself, or subscribe another, as it runs.
      for (const { listener, logger } of [...subscriptions]) {
        const failed = (error: unknown) =>
          logger.error({ err: error, ...event }, 'a note-changed subscriber failed');
        try {
          const result = listener(event);
          if (result instanceof Promise) result.catch(failed);
        } catch (error) {
          failed(error);
        }
      }
    },
  };
}
