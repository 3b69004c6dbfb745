/**
 * Where to go after signing in: the page the visitor was sent away from, if
 * it is a path on this site ("/note/1"), never another site ("//evil.com").
 */
export function safeNext(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  return next;
}

/** `/login?next=…` for the current address. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}
