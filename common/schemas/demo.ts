import { z } from './zod';

/** `POST /api/demo`: the demo account is signed in (cookie) until this instant. */
export const demoResponseSchema = z.object({ expiresAt: z.iso.datetime() });
export type DemoResponse = z.infer<typeof demoResponseSchema>;
