import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import {
  clearLeftovers,
  ClusterSetupError,
  isClusterWorker,
  RESUMES_LEFTOVERS,
  runClusterPrimary,
  workerCount,
} from './cluster';
import { AiLocalOnlyError, resolveAiConfig } from './ai/aiConfig';
import { startNoteIndexer } from './ai/embeddings/noteIndexer';
import { vectorIndex } from './ai/embeddings/vectorIndex';
import { createAuth } from './auth/auth';
import { createCollab } from './collab/collabServer';
import { billingSdkNeeded, createBillingConfig } from './billing/config';
import { MissingSecretError, resolveAuthSecret } from './auth/secret';
import { createSessionRevocations } from './auth/sessionRevocations';
import { closeRedis, connectRedis, RedisUnreachableError } from './scale/redis';
import { betterAuthRateLimitStorage, memoryCounters, redisCounters } from './scale/counters';
import { shareRevocations } from './scale/sharedRevocations';
import { redisJobRounds } from './scale/jobRounds';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/dataDirLock';
import { DataFolderError, damagedDatabaseError } from './db/dataFolder';
import { EnvError, loadEnv } from './env';
import { startJobHeartbeat } from './jobs/jobHeartbeat';
import { startTrashPurger } from './jobs/trashPurger';
import { startVersionPruner } from './versions/versionPruning';
import { startDemoPurger } from './jobs/demoPurger';
import { startUploadPurger } from './jobs/uploadPurger';
import { keepConnectionsAlive } from './http/keepAlive';
import { startIdempotencyKeyPurger } from './http/idempotencyKeys';
import { startHousekeeping } from './jobs/housekeeping';
import { loadDemoNotes } from './demo/demoNotes';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { openFileStorage, StorageUnavailableError } from './storage/openStorage';
import { loadBuiltInTemplates } from './templates/builtInTemplates';
import { createWelcomeNote } from './notes/welcomeNote';
import { closeMarkdownPool } from './markdown/markdownPool';
import { closeHtmlPool } from './import/htmlPool';
import { createImports } from './import/importSetup';
import { resolveFfmpeg } from './audio/ffmpeg';
import { createVoice } from './voice/voiceSetup';
import { createOcr } from './ocr/ocrSetup';
import { closePdfPool } from './export/pdf/pdfPool';
import { defaultStaticDir } from './paths';
import { handleShutdown } from './shutdown';
import { version } from './version';
import { readSiteFiles } from './web/siteFiles';
import { withNativeApps } from './http/originCheck';
import { sizeThreadsYoungGeneration } from './threads/threadYoungGeneration';
import { returnServersFreedMemory } from './memory/freedMemory';
import { limitHeapGrowth } from './memory/heapGrowth';

