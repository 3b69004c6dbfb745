import { readFile } from 'node:fs/promises';
import type { OcrLanguageCode } from '@common/schemas/ocr';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AiProvider } from '../ai/aiProvider';
import type { Db } from '../db/client';
import { photoJob } from '../db/schema';
import { AppError } from '../errors';
import { PerUserQueue } from '../jobs/perUserQueue';
import type { Logger } from '../logger';
import type { OcrPool } from './ocrPool';
import { createPhotoNote, type PhotoNoteDeps, type ReadPhoto } from './photoNotes';
import type { ReceivedPhotos } from './photoUpload';
import { recognisePhoto } from './recognisePhoto';

export type PhotoJobRow = typeof photoJob.$inferSelect;

/** Jobs running at once, all users together (each user's one at a time); the pool is the limit. */
const PARALLEL_JOBS = 2;
/** Jobs one user may have waiting or running. */
export const MAX_PENDING_PER_USER = 3;
/** Jobs waiting across all users: past it, new ones are refused until some finish. */
export const MAX_WAITING_JOBS = 20;

export const INTERRUPTED_MESSAGE =
  'The server restarted before these photos were read. Send them again; notes already made are kept.';

export interface QueuedPhotoJob {
  id: string;
  userId: string;
  user: { id: string; createdAt: Date };
  upload: ReceivedPhotos;
  language: OcrLanguageCode;
  /** A note per photo, or one note of them all. */
  mode: 'one' | 'each';
  /** The chat model that tidies each note's text (one use a note), or null. */
  tidyWith: AiProvider | null;
}

export interface PhotoJobRunnerOptions extends PhotoNoteDeps {
  pool: OcrPool;
  logger: Logger;
}

/**
 * Reads several photos in the background, a note made from them as each
 * is read (or one at the end). One job per user runs at a time; photos that
 * cannot be read are named in the job's `error` and the others still become
 * notes. The photos' temporary files are deleted when the job ends,
 * whatever happens.
 */
export class PhotoJobRunner {
  private readonly queue = new PerUserQueue<QueuedPhotoJob>(PARALLEL_JOBS, (job) => this.run(job));
  private readonly held = new Set<string>();

  constructor(private readonly options: PhotoJobRunnerOptions) {}

  /** Jobs of this user waiting or running. */
  pendingFor(userId: string): number {
    return this.queue.pendingFor(userId);
  }

  /** Jobs waiting for their turn, all users together. */
  get waitingCount(): number {
    return this.queue.waitingCount;
  }

  enqueue(job: QueuedPhotoJob) {
    this.held.add(job.id);
    this.queue.enqueue(job);
  }

  /** Ids of the jobs this process holds, waiting or running: their rows get a heartbeat. */
  heldJobIds(): string[] {
    return [...this.held];
  }

  /** Resolves once no job waits or runs (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  private async run(job: QueuedPhotoJob) {
    const { db, pool, logger } = this.options;
    const { photos } = job.upload;
    const noteIds: string[] = [];
    const unread: string[] = [];
    const kept: ReadPhoto[] = [];
    const makeNote = async (read: ReadPhoto[], names: string) => {
      try {
        noteIds.push(
          await createPhotoNote(this.options, read, { tidyWith: job.tidyWith, user: job.user }),
        );
      } catch (error) {
        unread.push(`${names}: ${reasonOf(error)}`);
        if (!(error instanceof AppError))
          logger.error({ err: errorName(error), jobId: job.id }, 'a photo note was not made');
      }
    };
    try {
      await updatePhotoJob(db, job.id, { status: 'running', progressTotal: photos.length });
      for (const [index, photo] of photos.entries()) {
        try {
          const bytes = await readFile(photo.path);
          const result = await recognisePhoto(pool, bytes, job.language, { background: true });
          const read = { bytes, mime: photo.mime, result };
          if (job.mode === 'each') await makeNote([read], `“${photo.fileName}”`);
          else kept.push(read);
        } catch (error) {
          unread.push(`“${photo.fileName}”: ${reasonOf(error)}`);
          if (!(error instanceof AppError))
            logger.error({ err: errorName(error), jobId: job.id }, 'a photo was not read');
        }
        await updatePhotoJob(db, job.id, { progressDone: index + 1, noteIds });
      }
      if (job.mode === 'one' && kept.length > 0) await makeNote(kept, 'The note');
      await updatePhotoJob(db, job.id, {
        status: noteIds.length > 0 ? 'done' : 'failed',
        noteIds,
        error: unread.length > 0 ? unread.join(' ') : null,
      });
    } catch (error) {
      logger.error({ err: errorName(error), jobId: job.id }, 'a photo job failed');
      await updatePhotoJob(db, job.id, {
        status: 'failed',
        noteIds,
        error: 'Reading these photos stopped on an unexpected error. Notes already made are kept.',
      }).catch(() => undefined);
    } finally {
      this.held.delete(job.id);
      await job.upload.discard();
    }
  }
}

/** What the user reads for a photo that did not become a note. */
function reasonOf(error: unknown): string {
  return error instanceof AppError
    ? error.message
    : 'It could not be read because of an error on the server.';
}

/** Errors are logged by kind only: a database error's message could quote the photo's text. */
const errorName = (error: unknown) =>
  error instanceof AppError ? error.message : error instanceof Error ? error.name : 'unknown';

export function updatePhotoJob(db: Db, id: string, values: Partial<typeof photoJob.$inferInsert>) {
  return db
    .update(photoJob)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(photoJob.id, id));
}

export async function insertPhotoJob(
  db: Db,
  job: { id: string; userId: string; total: number },
): Promise<PhotoJobRow> {
  const [row] = await db
    .insert(photoJob)
    .values({ id: job.id, userId: job.userId, status: 'queued', progressTotal: job.total })
    .returning();
  return row!;
}

export async function findPhotoJob(db: Db, id: string): Promise<PhotoJobRow | undefined> {
  const [row] = await db.select().from(photoJob).where(eq(photoJob.id, id));
  return row;
}

/**
 * Jobs a stopped server was reading cannot go on (their photos were
 * temporary files). With `staleBefore`, only jobs whose row no heartbeat
 * touched since (../jobs/jobHeartbeat.ts): on a shared database the other
 * servers' jobs are alive.
 */
export async function failInterruptedPhotoJobs(db: Db, staleBefore?: Date): Promise<number> {
  const rows = await db
    .update(photoJob)
    .set({ status: 'failed', error: INTERRUPTED_MESSAGE, updatedAt: new Date() })
    .where(
      and(
        inArray(photoJob.status, ['queued', 'running']),
        staleBefore ? lt(photoJob.updatedAt, staleBefore) : undefined,
      ),
    )
    .returning({ id: photoJob.id });
  return rows.length;
}

/** Marks these jobs alive (their runner's heartbeat). */
export async function touchPhotoJobs(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(photoJob).set({ updatedAt: new Date() }).where(inArray(photoJob.id, ids));
}
