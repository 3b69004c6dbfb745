const WINDOW = 160;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[character] ?? ''};`,
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The search result's snippet, the server's (server/search) and the device's
 * (app/offline/search) alike: the text around the first match, HTML-escaped, every match wrapped in
 * <mark>. Works on substrings, so it highlights inside longer words and in
 * scripts without spaces alike.
 */
export function buildSnippet(text: string, terms: string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const usable = terms.filter(Boolean).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return escapeHtml(flat.slice(0, WINDOW));
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const first = flat.search(pattern);
  const start = first <= 40 ? 0 : Math.max(0, flat.lastIndexOf(' ', first - 40) + 1 || first - 40);
  const piece = flat.slice(start, start + WINDOW);
  const highlighted = piece
    .split(pattern)
    .map(escapeHtml)
    .reduce<string[]>((parts, part, index) => {
      parts.push(part);
      const match = piece.match(pattern)?.[index];
      if (match !== undefined) parts.push(`<mark>${escapeHtml(match)}</mark>`);
      return parts;
    }, [])
    .join('');
  return `${start > 0 ? '…' : ''}${highlighted}${start + WINDOW < flat.length ? '…' : ''}`;
}
