import { PUBLIC_ORIGIN_PLACEHOLDER } from '@common/routes';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicyFor, SPA_FALLBACK_FILE, type SiteFiles } from './siteFiles';

/** A page ready to send: its bytes for each encoding and its policy. */
export interface FinishedPage {
  body: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  /** For HTML: the Content-Security-Policy computed from the page as sent. */
  contentSecurityPolicy?: string;
}

/** The app shell serves app screens and unknown paths alike: none of them belongs in search results. */
const NOINDEX_META = '<meta name="robots" content="noindex, nofollow">';

/**
 * Finishes prerendered files as they are sent: the placeholder origin in
 * canonical links, Open Graph tags, JSON-LD and the sitemap becomes the
 * site's public address, and the app shell gains a noindex tag. Results are
 * kept per origin and file; with no fixed public URL the origin comes from
 * the request, so the cache keeps only a few origins.
 */
export function createPageFinisher(site: SiteFiles, publicUrl?: string) {
  const finished = new Map<string, FinishedPage>();
  const origins = new Set<string>();
  const MAX_ORIGINS = 4;

  return function finishPage(relative: string, requestOrigin: string): FinishedPage | undefined {
    const source = site.text(relative);
    if (source === undefined) return undefined;
    const origin = publicUrl ?? requestOrigin;
    const key = `${origin}\n${relative}`;
    const cached = finished.get(key);
    if (cached) return cached;

    let text = source.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, origin);
    if (relative === SPA_FALLBACK_FILE) text = text.replace(/<head>/i, `<head>${NOINDEX_META}`);
    const body = Buffer.from(text);
    // Plain byte arrays (not Buffers over a shared pool), as Response bodies expect.
    const page: FinishedPage = {
      body: Uint8Array.from(body),
      br: Uint8Array.from(
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      ),
      gzip: Uint8Array.from(gzipSync(body, { level: 9 })),
      ...(relative.endsWith('.html')
        ? { contentSecurityPolicy: contentSecurityPolicyFor(text) }
        : {}),
    };
    if (origins.has(origin) || origins.size < MAX_ORIGINS) {
      origins.add(origin);
      finished.set(key, page);
    }
    return page;
  };
}
