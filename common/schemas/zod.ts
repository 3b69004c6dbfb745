import { z } from 'zod';

/**
 * zod for the shared schemas. In the browser its fast path is turned off:
 * that path compiles validators with `new Function`, which our
 * Content-Security-Policy forbids, and merely probing for it makes the
 * browser report a CSP violation on every page that loads a schema. The
 * server keeps the fast path.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
