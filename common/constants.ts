/** Business constants of the product specification (seed §9). */

export const PRODUCT_NAME = 'Inkling';

/** Prefix of every key Inkling writes to local storage or device preferences. */
export const STORAGE_PREFIX = 'inkling_';

export const FREE_TRIAL_DAYS = 7;
export const PRICE_USD_PER_MONTH = 1;
export const COMPETITOR_PRICE_USD_PER_MONTH = 10;
/** The landing page's structured data: the $1/month offer is valid until this date (seed §9). */
export const OFFER_VALID_UNTIL = '2026-12-31';
export const DEFAULT_FREE_AI_LIMIT = 3;
export const MIN_PASSWORD_LENGTH = 6;
export const EMAIL_TYPO_CHECK_DELAY_MS = 300;
export const SUBSCRIPTION_POLL_MS = 30_000;
export const AI_USAGE_POLL_MS = 60_000;
export const SUBSCRIPTION_CACHE_FRESH_MS = 30_000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 5_000;
export const STICKY_BAR_SCROLL_THRESHOLD_PX = 300;

/** The full-page loader's words while a screen loads (seed §2). */
export const LOADING_MESSAGE = `One moment — loading ${PRODUCT_NAME}`;

/** The service worker at /sw.js: the page checks for a new version this often (seed §4). */
export const SERVICE_WORKER_UPDATE_MS = 30_000;
