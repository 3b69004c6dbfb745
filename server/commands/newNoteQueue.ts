import type { Db } from '../db/client';
import {
  answerOfInsert,
  insertNotesTogether,
  type InsertedNote,
  type InsertedTogether,
  type NewNote,
} from '../notes/insertNotesTogether';

/*
 * New notes reach a database one statement at a time: a create that finds
 * none being written goes at once, alone, and those that arrive meanwhile go
 * next, together, as one statement (insertNotesTogether). A lone create waits
 * for nothing; under load the notes share a statement's own cost, which on
 * the embedded database is half of a lone create's (docs/performance.md,
 * "New notes together"). Each note is answered once its statement has
 * committed, as before.
 */

/** At most this many notes in one statement: a long statement delays every note in it. */
export const MOST_NOTES_TOGETHER = 16;

interface Waiting extends NewNote {
  resolve: (answer: InsertedNote | undefined) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<Db, NewNoteQueue>();

/**
 * Inserts a new note (and links its tags) with the others being created in
 * this process: its dates and tags, or undefined where a tag another request
 * added meanwhile made the links be written again (read the note).
 */
export function insertNewNote(db: Db, newNote: NewNote): Promise<InsertedNote | undefined> {
  let queue = queues.get(db);
  if (!queue) {
    queue = new NewNoteQueue(db);
    queues.set(db, queue);
  }
  return queue.insert(newNote);
}

class NewNoteQueue {
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  insert(newNote: NewNote): Promise<InsertedNote | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...newNote, resolve, reject });
      if (!this.writing) void this.writeAll();
    });
  }

  private async writeAll(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) await this.write(this.waiting.splice(0, MOST_NOTES_TOGETHER));
    } finally {
      this.writing = false;
    }
  }

  /** Settles every note of the batch; never throws. */
  private async write(batch: Waiting[]): Promise<void> {
    let inserted: InsertedTogether[] | undefined;
    if (batch.length > 1) {
      // A note the database refuses (an id already taken, an owner deleted meanwhile) fails the
      // statement, which then wrote nothing: each note is written again alone, and only that
      // one answers its error.
      inserted = await insertNotesTogether(this.db, batch).catch(() => undefined);
    }
    await Promise.all(
      batch.map((waiting, index) => {
        const together = inserted?.[index];
        const answer = together
          ? answerOfInsert(this.db, waiting, together)
          : insertAlone(this.db, waiting);
        return answer.then(waiting.resolve, waiting.reject);
      }),
    );
  }
}

/** One new note, in a statement of its own. */
async function insertAlone(db: Db, newNote: NewNote): Promise<InsertedNote | undefined> {
  const [inserted] = await insertNotesTogether(db, [newNote]);
  if (!inserted) throw new Error('The new note was not inserted');
  return answerOfInsert(db, newNote, inserted);
}
