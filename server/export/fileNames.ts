/** Longest file name (without extension) an exported note gets, in characters. */
const MAX_NAME_LENGTH = 100;
// Characters no file system or ZIP tool takes well in a name: path separators,
// Windows' reserved punctuation, and control characters.
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;
const reservedOnWindows = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A note title (or tag name) as a file or folder name: unsafe characters
 * replaced by "-", white space collapsed, no leading or trailing dots or
 * spaces, at most 100 characters; "Untitled" when nothing is left.
 */
export function safeFileName(title: string, fallback = 'Untitled'): string {
  const cleaned = title.replace(unsafeCharacters, '-').replace(/\s+/g, ' ').trim();
  const cut = [...cleaned].slice(0, MAX_NAME_LENGTH).join('');
  const trimmed = cut.replace(/^[.\s]+|[.\s]+$/g, '');
  if (!trimmed) return fallback;
  return reservedOnWindows.test(trimmed) ? `${trimmed}_` : trimmed;
}

/**
 * A `Content-Disposition: attachment` header for a download of this name: an
 * ASCII fallback for old clients and the exact name as UTF-8 (RFC 6266/5987).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Hands out unique paths: the second "notes/Plan.md" becomes
 * "notes/Plan (2).md", then "(3)"… Compared without case, as macOS and
 * Windows folders do.
 */
export class UniquePaths {
  private readonly taken = new Set<string>();

  take(folder: string, name: string, extension: string): string {
    for (let copy = 1; ; copy++) {
      const candidate = `${folder}/${copy === 1 ? name : `${name} (${copy})`}${extension}`;
      const key = candidate.toLowerCase();
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return candidate;
      }
    }
  }
}
