/** Schemes a shared page may link to; anything else (javascript:, data:, vbscript:…) is dropped. */
const allowedSchemes = new Set(['http', 'https', 'mailto']);
const scheme = /^([a-z][a-z0-9+.-]*):/i;
/**
 * What the URL standard takes out before reading a URL: tabs and newlines
 * anywhere (`java\tscript:` is `javascript:`), controls and spaces at either end.
 */
const tabOrNewline = /[\t\n\r]/g;

/** Without controls and spaces at either end, in linear time (a regex anchored at `$` is not). */
function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/**
 * A link target safe to put in a shared page: http(s), mailto, or a path on
 * this site; null for any other scheme and for protocol-relative addresses
 * (`//host`, `/\host`), which leave the site without saying how.
 */
export function safeUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = trimControls(raw.replace(tabOrNewline, ''));
  if (!url) return null;
  const match = scheme.exec(url);
  if (match) return allowedSchemes.has((match[1] ?? '').toLowerCase()) ? url : null;
  if (/^[/\\]{2}/.test(url) || url.startsWith('\\')) return null;
  return url;
}

const ATTACHMENT_PATH =
  /^\/api\/attachments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The upload an address in a note names (`/api/attachments/<id>`, the
 * editor's form, or the same on this site's own origin), or null.
 */
export function attachmentIdOf(url: string, siteOrigin: string): string | null {
  let path = url;
  if (url.startsWith(`${siteOrigin}/`)) path = url.slice(siteOrigin.length);
  const match = ATTACHMENT_PATH.exec(path);
  return match?.[1]?.toLowerCase() ?? null;
}
