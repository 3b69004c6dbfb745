const TITLE_MAX = 120;

/**
 * A model's Markdown answer as a note: its first top-level heading becomes the
 * title (and leaves the body, where it would repeat the title), otherwise the
 * first line of text does, shortened; the rest is the body as written.
 */
export function answerToNote(
  answer: string,
  fallbackTitle = 'AI note',
): { title: string; markdown: string } {
  const text = answer.replace(/\r\n?/g, '\n').trim();
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(text);
  if (heading && text.slice(0, heading.index).trim() === '') {
    const body = text.slice(heading.index + heading[0].length).replace(/^\n+/, '');
    return { title: shorten(stripInline(heading[1] ?? '')) || fallbackTitle, markdown: body };
  }
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const title = shorten(stripInline(firstLine.replace(/^[#>*\-\d.\s]+/, ''))) || fallbackTitle;
  return { title, markdown: text };
}

function stripInline(text: string): string {
  return text
    .replace(/[*_`~]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
}

function shorten(text: string): string {
  if (text.length <= TITLE_MAX) return text;
  const cut = text.slice(0, TITLE_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : TITLE_MAX).trimEnd()}…`;
}
