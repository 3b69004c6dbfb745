import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AiProvider } from '../ai/aiProvider';
import { withoutContent } from '../ai/assistant/chatModel';
import type { AudioReader } from '../audio/audioReader';
import { audioTypeOf } from '../audio/audioType';
import type { SpeechChunk } from '../audio/speechChunks';
import { consumeAiUse, type AiUseReservation } from '../billing/aiUsage';
import type { BillingConfig } from '../billing/config';
import type { LiveNotes } from '../collab/collabServer';
import type { Db } from '../db/client';
import { attachment, user } from '../db/schema';
import { AppError, notFound, rateLimited, unavailable } from '../errors';
import type { Logger } from '../logger';
import { PerUserQueue } from '../jobs/perUserQueue';
import type { FileStorage } from '../storage/fileStorage';
import { streamToFile } from '../storage/streamToFile';
import { transcribeChunks } from './transcribe';
import { writeTranscriptIntoNote, type PlacementWait } from './transcriptInNote';
import {
  claimTranscription,
  renewTranscription,
  TRANSCRIPTION_LEASE_MS,
  unfinishedTranscriptions,
  updateTranscription,
  type TranscriptionRow,
} from './transcriptionStore';
import { transcriptParagraphs } from './transcriptWriter';

/** Recordings transcribed at once across every user (each user's one at a time). */
const PARALLEL_JOBS = 2;
/** Recordings one user may have waiting or running. */
export const MAX_PENDING_PER_USER = 5;
/** Recordings waiting across all users: past it, new ones are refused until some finish. */
export const MAX_WAITING_JOBS = 100;
/**
 * Speech chunks cut at upload kept on disk for waiting jobs, in all. Past
 * it, a job's chunks are deleted and it reads its stored recording again
 * when its turn comes: disk stays bounded however long the queue.
 */
const MAX_KEPT_CHUNK_BYTES = 512 * 1024 * 1024;

export interface TranscriptionJob {
  id: string;
  userId: string;
  noteId: string;
  attachmentId: string;
  language: string | null;
  /** Speech the upload's scan already cut; without it the job reads the stored recording again. */
  scanned?: { dir: string; chunks: SpeechChunk[] } | undefined;
  /** What `scanned` counts against the disk budget (set when queued). */
  keptBytes?: number;
}

export interface TranscriptionRunnerOptions {
  db: Db;
  storage: FileStorage;
  ai: AiProvider | null;
  billing: BillingConfig;
  liveNotes?: LiveNotes | undefined;
  reader: AudioReader;
  tempDir: string;
  logger: Logger;
  placement: PlacementWait;
}

const UNEXPECTED =
  'The transcript could not be made because of an unexpected error. Nothing was counted; try again.';

/**
 * Transcribes recordings in this process, in the background: one at a time
 * per user, a few at once in all, the rest waiting in order (bounded). A job
 * takes one AI use when it calls the model and gives it back if the call
 * fails or the server stops; silence never reaches the model. Each row says
 * where its job is; the transcript itself goes into the note.
 */
export class TranscriptionRunner {
  private readonly queue = new PerUserQueue<TranscriptionJob>(PARALLEL_JOBS, (job) =>
    this.run(job),
  );
  private readonly controllers = new Set<AbortController>();
  /** Rows another process was running at start, queued again once its lease has passed. */
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopping = false;
  /** Bytes of upload chunks kept for waiting or running jobs. */
  private keptChunkBytes = 0;

  constructor(private readonly options: TranscriptionRunnerOptions) {}

  /** Refuses (429/503) before anything is stored when this user or the server has too many waiting. */
  checkRoom(userId: string): void {
    if (this.queue.pendingFor(userId) >= MAX_PENDING_PER_USER)
      throw rateLimited(
        `You have ${MAX_PENDING_PER_USER} recordings waiting for their transcripts. Wait for one to finish, then try again.`,
      );
    if (this.queue.waitingCount >= MAX_WAITING_JOBS)
      throw unavailable(
        'The server is busy with other recordings. Please try again in a few minutes.',
      );
  }

  /** Queues the job; its upload's chunks are kept for it only within the disk budget. */
  async enqueue(job: TranscriptionJob): Promise<void> {
    if (this.stopping) return;
    let kept = job;
    if (job.scanned) {
      const bytes = job.scanned.chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
      if (this.keptChunkBytes + bytes <= MAX_KEPT_CHUNK_BYTES) {
        this.keptChunkBytes += bytes;
        kept = { ...job, keptBytes: bytes };
      } else {
        await rm(job.scanned.dir, { recursive: true, force: true });
        kept = { ...job, scanned: undefined };
      }
    }
    this.queue.enqueue(kept);
  }

  /** Resolves once no job waits or runs (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /**
   * At start: rows a stopped server left queued or running are queued again
   * and read from their stored recordings. Answers how many. A row whose
   * runner renewed it recently (another server process at work, or this
   * one's previous run moments before a crash) is queued once its lease has
   * passed; whichever process claims a row first transcribes it.
   */
  async resume(): Promise<number> {
    const rows = await unfinishedTranscriptions(this.options.db);
    for (const row of rows) {
      const held =
        row.status === 'running'
          ? row.updatedAt.getTime() + TRANSCRIPTION_LEASE_MS - Date.now()
          : 0;
      if (held <= 0) {
        await this.enqueue(jobForRow(row));
        continue;
      }
      const retry = setTimeout(() => {
        this.retries.delete(retry);
        void this.enqueue(jobForRow(row));
      }, held + 1_000);
      retry.unref();
      this.retries.add(retry);
    }
    return rows.length;
  }