/** Start-up problems an operator can fix get one clear line, not a stack trace. */
function exitWith(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/** Drizzle wraps driver errors ("Failed query: …"); the driver's own words say what is wrong. */
function rootCauseMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

async function main() {
  // Before the database's thread, the first this process starts.
  sizeThreadsYoungGeneration();
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) exitWith(error.message);
    throw error;
  }
  // One process holds the embedded database's memory, which it promises to bound.
  if (!env.DATABASE_URL) limitHeapGrowth();
  const logger = createLogger(env.LOG_LEVEL);
  let workers;
  try {
    workers = workerCount(env);
  } catch (error) {
    if (error instanceof ClusterSetupError) exitWith(error.message);
    throw error;
  }

  let database;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      lock: { log: { warn: (line) => logger.warn(line), error: (line) => logger.error(line) } },
      onLost: (error) => {
        logger.fatal({ err: error }, 'the embedded database stopped: exiting');
        process.exit(1);
      },
    });
    // Several processes: the primary migrated before starting the workers.
    if (!isClusterWorker()) await database.migrate();
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataFolderError)
      exitWith(error.message);
    if (env.DATABASE_URL) {
      exitWith(`Cannot use the PostgreSQL database at DATABASE_URL: ${rootCauseMessage(error)}`);
    }
    // Opened but cannot be migrated: a damaged table, most likely.
    exitWith(damagedDatabaseError(env.DATA_DIR, rootCauseMessage(error)).message);
  }
  if (workers > 1 && !isClusterWorker()) {
    await clearLeftovers(database.db, env.DATA_DIR, logger, {
      sharedDatabase: Boolean(env.DATABASE_URL),
    });
    await database.close();
    return runClusterPrimary({ workers, logger });
  }

  const staticDir = env.STATIC_DIR ?? defaultStaticDir;
  const site = readSiteFiles(staticDir);
  if (!site)
    logger.warn(
      { staticDir },
      'no built front end found: serving the API only (run npm run build)',
    );

  let secret;
  try {
    secret = resolveAuthSecret({
      authSecret: env.AUTH_SECRET,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      logger,
    });
  } catch (error) {
    if (error instanceof MissingSecretError) exitWith(error.message);
    throw error;
  }
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const storage = await openFileStorage(env, logger).catch((error: unknown) => {
    if (error instanceof StorageUnavailableError) return exitWith(error.message);
    throw error;
  });
  // Several instances share limits, live edits and sign-outs through Redis; one needs none.
  const redis = env.REDIS_URL
    ? await connectRedis(env.REDIS_URL).catch((error: unknown) => {
        if (error instanceof RedisUnreachableError) return exitWith(error.message);
        throw error;
      })
    : null;
  const counters = redis ? redisCounters(redis) : memoryCounters();
  const sharedRevocations = redis
    ? await shareRevocations(createSessionRevocations(), redis, logger)
    : null;
  const revocations = sharedRevocations?.revocations ?? createSessionRevocations();
  // The native app's pages (NATIVE_APP_ORIGINS) may write too: to the API, Better Auth, the collab socket.
  const originPolicy = withNativeApps(
    {
      origins: [new URL(env.PUBLIC_URL).origin, ...env.ALLOWED_ORIGINS],
      sameOrigin: !env.PUBLIC_URL_IS_SET,
    },
    env.NATIVE_APP_ORIGINS,
  );
  const auth = createAuth(
    database,
    {
      publicUrl: env.PUBLIC_URL,
      secret,
      google,
      attemptsPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      originPolicy,
      rateLimitStorage: redis ? betterAuthRateLimitStorage(counters) : undefined,
    },
    mailer,
    {
      onUserCreated: (userId) =>
        createWelcomeNote(database.db, userId).catch((error: unknown) => {
          // A missing welcome note must never cost anyone their sign-up.
          logger.error({ err: error, userId }, 'could not create the welcome note');
        }),
      onUserDeleted: (userId) => storage.removeFolder(userId),
      revocations,
    },
  );

  const stripeSettings = {
    secretKey: env.STRIPE_SECRET_KEY,
    priceId: env.STRIPE_PRICE_ID,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
  const billing = createBillingConfig({
    ...stripeSettings,
    apiUrl: env.STRIPE_API_URL,
    aiFreeDailyLimit: env.AI_FREE_DAILY_LIMIT,
    aiFairUseDailyLimit: env.AI_FAIR_USE_DAILY_LIMIT,
    sdk: billingSdkNeeded(stripeSettings) ? (await import('stripe')).default : undefined,
  });
  if (!billing.stripe)
    logger.info('billing is off (STRIPE_SECRET_KEY unset): every user has every feature');

  const aiConfig = await resolveAiConfig({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    chatModel: env.AI_CHAT_MODEL,
    embeddingModel: env.AI_EMBEDDING_MODEL,
    transcriptionModel: env.AI_TRANSCRIPTION_MODEL,
    localOnly: env.AI_LOCAL_ONLY,
    timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
  }).catch((error: unknown) => {
    if (error instanceof AiLocalOnlyError) return exitWith(error.message);
    throw error;
  });
  // Modules of features that are off are never loaded: the OpenAI SDK alone holds ~6 MiB of heap
  // (docs/performance.md, "Memory").
  const ai = aiConfig ? (await import('./ai/aiProvider')).createAiProvider(aiConfig, logger) : null;
  // Voice notes read recordings with ffmpeg: a wrong FFMPEG_PATH stops the start; a bundled
  // binary that cannot run is said once here, and recordings are refused (503) until fixed.
  const ffmpeg = resolveFfmpeg(env.FFMPEG_PATH);
  if (ffmpeg.problem && env.FFMPEG_PATH) exitWith(`Cannot read recordings: ${ffmpeg.problem}.`);
  if (ffmpeg.problem) logger.error(`voice notes are off: ${ffmpeg.problem}`);
  const vectors = await vectorIndex(database).mode();
  logger.info(
    aiConfig
      ? {
          provider: new URL(aiConfig.baseUrl).host,
          chat: aiConfig.chatModel,
          embeddings: aiConfig.embeddingModel,
          transcription: aiConfig.transcriptionModel,
          vectors,
        }
      : { vectors },
    aiConfig ? 'AI is on' : 'AI is off (no AI_*_MODEL set)',
  );
  // Notes are embedded in the background after each change; at start it resumes what is left.
  // Listening before the live edits left by a crash are merged below: they change notes too.
  const noteIndexer = ai?.config.embeddingModel ? startNoteIndexer({ database, ai, logger }) : null;
  const collab = createCollab(database, auth, logger, revocations, {
    originPolicy,
    fanOut:
      redis && env.REDIS_URL
        ? (await import('./scale/collabFanOut')).createCollabFanOut(env.REDIS_URL, redis)
        : undefined,
  });
  // Live edits acknowledged before a crash and not yet merged into their notes; imports and
  // photo jobs a stopped server was running (they cannot resume: their uploads are gone), and
  // the temporary folders below. With several processes the primary did this, once.
  if (!isClusterWorker())
    await clearLeftovers(database.db, env.DATA_DIR, logger, {
      sharedDatabase: Boolean(env.DATABASE_URL),
    });
  const importTempDir = path.join(env.DATA_DIR, 'import-tmp');
  const uploadLimits = {
    quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
    perMinute: env.UPLOADS_PER_MINUTE,
  };
  // Recordings being read wait here; nothing in it survives a restart (jobs read the stored file).
  const voiceTempDir = path.join(env.DATA_DIR, 'voice-tmp');
  const voice = createVoice({
    database,
    storage,
    uploadLimits,
    logger,
    ai,
    billing,
    liveNotes: collab.live,
    ffmpeg,
    tempDir: voiceTempDir,
  });
  // Photos being read wait here; a restart ends their jobs (the photos were only ever temporary).
  const ocrTempDir = path.join(env.DATA_DIR, 'ocr-tmp');
  const ocr = createOcr({
    database,
    storage,
    billing,
    uploadLimits,
    logger,
    tempDir: ocrTempDir,
    pool: {
      workers: env.OCR_WORKERS,
      timeLimitMs: env.OCR_TIMEOUT_SECONDS * 1000,
      maxWaiting: env.OCR_QUEUE,
    },
  });
  logger.info({ languages: ocr.languages.codes, workers: env.OCR_WORKERS }, 'photo to note');
  const imports = createImports({
    database,
    storage,
    uploadLimits,
    logger,
    tempDir: importTempDir,
    limits: {
      maxUploadBytes: env.IMPORT_MAX_MB * 1024 * 1024,
      maxEntries: env.IMPORT_MAX_ENTRIES,
      maxUncompressedBytes: env.IMPORT_MAX_UNCOMPRESSED_MB * 1024 * 1024,
      maxAttachmentBytes: env.IMPORT_MAX_ATTACHMENT_MB * 1024 * 1024,
    },
  });
  const app = createApp({
    ai,
    voice,
    ocr,
    database,
    auth,
    billing,
    storage,
    uploadLimits,
    imports,
    liveNotes: collab.live,
    builtInTemplates: loadBuiltInTemplates(),
    demo: { notes: loadDemoNotes(), perAddressPerHour: env.DEMO_ACCOUNTS_PER_HOUR },
    googleEnabled: google !== undefined,
    authAttemptsPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    clientIpHeader: env.CLIENT_IP_HEADER,
    counters,
    logger,
    version,
    publicUrl: env.PUBLIC_URL,
    originPolicy,
    nativeAppOrigins: env.NATIVE_APP_ORIGINS,
    site,
  });
  // Transcripts a stopped server left on their way, read again from their stored recordings
  // (by one process of several).
  if (!isClusterWorker() || process.env[RESUMES_LEFTOVERS]) {
    const resumed = await voice.runner.resume();
    if (resumed > 0) logger.info({ count: resumed }, 'transcripts left by a restart queued again');
  }
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      {
        port: info.port,
        database: database.driver,
        dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
        version,
      },
      `Inkling is running at ${env.PUBLIC_URL}`,
    );
  });
  keepConnectionsAlive(server);
  server.on('upgrade', collab.handleUpgrade);
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      exitWith(`Port ${env.PORT} is already in use: set PORT to a free port.`);
    logger.fatal({ err: error }, 'HTTP server error');
    process.exit(1);
  });
  const stopReturningFreedMemory = returnServersFreedMemory(server);

  // With several instances, each round of a job runs on the one that claims it in Redis.
  const schedule = { rounds: redis ? redisJobRounds(redis) : undefined };
  const stopPurgers = [
    startTrashPurger(database.db, logger, schedule),
    startVersionPruner(database.db, logger, schedule),
    startDemoPurger(database.db, storage, logger, schedule),
    startUploadPurger(database.db, storage, logger, schedule),
    startIdempotencyKeyPurger(database.db, logger, schedule),
    // Vacuum and statistics on PGlite (PostgreSQL has autovacuum); the indexes' merge on both.
    startHousekeeping(database, logger, schedule),
    startJobHeartbeat(database.db, { imports: imports.runner, photos: ocr.jobs }, logger),
  ];

  handleShutdown(
    server,
    logger,
    async () => {
      for (const stop of stopPurgers) stop();
      stopReturningFreedMemory();
      await noteIndexer?.stop();
      await voice.runner.stop();
      await ocr.close();
      await closeMarkdownPool();
      await closeHtmlPool();
      await closePdfPool();
      await database.close();
      await sharedRevocations?.close();
      if (redis) await closeRedis(redis);
    },
    () => collab.close(),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Inkling failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
