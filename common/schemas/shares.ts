import { z } from './zod';

/** A share link's id: 24 random bytes in base64url (192 bits), the link's only secret. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const shareIdSchema = z.string().regex(SHARE_ID_PATTERN, 'Not a share link id');
export const shareIdParamSchema = z.object({ shareId: shareIdSchema });

export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 128;

export const sharePasswordSchema = z
  .string()
  .min(SHARE_PASSWORD_MIN, `A link password needs at least ${SHARE_PASSWORD_MIN} characters`)
  .max(SHARE_PASSWORD_MAX, `A link password has at most ${SHARE_PASSWORD_MAX} characters`);

/** A new share link: when it stops working (null or absent: never), and an optional password. */
export const createShareSchema = z.object({
  expiresAt: z.iso
    .datetime({ offset: true, message: 'expiresAt must be an ISO date and time' })
    .refine((value) => Date.parse(value) > Date.now(), 'The expiry date is already past')
    .nullable()
    .optional(),
  password: sharePasswordSchema.optional(),
});
export type CreateShare = z.infer<typeof createShareSchema>;

export const shareSchema = z.object({
  id: z.string(),
  /** The public address of the shared page. */
  url: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  hasPassword: z.boolean(),
  /** Visits counted once per visitor per hour. */
  views: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareResponseSchema = z.object({ share: shareSchema });
export const shareListSchema = z.object({ shares: z.array(shareSchema) });
export type ShareList = z.infer<typeof shareListSchema>;
