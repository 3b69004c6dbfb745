import { Marked, type Tokens } from 'marked';

/**
 * Markdown → HTML at build time. The page's own title is its only h1, so
 * headings in content start at h2 (a `#` becomes h2). Headings get ids so a
 * guide's sections can be linked to.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    checkbox: taskBox,
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 6);
      const text = this.parser.parseInline(tokens);
      const id = slugify(tokens.map((token) => token.raw).join(''));
      return `<h${level} id="${id}">${text}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const external = /^https?:\/\//.test(href);
      const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
      // Outside links open normally but pass no referrer or window handle.
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeAttribute(href)}"${titleAttribute}${rel}>${text}</a>`;
    },
    table(token: Tokens.Table) {
      // Header cells name their column for screen readers.
      const head = token.header
        .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
        .join('');
      const rows = token.rows
        .map(
          (row) =>
            `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
        )
        .join('\n');
      return `<div class="table-scroll"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
    },
  },
});

/**
 * A second renderer for previews inside cards: headings become styled
 * paragraphs, so a preview never adds to the page's outline.
 */
const previewMarked = new Marked({
  gfm: true,
  renderer: {
    checkbox: taskBox,
    heading({ tokens, depth }: Tokens.Heading) {
      return `<p class="preview-heading preview-h${String(depth)}">${this.parser.parseInline(tokens)}</p>\n`;
    },
  },
});

/** A template's Markdown as a card preview (see previewMarked). */
export function renderPreview(markdown: string): string {
  return previewMarked.parse(markdown, { async: false });
}

/** Renders trusted content Markdown (ours, from content/) to HTML. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/** The plain words of some Markdown, for reading time and summaries. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read at 220 words a minute, never less than one. */
export function readingMinutes(markdown: string): number {
  const words = plainText(markdown).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A task-list box drawn as text: a form control here would be one nobody can use. */
function taskBox({ checked }: Tokens.Checkbox): string {
  return `<span class="task-box" aria-hidden="true">${checked ? '☑' : '☐'}</span> `;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
