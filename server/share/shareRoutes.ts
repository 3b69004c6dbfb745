import { idSchema } from '@common/schemas/ids';
import { SHARE_ID_PATTERN } from '@common/schemas/shares';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { verifyPassword } from '../auth/password';
import type { LiveNotes } from '../collab/collabServer';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { acceptsOrigin, type OriginPolicy } from '../http/originCheck';
import { FixedWindowLimiter } from '../http/rateLimiter';
import type { AppEnv } from '../http/types';
import { sendStoredFile } from '../http/byteRange';
import { findAttachment, servedAs } from '../storage/attachments';
import type { FileStorage } from '../storage/fileStorage';
import { createRenderedShares } from './renderedShares';
import { countView, findShareWithNote, type ShareRow } from './shareLinks';
import { noticePage, notePage, passwordPage } from './sharePage';
import { isShareCookieValid, shareCookieName, shareCookieValue, visitorHash } from './shareSecrets';
import { SHARE_CONTENT_SECURITY_POLICY } from './shareStyles';

/** Both addresses the seed gives a shared note; each serves the same page. */
export const SHARE_PREFIXES = ['/share', '/shared'] as const;

/** Password tries per link and client address in one window. */
export const PASSWORD_ATTEMPTS = 10;
const PASSWORD_WINDOW_MS = 15 * 60_000;
/** How long a right password keeps the link open in that browser. */
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export interface ShareRouteDeps {
  database: Database;
  storage: FileStorage;
  liveNotes?: LiveNotes | undefined;
  publicUrl: string;
  originPolicy: OriginPolicy;
  /** The server's auth secret: it keys the password cookie and the visitor hash. */
  secret: string;
}

interface Page {
  status: 200 | 401 | 403 | 404 | 410 | 429 | 500;
  html: string;
}

type Resolved =
  | { page: Page; share?: never; note?: never }
  | {
      page?: never;
      share: ShareRow;
      note: NonNullable<Awaited<ReturnType<typeof findShareWithNote>>>['note'];
    };

const gonePage = (reason: 'expired' | 'revoked' | 'trashed'): Page => ({
  status: 410,
  html:
    reason === 'expired'
      ? noticePage('This link has expired', 'This link has expired. Ask its owner for a new one.')
      : noticePage(
          'No longer shared',
          reason === 'revoked'
            ? 'This link is no longer shared.'
            : 'This note is no longer shared.',
        ),
});

const notFoundPage = (): Page => ({
  status: 404,
  html: noticePage('Link not found', 'There is no shared note at this address. Check the link.'),
});

/** Headers of every share page: never cached anywhere, never indexed, no script. */
function sendPage(c: Context, { status, html }: Page): Response {
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Content-Security-Policy', SHARE_CONTENT_SECURITY_POLICY);
  return c.req.method === 'HEAD' ? c.body(null, status) : c.html(html, status);
}

/**
 * The public side of share links: `/share/:shareId` and `/shared/:shareId`
 * render the note as it is now on the server (no JavaScript), a password
 * form for protected links, 410 for expired or revoked links (and notes in
 * the trash), 404 for unknown ones; `…/attachments/:id` serves the note's
 * own images and recordings through the link (with byte ranges). See docs/ARCHITECTURE.md (Sharing).
 */