  /** Shutdown: running calls are cancelled (their uses given back); every row stays queued for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const retry of this.retries) clearTimeout(retry);
    this.retries.clear();
    for (const job of this.queue.takeWaiting()) await this.release(job);
    for (const controller of this.controllers) controller.abort(new Error('server stopping'));
    await this.queue.idle();
  }

  private async run(job: TranscriptionJob) {
    const { db, logger } = this.options;
    const controller = new AbortController();
    this.controllers.add(controller);
    let use: AiUseReservation | null = null;
    let dir = job.scanned?.dir ?? null;
    let lease: NodeJS.Timeout | undefined;
    try {
      // Finished, gone, or another server process's to run.
      if (!(await claimTranscription(db, job.id))) return;
      lease = setInterval(() => {
        renewTranscription(db, job.id).catch(() => undefined);
      }, TRANSCRIPTION_LEASE_MS / 4);
      lease.unref();
      const ai = this.options.ai;
      if (!ai?.config.transcriptionModel) {
        await updateTranscription(db, job.id, { status: 'off' });
        return;
      }
      let chunks = job.scanned?.chunks;
      if (!chunks) {
        dir = await mkdtemp(path.join(this.options.tempDir, 'job-'));
        chunks = await this.readStoredRecording(job, dir);
      }
      if (chunks.length === 0) {
        await updateTranscription(db, job.id, { status: 'silent' });
        return;
      }
      const [owner] = await db
        .select({ id: user.id, createdAt: user.createdAt })
        .from(user)
        .where(eq(user.id, job.userId));
      if (!owner) return;
      use = await consumeAiUse(db, owner, this.options.billing);
      const transcript = await transcribeChunks(ai, chunks, {
        signal: controller.signal,
        language: job.language,
      });
      if (transcript.segments.length === 0) {
        // The model heard nothing it could write down: as if silent, and not counted.
        await use.refund();
        use = null;
        await updateTranscription(db, job.id, { status: 'silent' });
        return;
      }
      await writeTranscriptIntoNote(
        db,
        this.options.liveNotes,
        job,
        transcriptParagraphs(transcript.segments),
        {
          wait: this.options.placement,
          alsoWrite: async (tx) => {
            await updateTranscription(tx, job.id, {
              status: 'done',
              language: transcript.language,
              segments: transcript.segments,
            });
          },
        },
      );
      use = null;
    } catch (error) {
      await use?.refund();
      if (this.stopping && controller.signal.aborted) {
        // Picked up again by the next start.
        await updateTranscription(db, job.id, { status: 'queued' }).catch(() => undefined);
        return;
      }
      if (!(error instanceof AppError))
        logger.error(
          { err: withoutContent(error, 'transcription'), transcriptionId: job.id },
          'transcription failed',
        );
      const message = error instanceof AppError ? error.message : UNEXPECTED;
      await updateTranscription(db, job.id, { status: 'failed', error: message }).catch(
        (cause: unknown) =>
          logger.error(
            {
              err: withoutContent(cause, 'recording a failed transcript'),
              transcriptionId: job.id,
            },
            'could not record a failed transcript',
          ),
      );
    } finally {
      clearInterval(lease);
      this.controllers.delete(controller);
      if (dir) await rm(dir, { recursive: true, force: true });
      await this.release(job);
    }
  }

  /** Deletes the job's upload chunks and gives their bytes back to the budget. */
  private async release(job: TranscriptionJob) {
    this.keptChunkBytes -= job.keptBytes ?? 0;
    if (job.scanned) await rm(job.scanned.dir, { recursive: true, force: true });
  }

  /** The stored recording copied to `dir` (streamed) and cut into speech chunks there. */
  private async readStoredRecording(job: TranscriptionJob, dir: string): Promise<SpeechChunk[]> {
    const { db, storage, reader } = this.options;
    const [stored] = await db
      .select({ storageKey: attachment.storageKey, name: attachment.name })
      .from(attachment)
      .where(eq(attachment.id, job.attachmentId));
    const source = stored && (await storage.readStream(stored.storageKey));
    if (!stored || !source) throw notFound('The recording is no longer stored.');
    const copy = path.join(dir, 'recording');
    await streamToFile(source, copy);
    const type = await audioTypeOf(copy, stored.name ?? 'recording');
    const scan = await reader.scan({ path: copy, type }, { chunkDir: dir });
    return scan.silent ? [] : scan.chunks;
  }
}

/** A row's job, reading its recording from storage again (at start, on retry). */
export function jobForRow(row: TranscriptionRow): TranscriptionJob {
  return {
    id: row.id,
    userId: row.userId,
    noteId: row.noteId,
    attachmentId: row.attachmentId,
    // Until done, the row holds the language asked for; after, the one the model named.
    language: row.language && /^[a-z]{2,3}$/.test(row.language) ? row.language : null,
  };
}
