import { PRODUCT_NAME } from '@common/constants';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Auth } from './auth/auth';
import type { Template } from '@common/schemas/templates';
import type { BillingConfig } from './billing/config';
import type { LiveNotes } from './collab/collabServer';
import type { Database } from './db/client';
import { clientIp } from './http/clientIp';
import { compressResponses } from './http/compressResponses';
import { memoryCounters, type Counters } from './scale/counters';
import { nativeAppCors } from './http/cors';
import { originCheck, publicUrlOnly, type OriginPolicy } from './http/originCheck';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { openApiDocument } from './http/openapiDocument';
import { requestLogger } from './http/requestLogger';
import type { AppEnv } from './http/types';
import type { Logger } from './logger';
import type { FileStorage } from './storage/fileStorage';
import type { UploadLimits } from './storage/uploadQuota';
import { attachmentRoutes } from './routes/attachments/attachments';
import { authRoutes } from './routes/auth/auth';
import { billingRoutes } from './routes/billing/billing';
import { configRoutes } from './routes/config/config';
import { functionRoutes } from './routes/functions/functions';
import { healthRoutes } from './routes/health/health';
import { meRoutes } from './routes/me/me';
import { noteRoutes } from './routes/notes/notes';
import { noteDocumentRoutes } from './routes/notes/documents';
import { idempotency } from './http/idempotency';
import { searchRoutes } from './routes/search/search';
import { tagRoutes } from './routes/tags/tags';
import { templateRoutes } from './routes/templates/templates';
import { trashRoutes } from './routes/trash/trash';
import { demoRoutes } from './routes/demo/demo';
import { importRoutes, type ImportRouteOptions } from './routes/import/import';
import { createImports } from './import/importSetup';
import { exportRoutes, noteExportRoutes } from './routes/export/export';
import { sessionRoutes } from './routes/session/session';
import { sessionsRoutes } from './routes/sessions/sessions';
import type { DemoSettings } from './demo/demoAccounts';
import type { SiteFiles } from './web/siteFiles';
import { staticSite } from './web/staticSite';
import { shareApiRoutes } from './routes/shares/shares';
import { journalRoutes } from './routes/journal/journal';
import { habitRoutes } from './routes/habits/habits';
import { shareRoutes } from './share/shareRoutes';
import { aiStatusOf } from './ai/aiConfig';
import type { AiProvider } from './ai/aiProvider';
import { aiStatusRoutes } from './routes/ai/aiStatus';
import { askRoutes } from './routes/ai/ask';
import { relatedNoteRoutes } from './routes/ai/related';
import { aiNoteRoutes } from './routes/ai/aiNotes';
import { chatRoutes } from './routes/ai/chat';
import { conversationRoutes } from './routes/ai/conversations';
import { noteAiRoutes } from './routes/ai/noteAi';
import { versionRoutes } from './routes/versions/versions';
import { voiceRoutes } from './routes/voice/voice';
import { createVoice, type Voice } from './voice/voiceSetup';
import { createOcr, type Ocr } from './ocr/ocrSetup';
import { ocrRoutes } from './routes/ocr/ocr';
import { photoTextRoutes } from './routes/ocr/photoText';
import { fromPhotoRoutes } from './routes/ocr/fromPhoto';
import { ocrDataRoutes } from './routes/ocr/ocrData';

export interface AppDependencies {
  database: Database;
  auth: Auth;
  billing: BillingConfig;
  /** Where uploaded images are kept. */
  storage: FileStorage;
  /** Per-user storage quota and upload rate; defaults to 1 GB and 30 a minute. */
  uploadLimits?: UploadLimits | undefined;
  /** Notes open in live editors (the collaboration server), for REST writes to go through. */
  liveNotes?: LiveNotes | undefined;
  /** The built-in note templates (content/templates), loaded at start. */
  builtInTemplates: Template[];
  /** Demo accounts: their sample notes and how many one address may start per hour. */
  demo: DemoSettings;
  /** Whether Google sign-in is configured, for GET /api/config. */
  googleEnabled?: boolean;
  /** Sign-in and sign-up attempts per minute, per client address and per e-mail. */
  authAttemptsPerMinute: number;
  /** Header a trusted proxy sets to the client's address; unset: the socket's address. */
  clientIpHeader?: string | undefined;
  /** Where the rate limits count (Redis with several instances); default: this process's memory. */
  counters?: Counters | undefined;
  logger: Logger;
  version: string;
  publicUrl: string;
  /** Which sites may write (PUBLIC_URL, ALLOWED_ORIGINS, same origin); default: PUBLIC_URL only. */
  originPolicy?: OriginPolicy | undefined;
  /** The native app's page origins (NATIVE_APP_ORIGINS): CORS on /api and bearer tokens; default none. */
  nativeAppOrigins?: readonly string[] | undefined;
  /** The built front end; absent in development (Vite serves it) and in API tests. */
  site?: SiteFiles | undefined;
  /** Imports from other apps: job runner, temporary folder, upload limit (defaults for tests). */
  imports?: ImportRouteOptions | undefined;
  /** The model server, or null when the operator set no model (every AI control says so). */
  ai?: AiProvider | null | undefined;
  /** Voice notes: reading recordings (ffmpeg) and the transcription jobs (defaults for tests). */
  voice?: Voice | undefined;
  /** Photo to note: the text recognisers, their languages and the photo jobs (defaults for tests). */
  ocr?: Ocr | undefined;
}

