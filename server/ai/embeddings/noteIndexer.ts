import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, lt, notExists, eq, sql } from 'drizzle-orm';
import { noteEvents } from '../../commands/noteChanged';
import type { Database } from '../../db/client';
import { chunkEmbedding, noteChunk, noteIndexState } from '../../db/schema';
import type { Logger } from '../../logger';
import { EMBED_BATCH_MAX } from '../aiConfig';
import type { AiProvider } from '../aiProvider';
import {
  embeddedHashes,
  rechunkNotes,
  staleNotes,
  storeVectors,
  unembeddedPassages,
  type PendingText,
} from './indexStore';
import { vectorIndex } from './vectorIndex';
import { normalize } from './vectorSearch';

export interface NoteIndexerOptions {
  database: Database;
  /** A provider with an embedding model. */
  ai: AiProvider;
  logger: Logger;
  /** How long after a change a note is cut again: the live editor stores every few seconds while typing. */
  settleMs?: number;
  /** Texts per embedding call (at most 256). */
  batchSize?: number;
  /** Embedding calls at once. */
  concurrency?: number;
  /** The first wait after a failure; it doubles on each failure in a row, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often vectors no passage uses any more (edited away, deleted notes) are dropped. */
  sweepIntervalMs?: number;
}

/**
 * Keeps every note's passages and vectors in step with its text, in the
 * background (see startNoteIndexer).
 */
export interface NoteIndexer {
  /** Marks a note due (once, however often it changes before its turn). */
  enqueue(noteId: string): void;
  /** Resolves when nothing is left to cut or embed (tests and benches wait on it). */
  idle(): Promise<void>;
  /** Ends the work in hand (an embedding call is aborted) and stops listening. */
  stop(): Promise<void>;
}

/** Notes cut per turn, and stale notes and unembedded passages read per query. */
const NOTES_PER_TURN = 50;
const SCAN_PAGE = 500;
/** Vectors no passage uses are kept a day: an undo or a restore finds them again. */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the indexer: it hears every committed note change whose text
 * changed, and at start resumes whatever a stopped server left (notes never
 * cut or changed since, passages without a vector of the current model and
 * dimensions). One loop does the work a little at a time, yielding to the
 * event loop between turns: cut due notes into passages (no model call),
 * then embed passages whose hash has no vector yet, `concurrency` calls of
 * `batchSize` texts at a time. An unchanged note, a re-cut note whose
 * passages did not change and a restart never call the model; an edit
 * embeds only the passages it changed; a new model (or new dimensions)
 * embeds everything again. A failed call is retried after a growing wait;
 * what was due stays due.
 */
