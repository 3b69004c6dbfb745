import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_NATIVE_APP_ORIGINS } from './http/cors';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the server reads. `.env.example` documents each one. */
const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .optional(),
    /** Several instances share rate limits, live edits and sign-outs through this Redis; unset: one process, in memory. */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' })
      .optional(),
    /** Server processes sharing the port (`auto`: one per core); more than 1 needs DATABASE_URL and REDIS_URL. */
    INKLING_WORKERS: z
      .string()
      .regex(/^(auto|\d+)$/, 'must be a whole number of processes, or auto')
      .default('1')
      .transform((value) => (value === 'auto' ? ('auto' as const) : Number(value)))
      .pipe(
        z.union([
          z.literal('auto'),
          z.number().min(1, 'must be at least 1').max(64, 'must be at most 64'),
        ]),
      ),
    /** More sites allowed to call the API from a browser, comma-separated origins. */
    ALLOWED_ORIGINS: z
      .string()
      .transform((value, context) => parseOrigins(value, context))
      .optional(),
    /**
     * Origins of the iOS and Android apps' pages (CORS and the Origin check),
     * comma-separated; `off` refuses the apps. Default: Capacitor's.
     */
    NATIVE_APP_ORIGINS: z
      .string()
      .transform((value, context) => parseNativeAppOrigins(value, context))
      .optional(),
    LOG_LEVEL: z
      .enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` })
      .default('info'),
    /** Folder of the built front end; set by tests that serve a fixture. */
    STATIC_DIR: z.string().min(1).optional(),
    /** Signs session cookies. Required with DATABASE_URL (every instance must share it). */
    AUTH_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (try: openssl rand -base64 32)')
      .optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Inkling <no-reply@localhost>'),
    /** Header a trusted reverse proxy puts the client's address in (e.g. x-forwarded-for). */
    CLIENT_IP_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/i, 'must be a header name such as x-forwarded-for')
      .optional(),
    /** Sign-in and sign-up attempts allowed per minute, per client address and per e-mail. */
    DEMO_ACCOUNTS_PER_HOUR: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(0)
      .default(3),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1)
      .default(10),
    /** Billing is on when this is set (then the price and webhook secret are required too). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    STRIPE_PRICE_ID: z
      .string()
      .regex(/^price_/, 'must be a Stripe price id (price_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
      .optional(),
    /** Tests only: a local stand-in for api.stripe.com. */
    STRIPE_API_URL: z.url({ message: 'must be a URL' }).optional(),
    /** Storage each user may fill with uploaded images, in MB. */
    UPLOAD_QUOTA_MB: z.coerce
      .number({ message: 'must be a number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(1, 'must be at least 1')
      .default(1024),
    /** Images one user may upload per minute. */
    UPLOADS_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(30),
    /** Uploads go to this S3-compatible bucket instead of DATA_DIR/uploads (servers that share no disk). */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
    /** Another S3-compatible service (MinIO, Garage, Ceph, R2…); unset for AWS itself. */
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Unset (both): the AWS SDK's own chain (AWS_* variables, an instance or task role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** endpoint/bucket/key addresses; default: true when S3_ENDPOINT is set, else false. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
    /** Largest file an import takes, in MB: past it the upload stops with a 413. */
    IMPORT_MAX_MB: megabytes(500),
    /** Entries a ZIP being imported may list. */
    IMPORT_MAX_ENTRIES: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(20_000),
    /** Bytes a ZIP being imported may inflate to in all, in MB (counted while inflating). */
    IMPORT_MAX_UNCOMPRESSED_MB: megabytes(2048),
    /** Largest single attachment (an Evernote resource, an image in a ZIP) an import stores, in MB. */
    IMPORT_MAX_ATTACHMENT_MB: megabytes(50),
    /** An OpenAI-compatible API (hosted, or a local Ollama / llama.cpp / vLLM / LocalAI server). */
    AI_BASE_URL: z
      .url({
        protocol: /^https?$/,
        message: 'must be an http:// or https:// URL, such as http://127.0.0.1:11434/v1',
      })
      .optional(),
    AI_API_KEY: z.string().min(1).optional(),
    /** Each AI capability is on when its model is set. */
    AI_CHAT_MODEL: z.string().min(1).optional(),
    AI_EMBEDDING_MODEL: z.string().min(1).optional(),
    AI_TRANSCRIPTION_MODEL: z.string().min(1).optional(),
    /** Refuse any AI_BASE_URL that is not this machine or a private network. */
    AI_LOCAL_ONLY: z
      .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
    /** How long one model call may take, streaming included, in seconds. */
    AI_TIMEOUT_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(5, 'must be at least 5')
      .max(3600, 'must be at most 3600')
      .default(120),
    /** The ffmpeg that reads recordings (voice notes); default: the static build from npm. */
    FFMPEG_PATH: z.string().min(1).optional(),
    /** Photo to note: text recognisers running at once (each a thread of ~150 MB); one per core at most. */
    OCR_WORKERS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(8, 'must be at most 8')
      .default(1),
    /** How long one photo may take to read, in seconds (its recogniser is ended past it). */
    OCR_TIMEOUT_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(5, 'must be at least 5')
      .max(600, 'must be at most 600')
      .default(60),
    /** Photos a request may wait behind before the server answers 503 (background jobs always wait). */
    OCR_QUEUE: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1000).default(8),
    AI_FREE_DAILY_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(0).default(3),
    /** The fair-use ceiling of trial and premium users, per UTC day. */
    AI_FAIR_USE_DAILY_LIMIT: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1)
      .default(500),
  })
  .superRefine((env, context) => {
    if (!env.STRIPE_SECRET_KEY) return;
    for (const name of ['STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when STRIPE_SECRET_KEY is set',
        });
      }
    }
  })
  .superRefine((env, context) => {
    // Half an S3 configuration is a mistake to stop at, not a reason to write to the local disk.
    const hasKeyId = env.S3_ACCESS_KEY_ID !== undefined;
    if (hasKeyId !== (env.S3_SECRET_ACCESS_KEY !== undefined)) {
      const missing = hasKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const other = hasKeyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: `is required when ${other} is set`,
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || hasKeyId)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set',
      });
    }
  })
  .transform((env) => ({
    ...env,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    /** Unset PUBLIC_URL: pages may be opened under any address of this machine (same-origin writes accepted). */
    PUBLIC_URL_IS_SET: env.PUBLIC_URL !== undefined,
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? [],
    NATIVE_APP_ORIGINS: env.NATIVE_APP_ORIGINS ?? [...DEFAULT_NATIVE_APP_ORIGINS],
  }));

/** A size in whole megabytes, at least 1. */
function megabytes(fallback: number) {
  return z.coerce
    .number({ message: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .default(fallback);
}

/** `https://a.example, http://b.example:8080` → the origins, each checked to be nothing more than an origin. */
function parseOrigins(value: string, context: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const part of value.split(',')) {
    const origin = part.trim().replace(/\/$/, '');
    if (!origin) continue;
    const parsed = URL.parse(origin);
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      context.addIssue({
        code: 'custom',
        message: `"${origin}" is not an origin: write scheme://host[:port], such as https://notes.example.com`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
}

/**
 * `capacitor://localhost, https://localhost` → the origins; `off` → none.
 * An app's scheme may be its own (capacitor:), so any scheme://host[:port].
 */
function parseNativeAppOrigins(value: string, context: z.RefinementCtx): string[] {
  if (value.trim().toLowerCase() === 'off') return [];
  const origins: string[] = [];
  for (const part of value.split(',')) {
    const origin = part.trim().replace(/\/$/, '');
    if (!origin) continue;
    if (!/^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(origin)) {
      context.addIssue({
        code: 'custom',
        message: `"${origin}" is not an app origin: write scheme://host[:port], such as capacitor://localhost, or off`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
}

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Blank values count as unset, as they do in most `.env` loaders. */
function withoutBlanks(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/**
 * Parses the environment once, at start. A wrong value throws an `EnvError`
 * whose message names each bad variable, so the operator knows what to fix.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(withoutBlanks(source));
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    // Values are left out on purpose: DATABASE_URL and later secrets must not reach the logs.
    const name = issue.path.join('.') || 'environment';
    return `  ${name}: ${issue.message}`;
  });
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
