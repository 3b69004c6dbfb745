import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createApp, type App, type AppDependencies } from '../app';
import { createAuth } from '../auth/auth';
import type { SessionRevocations } from '../auth/sessionRevocations';
import Stripe from 'stripe';
import { createBillingConfig, type BillingConfig } from '../billing/config';
import { localDiskStorage, type FileStorage } from '../storage/fileStorage';
import { loadBuiltInTemplates } from '../templates/builtInTemplates';
import { loadDemoNotes } from '../demo/demoNotes';
import { createWelcomeNote } from '../notes/welcomeNote';
import { wrapPglite, type Database } from '../db/client';
import { pgliteExtensions } from '../db/pgliteSetup';
import { openPostgres } from '../db/postgresClient';
import { createLogger } from '../logger';
import { createScratchPostgres } from './scratchPostgres';
import type { Mail, Mailer } from '../mail/mailer';

let database: Promise<Database> | undefined;
let dropCopy: (() => Promise<void>) | undefined;

/** The database of this test file: a copy of the run's migrated snapshot (PGlite) or template (PostgreSQL). */
export function getTestDatabase(): Promise<Database> {
  database ??= openTestDatabase();
  return database;
}

async function openTestDatabase(): Promise<Database> {
  const config = inject('testDatabase');
  if (config.driver === 'postgres') {
    const copy = await createScratchPostgres(config.adminUrl, `${config.template}_copy`, {
      template: config.template,
    });
    dropCopy = copy.drop;
    return openPostgres(copy.url);
  }
  const snapshot = new Blob([readFileSync(config.snapshotPath)]);
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions });
  return wrapPglite(client);
}

export async function closeTestDatabase() {
  const open = database;
  const drop = dropCopy;
  database = undefined;
  dropCopy = undefined;
  if (open) await (await open).close();
  await drop?.();
}

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface TestServer {
  app: App;
  database: Database;
  /** A request through the whole app (middleware, routing, errors), without a socket. */
  request(path: string, init?: RequestInit): Promise<Response>;
  get(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body?: unknown, init?: RequestInit): Promise<Response>;
  patch(path: string, body?: unknown, init?: RequestInit): Promise<Response>;
  put(path: string, body?: unknown, init?: RequestInit): Promise<Response>;
  delete(path: string, init?: RequestInit): Promise<Response>;
}

/** Throw-away folders this test worker removes when it ends. */
const foldersToRemove = new Set<string>();
const removeFolders = () => {
  for (const folder of foldersToRemove) rmSync(folder, { recursive: true, force: true });
  foldersToRemove.clear();
};

/**
 * Removes a throw-away folder when this test worker ends. Server workers keep modules between
 * files (isolate: false), so a module's folder outlives its file; and Vitest stops a worker with
 * SIGTERM, which ends it without 'exit' listeners. One pair of listeners serves every folder.
 */
function removeWhenWorkerEnds(folder: string) {
  if (foldersToRemove.size === 0) {
    process.once('exit', removeFolders);
    process.once('SIGTERM', () => {
      removeFolders();
      // Then ends as SIGTERM does (once no listener is left).
      process.kill(process.pid, 'SIGTERM');
    });
  }
  foldersToRemove.add(folder);
}

/** A new folder under the system's temporary folder, removed when this test worker ends. */
export function throwAwayFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  removeWhenWorkerEnds(folder);
  return folder;
}

/** Uploads of this test file, in a throw-away folder. */
export const testUploadsDir = throwAwayFolder('inkling-uploads-');
export const testStorage: FileStorage = localDiskStorage(testUploadsDir);

/** Generous limits so tests are not throttled; rate-limit tests build their own app. */
export const TEST_ATTEMPTS_PER_MINUTE = 1000;

/** E-mails the app sent during this test file, newest last. */
export const sentMail: Mail[] = [];
const testMailer: Mailer = {
  send: (mail) => {
    sentMail.push(mail);
    return Promise.resolve();
  },
};

