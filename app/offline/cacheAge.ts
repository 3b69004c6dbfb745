/** How long a cached answer is kept for reading offline: the queries' gcTime and the persisted copy's maxAge. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
