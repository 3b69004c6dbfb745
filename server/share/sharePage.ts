import { PRODUCT_NAME } from '@common/constants';
import { escapeHtml } from './renderNoteHtml';
import { SHARE_CSS } from './shareStyles';

/** What search engines and link previews are told about a page. */
interface PageHead {
  title: string;
  /** For the description and Open Graph tags; absent on pages that show no note. */
  description?: string;
  /** The page's public address (og:url). */
  url?: string;
  /** The site's Open Graph image, absolute. */
  image?: string;
}

const DESCRIPTION_LENGTH = 160;

/** The first ~160 characters of the note's text, cut at a word when one ends near. */
export function describe(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH - 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function head({ title, description, url, image }: PageHead): string {
  const meta = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}">`;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`;
  const fullTitle = `${title} — ${PRODUCT_NAME}`;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(fullTitle)}</title>`,
    meta('robots', 'noindex, nofollow'),
    ...(description !== undefined
      ? [
          meta('description', description),
          property('og:type', 'article'),
          property('og:site_name', PRODUCT_NAME),
          property('og:title', title),
          property('og:description', description),
          ...(url ? [property('og:url', url)] : []),
          ...(image ? [property('og:image', image)] : []),
          meta('twitter:card', 'summary'),
          meta('twitter:title', title),
          meta('twitter:description', description),
        ]
      : []),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>${SHARE_CSS}</style>`,
  ].join('');
}

/** The frame of every share page: the brand, the content, and the way to Inkling. */
function layout(pageHead: PageHead, main: string): string {
  return (
    `<!doctype html><html lang="en"><head>${head(pageHead)}</head><body>` +
    `<header><a class="brand" href="/">${PRODUCT_NAME}</a></header>` +
    `<main id="main">${main}</main>` +
    `<footer>Made with <a href="/signup">${PRODUCT_NAME}</a>, the notes app that thinks with you.</footer>` +
    '</body></html>'
  );
}

/** The shared note: its title, when it last changed, and its body (already sanitised). */
export function notePage(note: {
  title: string;
  bodyHtml: string;
  plainText: string;
  updatedAt: Date;
  url: string;
  image?: string;
}): string {
  const title = note.title.trim() || 'Untitled';
  const updated = note.updatedAt.toISOString();
  const day = note.updatedAt.toLocaleDateString('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return layout(
    { title, description: describe(note.plainText), url: note.url, image: note.image },
    `<article><h1>${escapeHtml(title)}</h1>` +
      `<p class="meta">Updated <time datetime="${updated}">${escapeHtml(day)}</time></p>` +
      `${note.bodyHtml}</article>`,
  );
}

/**
 * A link with a password: the form, and why it shows again. Link previews
 * get no title or words of the note (a stranger may paste the link).
 */
export function passwordPage(options: { action: string; wrong: boolean }): string {
  const error = options.wrong
    ? '<p class="error" id="password-error" role="alert">Wrong password.</p>'
    : '';
  const described = options.wrong ? ' aria-describedby="password-error"' : '';
  return layout(
    { title: 'A shared note', description: 'This shared note is protected by a password.' },
    '<section class="notice"><h1>This note is protected</h1>' +
      '<p>Enter the password you were given to read it.</p>' +
      `<form method="post" action="${escapeHtml(options.action)}">` +
      '<label for="password">Password</label>' +
      `<input id="password" name="password" type="password" required autocomplete="current-password" maxlength="128"${described}${options.wrong ? ' aria-invalid="true"' : ''}>` +
      `${error}<button type="submit">Open the note</button></form></section>`,
  );
}

/** A page that only says something (expired, revoked, unknown, too many tries) with a way home. */
export function noticePage(title: string, message: string): string {
  return layout(
    { title },
    `<section class="notice"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
      `<p><a href="/">Go to the ${PRODUCT_NAME} home page</a></p></section>`,
  );
}