/** Better Auth as the test app configures it; shared with servers built around the app (collab). */
export function createTestAuth(
  database: Database,
  attemptsPerMinute = TEST_ATTEMPTS_PER_MINUTE,
  storage: FileStorage = testStorage,
  revocations?: SessionRevocations,
) {
  return createAuth(
    database,
    {
      publicUrl: TEST_PUBLIC_URL,
      secret: 'test-secret-that-is-long-enough-to-sign-cookies',
      attemptsPerMinute,
    },
    testMailer,
    {
      onUserCreated: (userId) => createWelcomeNote(database.db, userId),
      onUserDeleted: (userId) => storage.removeFolder(userId),
      revocations,
    },
  );
}

/**
 * The real app with its real auth over the given database. Tests set the
 * client address with `X-Forwarded-For` (the proxy header is configured).
 */
export function createTestApp(database: Database, overrides: Partial<AppDependencies> = {}): App {
  const attemptsPerMinute = overrides.authAttemptsPerMinute ?? TEST_ATTEMPTS_PER_MINUTE;
  const storage = overrides.storage ?? testStorage;
  const auth = overrides.auth ?? createTestAuth(database, attemptsPerMinute, storage);
  return createApp({
    database,
    billing: testBilling(),
    builtInTemplates: loadBuiltInTemplates(),
    demo: { notes: loadDemoNotes(), perAddressPerHour: 3 },
    authAttemptsPerMinute: attemptsPerMinute,
    clientIpHeader: 'x-forwarded-for',
    logger: createLogger('silent', false),
    version: 'test',
    publicUrl: TEST_PUBLIC_URL,
    ...overrides,
    auth,
    storage,
  });
}

export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';
export const TEST_STRIPE_PRICE_ID = 'price_test_monthly';

/**
 * Billing on, with a Stripe client that reaches only `apiUrl` (a local
 * stand-in; by default a closed port, so a test can never call the real API).
 */
export function testBilling(
  options: { apiUrl?: string; aiFreeDailyLimit?: number } = {},
): BillingConfig {
  return createBillingConfig({
    secretKey: 'sk_test_inkling',
    priceId: TEST_STRIPE_PRICE_ID,
    webhookSecret: TEST_STRIPE_WEBHOOK_SECRET,
    apiUrl: options.apiUrl ?? 'http://127.0.0.1:9',
    aiFreeDailyLimit: options.aiFreeDailyLimit ?? 3,
    aiFairUseDailyLimit: 500,
    sdk: Stripe,
  });
}

export const billingOff = (): BillingConfig =>
  createBillingConfig({ aiFreeDailyLimit: 3, aiFairUseDailyLimit: 500 });

/** The real app over this file's test database, as the browser would reach it. */
export async function getTestServer(overrides: Partial<AppDependencies> = {}): Promise<TestServer> {
  const db = await getTestDatabase();
  return testServerOf(createTestApp(db, overrides), db);
}

/**
 * The TestServer calls for an app over a database: requests go through
 * `send` (by default the app in this process, without a socket; a test of
 * real ports passes a fetch), with the site's Origin unless one is given and
 * JSON bodies.
 */
export function testServerOf(
  app: App,
  database: Database,
  send: (path: string, init: RequestInit) => Promise<Response> = (path, init) =>
    Promise.resolve(app.request(path, init)),
): TestServer {
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Origin')) headers.set('Origin', TEST_PUBLIC_URL);
    return send(path, { ...init, headers });
  };
  const withBody =
    (method: string) =>
    (path: string, body?: unknown, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (body !== undefined && !headers.has('Content-Type'))
        headers.set('Content-Type', 'application/json');
      return request(path, {
        ...init,
        method,
        headers,
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    };
  return {
    app,
    database,
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: withBody('POST'),
    patch: withBody('PATCH'),
    put: withBody('PUT'),
    delete: (path, init) => request(path, { ...init, method: 'DELETE' }),
  };
}