export function startNoteIndexer({
  database,
  ai,
  logger,
  settleMs = 5_000,
  batchSize = 64,
  concurrency = 2,
  retryMs = 1_000,
  maxRetryMs = 5 * 60 * 1000,
  sweepIntervalMs = 6 * 60 * 60 * 1000,
}: NoteIndexerOptions): NoteIndexer {
  const { db } = database;
  const model = ai.config.embeddingModel;
  if (!model) throw new Error('the note indexer needs a provider with an embedding model');
  const batch = Math.min(batchSize, EMBED_BATCH_MAX);
  const log = logger.child({ module: 'note-indexer' });
  const vectors = vectorIndex(database);

  /** Note ids, each with when it is due. */
  const due = new Map<string, number>();
  /** Passages to embed, by hash. */
  const pending = new Map<string, string>();
  /** Passages to try one per call, and those given up on until the next start. */
  const suspects = new Set<string>();
  const skipped = new Set<string>();
  /** Until when a failure's wait lasts: a note change does not cut it short. */
  let backingOffUntil = 0;
  let scanNotes = true;
  let scanVectors = true;
  let vectorCursor = '';
  let failures = 0;
  /** Rows this indexer has written, and the count at which statistics are refreshed next. */
  let written = 0;
  let nextAnalyzeAt = 1_000;
  let nextSweep = Date.now() + sweepIntervalMs;
  let stopped = false;
  const calls = new AbortController();
  let wake: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];

  const wakeUp = () => {
    if (!stopped && Date.now() < backingOffUntil) return;
    wake?.();
    wake = null;
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const enqueue = (noteId: string) => {
    if (stopped) return;
    if (!due.has(noteId)) due.set(noteId, Date.now() + settleMs);
    wakeUp();
  };

  const unsubscribe = noteEvents(db).subscribe((event) => {
    if (event.textChanged) enqueue(event.noteId);
  }, log);
  const unwatchDimensions = vectors.onDimensionsChange((changed) => {
    if (changed !== model) return;
    scanVectors = true;
    vectorCursor = '';
    wakeUp();
  });

  /** Cuts the notes whose turn has come, NOTES_PER_TURN at a time. */
  async function cutDueNotes(): Promise<boolean> {
    const now = Date.now();
    const ready = [...due]
      .filter(([, at]) => at <= now)
      .slice(0, NOTES_PER_TURN)
      .map(([id]) => id);
    if (ready.length === 0) return false;
    for (const id of ready) due.delete(id);
    let passages;
    try {
      passages = await rechunkNotes(db, ready);
    } catch (error) {
      // Still due: tried again after the wait.
      for (const id of ready) if (!due.has(id)) due.set(id, now);
      throw error;
    }
    for (const passage of passages)
      if (!skipped.has(passage.hash)) pending.set(passage.hash, passage.text);
    written += ready.length + passages.length;
    return true;
  }

  /** Reads the next page of what a stopped server left undone. */
  async function resume(): Promise<boolean> {
    if (scanNotes) {
      const ids = await staleNotes(db, SCAN_PAGE);
      const now = Date.now();
      for (const id of ids) if (!due.has(id)) due.set(id, now);
      // A full page: the next scan (after these are cut) reads on.
      scanNotes = ids.length === SCAN_PAGE;
      if (ids.length > 0) return true;
    }
    if (scanVectors && model) {
      const page = await unembeddedPassages(
        db,
        model,
        await vectors.dimensions(model),
        vectorCursor,
        SCAN_PAGE,
      );
      for (const passage of page)
        if (!skipped.has(passage.hash)) pending.set(passage.hash, passage.text);
      vectorCursor = page.at(-1)?.hash ?? '';
      scanVectors = page.length === SCAN_PAGE;
      return page.length > 0;
    }
    return false;
  }

  /**
   * Embeds up to `concurrency` batches of pending passages that have no
   * vector yet. One text a model server cannot take (too long for its
   * context, say) must not hold the rest back: the texts of a batch that
   * failed beside others that succeeded, or that failed three times in a
   * row, are tried one per call; one that then fails alone while the server
   * still answers is skipped until the next start. A failure of everything
   * is the server's: it throws, and the loop waits before the next try.
   */
  async function embedPending(): Promise<boolean> {
    if (pending.size === 0 || !model) return false;
    const taken: PendingText[] = [...pending]
      .slice(0, batch * concurrency)
      .map(([hash, text]) => ({ hash, text }));
    const dimensions = await vectors.dimensions(model);
    const done = await embeddedHashes(
      db,
      taken.map((passage) => passage.hash),
      model,
      dimensions,
    );
    for (const hash of done) pending.delete(hash);
    const todo = taken.filter((passage) => !done.has(passage.hash));
    const singles = todo.filter((passage) => suspects.has(passage.hash)).slice(0, concurrency);
    const rest = todo.filter((passage) => !suspects.has(passage.hash));
    const batches: PendingText[][] = singles.map((passage) => [passage]);
    for (let at = 0; at < rest.length && batches.length < concurrency; at += batch)
      batches.push(rest.slice(at, at + batch));
    if (batches.length === 0) return done.size > 0;

    const results = await Promise.allSettled(
      batches.map(async (texts) => {
        const result = await ai.embed(
          texts.map((passage) => passage.text),
          { signal: calls.signal },
        );
        vectors.observe(result.model, result.dimensions);
        await storeVectors(
          db,
          result.model,
          result.dimensions,
          texts.map((passage, index) => ({
            hash: passage.hash,
            vector: normalize(result.vectors[index] ?? []),
          })),
        );
        written += texts.length;
        for (const passage of texts) {
          pending.delete(passage.hash);
          suspects.delete(passage.hash);
        }
      }),
    );
    const failed = batches.filter((_, index) => results[index]?.status === 'rejected');
    if (failed.length === 0) {
      failures = 0;
      return true;
    }
    // Texts tried alone that all failed: a call with a text any model takes tells whether
    // the fault is theirs or the server's.
    const serverWorks =
      failed.length < batches.length ||
      (failed.every((texts) => texts.length === 1) && (await modelAnswers()));
    if (serverWorks) {
      for (const texts of failed) {
        const [only] = texts;
        if (texts.length === 1 && only) {
          pending.delete(only.hash);
          suspects.delete(only.hash);
          skipped.add(only.hash);
          log.warn('a passage could not be embedded: skipped until the next start');
        } else for (const passage of texts) suspects.add(passage.hash);
      }
      return true;
    }
    if (failures >= 2)
      for (const texts of failed) for (const passage of texts) suspects.add(passage.hash);
    const rejected = results.find((result) => result.status === 'rejected');
    throw rejected?.status === 'rejected' ? rejected.reason : new Error('embedding failed');
  }

  async function modelAnswers(): Promise<boolean> {
    try {
      await ai.embed(['ok'], { signal: calls.signal });
      return true;
    } catch {
      return false;
    }
  }

  /** Drops vectors no passage has used for a day (a deleted note's, an edited-away paragraph's). */
  async function sweep(): Promise<boolean> {
    if (Date.now() < nextSweep) return false;
    nextSweep = Date.now() + sweepIntervalMs;
    const cutoff = new Date(Date.now() - ORPHAN_AGE_MS);
    await db.delete(chunkEmbedding).where(
      and(
        lt(chunkEmbedding.createdAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(noteChunk)
            .where(eq(noteChunk.contentHash, chunkEmbedding.contentHash)),
        ),
      ),
    );
    return false;
  }

  /**
   * PGlite runs no autovacuum: statistics gathered while these tables were
   * small (at start, say) would keep the planner on plans made for a few rows
   * (seconds instead of milliseconds once there are thousands). They are
   * refreshed each time the rows written here have doubled. PostgreSQL's
   * autovacuum does this by itself.
   */
  async function refreshStatistics(): Promise<void> {
    if (database.driver !== 'pglite' || written < nextAnalyzeAt) return;
    nextAnalyzeAt = written * 2;
    await db.execute(sql`analyze ${noteChunk}, ${chunkEmbedding}, ${noteIndexState}`);
  }

  async function turn(): Promise<boolean> {
    const worked =
      (await cutDueNotes()) || (await embedPending()) || (await resume()) || (await sweep());
    await refreshStatistics();
    return worked;
  }

  /** How long to sleep when there is nothing to do now: until the next note is due, or a while. */
  function restMs(): number {
    const soonest = Math.min(...due.values(), nextSweep);
    return Math.max(0, Math.min(soonest - Date.now(), 60_000));
  }

  async function loop() {
    while (!stopped) {
      let worked: boolean;
      try {
        worked = await turn();
      } catch (error) {
        if (stopped) break;
        failures++;
        const wait = Math.min(retryMs * 2 ** (failures - 1), maxRetryMs);
        log.warn(
          { error: describeFailure(error), failures, retryInMs: wait },
          'note indexing failed: retrying later',
        );
        backingOffUntil = Date.now() + wait;
        await sleep(wait);
        continue;
      }
      if (worked) {
        await yieldToEventLoop();
        continue;
      }
      if (due.size === 0 && pending.size === 0) {
        for (const resolve of idleWaiters) resolve();
        idleWaiters = [];
      }
      await sleep(restMs());
    }
  }

  const running = loop();

  return {
    enqueue,
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wakeUp();
      });
    },
    async stop() {
      stopped = true;
      unsubscribe();
      unwatchDimensions();
      calls.abort(new Error('the server is stopping'));
      wakeUp();
      await running;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}

/**
 * What may be logged of a failure: its name, code and status. A database
 * error's message quotes the query's parameters, which hold note text.
 */
function describeFailure(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const fields = cause as { name?: unknown; code?: unknown; status?: unknown };
  return {
    name: typeof fields.name === 'string' ? fields.name : 'unknown',
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.status === 'number' ? { status: fields.status } : {}),
  };
}
