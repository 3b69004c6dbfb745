import type { User } from '@common/schemas/user';
import { storage } from '@app/lib/storage';

/**
 * The signed-in user as the server last confirmed it, kept on this device so
 * that reloading the app offline opens it (the service worker serves the
 * shell, the local store the data) rather than the sign-in screen. It stands
 * in only when /api/session could not be reached at all; any answer from the
 * server, "nobody" included, replaces it, and it goes whenever the session ends.
 */
const KEY = 'last-user';

export function rememberUser(user: User | null): void {
  if (user) storage.set(KEY, JSON.stringify(user));
  else storage.remove(KEY);
}

export function lastKnownUser(): User | null {
  try {
    const value: unknown = JSON.parse(storage.get(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { id, email, name, createdAt } = value as Record<string, unknown>;
    if ([id, email, name, createdAt].some((field) => typeof field !== 'string')) return null;
    return value as User;
  } catch {
    return null;
  }
}

/** The request never reached a server: no connection (fetch rejects with a TypeError). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}
