import { z } from './zod';

/** A record's id as the API hands it out (a UUID): anything else cannot name one. */
export const idSchema = z.uuid({ message: 'Not an id this API returned' });

/** `/:id` in a path. */
export const idParamSchema = z.object({ id: idSchema });

/** A template: a saved one's UUID, or `builtin:<slug>` for a built-in one. */
export const templateIdSchema = z.union([idSchema, z.string().regex(/^builtin:[a-z0-9-]{1,80}$/)], {
  message: 'Not a template id this API returned',
});

export const templateIdParamSchema = z.object({ id: templateIdSchema });
