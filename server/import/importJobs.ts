import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importJob } from '../db/schema';
import type { Logger } from '../logger';
import { PerUserQueue } from '../jobs/perUserQueue';
import type { FileStorage } from '../storage/fileStorage';
import { importEnex } from './enex/enexImport';
import type { ImportLimits } from './importLimits';
import { ImportItemError, type ImportContext } from './importedNotes';
import { ImportReportBuilder } from './importReport';
import { importMarkdownSource } from './markdownZip/markdownImport';
import { openZipSource, singleFileSource } from './markdownZip/zipSource';
import type { ImportKind } from './uploadedFile';

export type ImportJobRow = typeof importJob.$inferSelect;

export const INTERRUPTED_MESSAGE =
  'interrupted: upload the file again; notes already imported are not duplicated';

/** Jobs running at once across every user (each user's run one at a time). */
const PARALLEL_JOBS = 2;
/** Jobs one user may have waiting or running. */
export const MAX_PENDING_PER_USER = 3;
/** Jobs waiting across all users: past it, uploads are refused until some finish. */
export const MAX_WAITING_JOBS = 50;
/** How often a running job writes its progress to its row. */
const PROGRESS_INTERVAL_MS = 500;

interface QueuedJob {
  id: string;
  userId: string;
  filePath: string;
  fileName: string;
  kind: ImportKind;
}

export interface ImportRunnerOptions {
  db: Db;
  storage: FileStorage;
  quotaBytes: number;
  limits: ImportLimits;
  logger: Logger;
}

/**
 * Runs imports in this process: one job at a time per user, a few at once
 * in all, the rest waiting in order. Each job's progress and report are on
 * its row; its temporary file is deleted when it ends, whatever happens.
 */
export class ImportRunner {
  private readonly queue = new PerUserQueue<QueuedJob>(PARALLEL_JOBS, (job) => this.run(job));
  private readonly held = new Set<string>();

  constructor(private readonly options: ImportRunnerOptions) {}

  /** Jobs of this user waiting or running. */
  pendingFor(userId: string): number {
    return this.queue.pendingFor(userId);
  }

  /** Jobs waiting for their turn, all users together. */
  get waitingCount(): number {
    return this.queue.waitingCount;
  }

  enqueue(job: QueuedJob) {
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

  private async run(job: QueuedJob) {
    const { db, logger } = this.options;
    const report = new ImportReportBuilder(
      job.kind === 'enex' ? 'enex' : job.kind,
      this.options.limits.maxReportItems,
    );
    let lastWrite = 0;
    const context: ImportContext = {
      db,
      storage: this.options.storage,
      userId: job.userId,
      quotaBytes: this.options.quotaBytes,
      limits: this.options.limits,
      report,
      logger,
      progress: async (done, total) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_INTERVAL_MS && done < total) return;
        lastWrite = now;
        await update(db, job.id, { progressDone: done, progressTotal: total });
      },
    };
    try {
      await update(db, job.id, { status: 'running' });
      if (job.kind === 'enex') await importEnex(context, job.filePath);
      else {
        const source =
          job.kind === 'zip'
            ? await openZipSource(job.filePath, this.options.limits)
            : await singleFileSource(job.filePath, job.fileName);
        try {
          await importMarkdownSource(context, source);
        } finally {
          source.close();
        }
      }
      const totals = report.totals.notes;
      await update(db, job.id, {
        status: 'done',
        report: report.toJSON(),
        progressDone: totals.in,
        progressTotal: totals.in,
      });
    } catch (error) {
      const message =
        error instanceof ImportItemError
          ? error.message
          : 'The import stopped on an unexpected error. Notes imported before it are kept; upload the file again to import the rest.';
      if (!(error instanceof ImportItemError))
        logger.error({ err: error, jobId: job.id }, 'import failed');
      await update(db, job.id, { status: 'failed', error: message, report: report.toJSON() }).catch(
        (cause: unknown) =>
          logger.error({ err: cause, jobId: job.id }, 'could not record a failed import'),
      );
    } finally {
      this.held.delete(job.id);
      await rm(job.filePath, { force: true });
    }
  }
}

function update(db: Db, id: string, values: Partial<typeof importJob.$inferInsert>) {
  return db
    .update(importJob)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(importJob.id, id));
}

/** A new job row, queued. */
export async function insertImportJob(
  db: Db,
  job: { id: string; userId: string; fileName: string },
): Promise<ImportJobRow> {
  const [row] = await db
    .insert(importJob)
    .values({ ...job, status: 'queued' })
    .returning();
  return row!;
}

export async function findImportJob(db: Db, id: string): Promise<ImportJobRow | undefined> {
  const [row] = await db.select().from(importJob).where(eq(importJob.id, id));
  return row;
}

export function recentImportJobs(db: Db, userId: string, limit = 10): Promise<ImportJobRow[]> {
  return db
    .select()
    .from(importJob)
    .where(eq(importJob.userId, userId))
    .orderBy(desc(importJob.createdAt))
    .limit(limit);
}

/**
 * Jobs a stopped server was running (or had queued) cannot go on, since
 * their files are gone. They fail with words that say what to do; a new
 * upload skips the notes they already made. With `staleBefore`, only jobs
 * whose row no heartbeat touched since (../jobs/jobHeartbeat.ts): on a
 * shared database the other servers' jobs are alive.
 */
export async function failInterruptedImports(db: Db, staleBefore?: Date): Promise<number> {
  const rows = await db
    .update(importJob)
    .set({ status: 'failed', error: INTERRUPTED_MESSAGE, updatedAt: new Date() })
    .where(
      and(
        inArray(importJob.status, ['queued', 'running']),
        staleBefore ? lt(importJob.updatedAt, staleBefore) : undefined,
      ),
    )
    .returning({ id: importJob.id });
  return rows.length;
}

/** Marks these jobs alive (their runner's heartbeat). */
export async function touchImportJobs(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(importJob).set({ updatedAt: new Date() }).where(inArray(importJob.id, ids));
}

/** The folder for uploads being imported, emptied at start (nothing in it can be resumed). */
export async function prepareImportTempDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir))
    await rm(path.join(dir, name), { force: true, recursive: true });
}
