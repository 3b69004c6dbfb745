import type { Context } from 'hono';
import { resolver } from 'hono-openapi';
import type { ZodType, z } from 'zod';
import { validationFailed } from '../../errors';
import { OcrBusyError } from '../../ocr/ocrPool';

export const json = (schema: Parameters<typeof resolver>[0]) => ({
  'application/json': { schema: resolver(schema) },
});

/** How a photo upload is described in the OpenAPI document. */
export const photoForm = (description: string, fields: Record<string, object> = {}) => ({
  description,
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: { file: { type: 'string' as const, format: 'binary' }, ...fields },
      },
    },
  },
});

/** The answers a photo being read may give besides its success. */
export const photoErrors = {
  400: { description: 'No photo, an empty or damaged one, or a bad field' },
  413: {
    description:
      'Over 25 MB (the upload stops at once), over 40 megapixels, or over the storage quota',
  },
  415: {
    description: 'Not multipart, or not a JPEG, PNG, WebP or GIF photo (typed from its bytes)',
  },
  422: { description: 'No text was found on the photo, or it took too long to read' },
  429: { description: 'Too many photos this minute (see Retry-After)' },
  503: { description: 'The server is busy reading other photos (see Retry-After)' },
} as const;

/** Multipart text fields checked like any body: 400 VALIDATION_FAILED naming each field. */
export function parseFields<Schema extends ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw validationFailed(
    parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
}

/** Runs the work; a full pool's 503 tells the client when to come back. */
export async function whenNotBusy<T>(c: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OcrBusyError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