/**
 * The whole HTTP surface of one server process. Every request runs the same
 * chain: request id → log → client address → security headers → (API:
 * compress → origin check on writes → route → errors as JSON) or the
 * static site.
 */
export function createApp({
  database,
  auth,
  billing,
  storage,
  uploadLimits,
  liveNotes,
  builtInTemplates,
  demo,
  googleEnabled = false,
  authAttemptsPerMinute,
  clientIpHeader,
  counters = memoryCounters(),
  logger,
  version,
  publicUrl,
  originPolicy = publicUrlOnly(publicUrl),
  nativeAppOrigins = [],
  site,
  imports = createImports({ database, storage, uploadLimits, logger }),
  ai = null,
  voice = createVoice({ database, storage, uploadLimits, logger, ai, billing, liveNotes }),
  ocr = createOcr({ database, storage, billing, uploadLimits, logger }),
}: AppDependencies) {
  const aiStatus = aiStatusOf(ai?.config ?? null);
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(clientIp(clientIpHeader));
  app.use(async (c, next) => {
    c.set('counters', counters);
    await next();
  });
  app.use(
    secureHeaders({
      // HTML gets its own policy (listing its inline-script hashes); the API needs none.
      contentSecurityPolicy: undefined,
      strictTransportSecurity: publicUrl.startsWith('https:')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );

  const api = new Hono<AppEnv>();
  api.use(nativeAppCors(nativeAppOrigins));
  api.use(compressResponses());
  api.use(originCheck(originPolicy));
  api.use(idempotency(auth, database.db));
  api.route('/health', healthRoutes(database, version));
  api.route('/auth', authRoutes(auth, authAttemptsPerMinute, nativeAppOrigins));
  api.route('/me', meRoutes(auth));
  api.route('/session', sessionRoutes(auth));
  api.route('/sessions', sessionsRoutes(auth, database));
  api.route('/config', configRoutes({ billing: billing.stripe !== null, google: googleEnabled }));
  api.route('/functions', functionRoutes(auth, database, billing));
  api.route('/billing', billingRoutes(auth, database, billing, publicUrl));
  api.route('/notes', noteRoutes(auth, database, builtInTemplates, liveNotes));
  api.route('/notes', noteDocumentRoutes(auth, database, liveNotes));
  api.route('/notes', noteExportRoutes(auth, database, storage, publicUrl));
  api.route('/notes', relatedNoteRoutes(auth, database, ai));
  api.route('/notes', noteAiRoutes(auth, database, billing, ai, liveNotes));
  api.route('/notes', versionRoutes(auth, database, liveNotes));
  api.route('/templates', templateRoutes(auth, database, builtInTemplates));
  api.route('/attachments', attachmentRoutes(auth, database, storage, uploadLimits));
  api.route('/trash', trashRoutes(auth, database));
  api.route('/search', searchRoutes(auth, database, ai));
  api.route('/tags', tagRoutes(auth, database, liveNotes));
  api.route('/demo', demoRoutes(auth, database, demo));
  api.route('/import', importRoutes(auth, database, imports));
  api.route('/export', exportRoutes(auth, database, storage, publicUrl));
  api.route('/journal', journalRoutes(auth, database));
  api.route('/habits', habitRoutes(auth, database));
  api.route('/ai', aiStatusRoutes(auth, aiStatus));
  api.route('/ai', askRoutes(auth, database, billing, ai));
  api.route('/ai', chatRoutes(auth, database, billing, ai));
  api.route('/ai', conversationRoutes(auth, database));
  api.route('/ai', aiNoteRoutes(auth, database, billing, ai, publicUrl));
  api.route('/', shareApiRoutes(auth, database, publicUrl));
  api.route('/', voiceRoutes(auth, database, storage, billing, ai, voice));
  api.route('/ocr', ocrRoutes(auth, database, ocr));
  api.route('/attachments', photoTextRoutes(auth, database, storage, ocr));
  api.route('/notes', fromPhotoRoutes(auth, database, storage, billing, ai, ocr));
  api.get(
    '/openapi.json',
    openApiDocument(api, {
      info: {
        title: `${PRODUCT_NAME} API`,
        version,
        description: `The HTTP API of ${PRODUCT_NAME}.`,
      },
      servers: [{ url: `${publicUrl}/api` }],
    }),
  );
  // Last, so every unknown /api path answers JSON rather than the site's not-found page.
  api.all('*', apiNotFound);
  api.onError(errorHandler);

  app.route('/api', api);
  app.onError(errorHandler);
  // The language data for reading photos in the browser, offline included (public, like the site).
  app.route('/', ocrDataRoutes(ocr.languages));
  app.route(
    '/',
    shareRoutes({
      database,
      storage,
      liveNotes,
      publicUrl,
      originPolicy,
      secret: auth.options.secret,
    }),
  );
  if (site) app.route('/', staticSite(site, publicUrl));

  return app;
}

export type App = ReturnType<typeof createApp>;