export function shareRoutes(deps: ShareRouteDeps) {
  const { db } = deps.database;
  const siteOrigin = new URL(deps.publicUrl).origin;
  const passwordTries = new FixedWindowLimiter(
    'share-password',
    PASSWORD_ATTEMPTS,
    PASSWORD_WINDOW_MS,
  );
  const ogImage = `${deps.publicUrl}/og/inkling.png`;
  const renderedShare = createRenderedShares({ siteOrigin, live: deps.liveNotes });

  /** The link and its note, or the page that says why there is nothing to show. */
  async function resolve(shareId: string): Promise<Resolved> {
    if (!SHARE_ID_PATTERN.test(shareId)) return { page: notFoundPage() };
    const found = await findShareWithNote(db, shareId);
    if (!found) return { page: notFoundPage() };
    const { share, note } = found;
    if (share.revokedAt) return { page: gonePage('revoked') };
    if (share.expiresAt && share.expiresAt.getTime() <= Date.now())
      return { page: gonePage('expired') };
    if (note.deletedAt) return { page: gonePage('trashed') };
    return { share, note };
  }

  const unlocked = (c: Context<AppEnv>, share: ShareRow) =>
    !share.passwordHash ||
    isShareCookieValid(
      deps.secret,
      share.id,
      share.passwordHash,
      getCookie(c, shareCookieName(share.id)),
    );

  const app = new Hono<AppEnv>();
  for (const prefix of SHARE_PREFIXES) {
    app.get(`${prefix}/:shareId`, async (c) => {
      const shareId = c.req.param('shareId');
      const found = await resolve(shareId);
      if (found.page) return sendPage(c, found.page);
      const { share, note } = found;
      const path = `${prefix}/${share.id}`;
      if (!unlocked(c, share))
        return sendPage(c, {
          status: 200,
          html: passwordPage({ action: path, wrong: false }),
        });

      const shared = renderedShare(path, note.id, note.ydoc);
      if (c.req.method === 'GET') {
        const visitor = visitorHash(
          deps.secret,
          c.get('clientIp'),
          c.req.header('User-Agent') ?? '',
        );
        await countView(db, share.id, visitor);
      }
      return sendPage(c, {
        status: 200,
        html: notePage({
          title: shared.title,
          bodyHtml: shared.bodyHtml,
          plainText: shared.leadText,
          updatedAt: note.updatedAt,
          url: `${deps.publicUrl}${path}`,
          image: ogImage,
        }),
      });
    });

    app.post(
      `${prefix}/:shareId`,
      bodyLimit({
        maxSize: 8 * 1024,
        onError: (c) =>
          sendPage(c, {
            status: 403,
            html: noticePage('Not accepted', 'That was far too long to be a password.'),
          }),
      }),
      async (c) => {
        // The API's cross-site rule: only this site's own pages may send the form.
        const origin = c.req.header('Origin');
        const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';
        if (
          (origin && !acceptsOrigin(deps.originPolicy, origin, c.req.header('Host'))) ||
          (!origin && crossSite)
        )
          return sendPage(c, {
            status: 403,
            html: noticePage('Not accepted', 'This form was sent from another site.'),
          });
        const found = await resolve(c.req.param('shareId'));
        if (found.page) return sendPage(c, found.page);
        const { share } = found;
        const path = `${prefix}/${share.id}`;
        if (!share.passwordHash) return c.redirect(path, 303);

        const key = `${share.id}\n${c.get('clientIp')}`;
        const verdict = await passwordTries.hit(c.get('counters'), key);
        if (!verdict.allowed) {
          c.header('Retry-After', String(verdict.retryAfterSeconds));
          return sendPage(c, {
            status: 429,
            html: noticePage(
              'Too many tries',
              'Too many wrong passwords for this link. Please wait a few minutes and try again.',
            ),
          });
        }
        const sent = await c.req.parseBody().then(
          (form) => form.password,
          () => undefined,
        );
        const password = typeof sent === 'string' ? sent : '';
        const right =
          password.length > 0 &&
          password.length <= 128 &&
          (await verifyPassword({ hash: share.passwordHash, password }));
        if (!right)
          return sendPage(c, { status: 401, html: passwordPage({ action: path, wrong: true }) });

        const maxAge = share.expiresAt
          ? Math.min(
              COOKIE_MAX_AGE_SECONDS,
              Math.ceil((share.expiresAt.getTime() - Date.now()) / 1000),
            )
          : COOKIE_MAX_AGE_SECONDS;
        setCookie(
          c,
          shareCookieName(share.id),
          shareCookieValue(deps.secret, share.id, share.passwordHash),
          {
            path: '/',
            httpOnly: true,
            sameSite: 'Lax',
            secure: deps.publicUrl.startsWith('https:'),
            maxAge: Math.max(1, maxAge),
          },
        );
        c.header('Cache-Control', 'private, no-store');
        return c.redirect(path, 303);
      },
    );

    app.get(`${prefix}/:shareId/attachments/:id`, async (c) => {
      const plain = (status: 401 | 404 | 410, text: string) => {
        c.header('Cache-Control', 'private, no-store');
        c.header('X-Robots-Tag', 'noindex, nofollow');
        return c.text(text, status);
      };
      const id = c.req.param('id').toLowerCase();
      if (!idSchema.safeParse(id).success) return plain(404, 'Not found');
      const found = await resolve(c.req.param('shareId'));
      if (found.page)
        return plain(found.page.status === 410 ? 410 : 404, 'This link is no longer shared.');
      const { share, note } = found;
      if (!unlocked(c, share)) return plain(401, 'This shared note needs its password.');
      // Only what the note itself shows, and only its owner's uploads.
      const shared = renderedShare(`${prefix}/${share.id}`, note.id, note.ydoc);
      if (!shared.attachments.has(id)) return plain(404, 'Not found');
      const upload = await findAttachment(db, id);
      if (!upload || upload.userId !== share.userId) return plain(404, 'Not found');
      // Streamed, one byte range at a time when asked: a player seeks in a long recording.
      // Images and recordings inline as themselves; anything else (an imported PDF) only as a download.
      const { contentType, disposition } = servedAs(upload);
      const sent = await sendStoredFile(
        c,
        deps.storage,
        { key: upload.storageKey, size: upload.size },
        {
          'Content-Type': contentType,
          'Content-Disposition': disposition,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Robots-Tag': 'noindex, nofollow',
          'Content-Security-Policy': "default-src 'none'; sandbox",
        },
      ).catch(() => null);
      return sent ?? plain(404, 'Not found');
    });
  }

  app.onError((error, c) => {
    if (error instanceof AppError && error.status < 500)
      return sendPage(c, {
        status: error.status === 404 ? 404 : 403,
        html: noticePage('Not available', error.message),
      });
    c.get('logger').error({ err: error }, 'share page failed');
    return sendPage(c, {
      status: 500,
      html: noticePage('Something went wrong', 'This page could not be shown. Please try again.'),
    });
  });
  return app;
}
