/**
 * A plugin feature this device or build lacks: Capacitor rejects with the
 * code UNIMPLEMENTED (no native code for it, e.g. a plugin absent from the
 * build) or UNAVAILABLE (present but not usable here). Callers fall back to
 * the web path or say so with the seed's words.
 */
export function isMissingFeature(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'UNIMPLEMENTED' || error.code === 'UNAVAILABLE';
}

/** A refusal that is only the person changing their mind (a cancelled prompt or sheet). */
export function isCancelled(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.name} ${error.message}`
      : typeof error === 'object' && error !== null && 'message' in error
        ? String(error.message)
        : String(error);
  return /cancel|abort|NotAllowedError/i.test(text);
}
