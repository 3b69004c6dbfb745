import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { AiConfig } from '../ai/aiConfig';
import { attachment, note, photoText } from '../db/schema';
import { createLogger } from '../logger';
import { startAiStandIn, type AiStandIn } from '../test/aiStandIn';
import { standInProvider } from '../test/aiTestProvider';
import type { TestUser } from '../test/factories';
import {
  getTestDatabase,
  getTestServer,
  testBilling,
  testStorage,
  testUploadsDir,
  type TestServer,
} from '../test/support';
import type { UploadLimits } from '../storage/uploadQuota';
import { AppError } from '../errors';
import { createOcr, type Ocr } from './ocrSetup';
import { scannedPage } from './testPhotos';

/*
 * Test helpers of photo to note: the real app with an Ocr of its own (so a
 * test can wait for photo jobs and end the recognisers), AI against the
 * stand-in model server, photos sent as a browser sends them, and a count
 * of everything a photo can leave behind.
 */

export interface OcrTestServer {
  server: TestServer;
  ocr: Ocr;
  standIn: AiStandIn;
  close(): Promise<void>;
}

export interface OcrTestOptions {
  /** null switches the chat model off. */
  chatModel?: string | null;
  uploadLimits?: UploadLimits;
  aiFreeDailyLimit?: number;
}

export async function startOcrTestServer(options: OcrTestOptions = {}): Promise<OcrTestServer> {
  const database = await getTestDatabase();
  const standIn = await startAiStandIn();
  const models: Partial<Pick<AiConfig, 'chatModel'>> =
    options.chatModel === undefined ? {} : { chatModel: options.chatModel };
  const ai = standInProvider(standIn, models);
  const billing = testBilling({ aiFreeDailyLimit: options.aiFreeDailyLimit ?? 3 });
  const uploadLimits = options.uploadLimits ?? { quotaBytes: 1024 * 1024 * 1024, perMinute: 1000 };
  const ocr = createOcr({
    database,
    storage: testStorage,
    billing,
    uploadLimits,
    logger: createLogger('silent', false),
  });
  const server = await getTestServer({ ai, billing, ocr, uploadLimits });
  return {
    server,
    ocr,
    standIn,
    async close() {
      await ocr.jobs.idle();
      await ocr.close();
      await standIn.close();
    },
  };
}

export interface PhotoFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** Photos (and fields) as multipart/form-data, the way a browser's form sends them. */
export function sendPhotos(
  server: TestServer,
  url: string,
  user: TestUser | null,
  files: PhotoFile[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files)
    form.append(
      'file',
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/png' }),
    );
  return server.request(url, {
    method: 'POST',
    body: form,
    headers: user ? { Cookie: user.cookie } : {},
  });
}

/** A clean photo of a few lines of text, quick to read. */
export async function photoOfLines(lines: string[]): Promise<PhotoFile> {
  const page = await scannedPage({ lines, pageWidth: 900 });
  return { bytes: page.bytes, name: 'page.png' };
}

/** What a user has: notes, stored files (rows and on disk) and texts read on photos. */
export async function holdings(server: TestServer, userId: string) {
  const { db } = server.database;
  const [notes] = await db.select({ n: count() }).from(note).where(eq(note.userId, userId));
  const [files] = await db
    .select({ n: count() })
    .from(attachment)
    .where(eq(attachment.userId, userId));
  const [texts] = await db
    .select({ n: count() })
    .from(photoText)
    .where(eq(photoText.userId, userId));
  const onDisk = await readdir(path.join(testUploadsDir, userId)).catch(() => []);
  return {
    notes: notes?.n ?? 0,
    attachments: files?.n ?? 0,
    photoTexts: texts?.n ?? 0,
    filesOnDisk: onDisk.length,
  };
}

/** The AppError `work` rejects with (a test fails when it resolves, or rejects with anything else). */
export async function appErrorOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}
