import { DOCUMENTS_PER_REQUEST } from '../offline';
import { idSchema } from './ids';
import { z } from './zod';

/** Base64 of Yjs binary data (a state vector or an update). */
const base64Schema = z
  .string()
  .max(700_000, 'A state vector is at most 700,000 characters')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Not base64');

/**
 * `POST /api/notes/documents`: the Yjs documents of up to DOCUMENTS_PER_REQUEST
 * notes, for the device's offline copies. With the state vector the device
 * has, only what it lacks comes back. Ids that are not the user's live notes
 * are left out of the answer (never an error, never another user's note).
 */
export const documentsRequestSchema = z.object({
  notes: z
    .array(z.object({ id: idSchema, stateVector: base64Schema.optional() }))
    .min(1, 'Name at least one note')
    .max(DOCUMENTS_PER_REQUEST, `At most ${DOCUMENTS_PER_REQUEST} notes per request`),
});
export type DocumentsRequest = z.infer<typeof documentsRequestSchema>;

export const documentsResponseSchema = z.object({
  documents: z.array(
    z.object({
      id: z.string(),
      /** Base64 Yjs update: everything the device lacks of the note's document. */
      update: z.string(),
      updatedAt: z.iso.datetime(),
    }),
  ),
});
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;
