import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The SPA shell React Router writes for screens that render only in the browser. */
export const SPA_FALLBACK_FILE = '__spa-fallback.html';

/**
 * An index of the built front end, read once at start: the build does not
 * change while the server runs, so each request is a lookup, not a disk probe.
 */
export interface SiteFiles {
  root: string;
  has(relativePath: string): boolean;
  /** The Content-Security-Policy for an HTML file, allowing exactly its inline scripts. */
  contentSecurityPolicy(relativePath: string): string;
  /** The text of an HTML or XML file (read at start), for pages the server finishes per request. */
  text(relativePath: string): string | undefined;
}

/** Files whose text the server may rewrite as it sends them (see publicPages.ts). */
const textFile = /\.(html|xml)$/;

export function readSiteFiles(root: string): SiteFiles | undefined {
  if (
    !existsSync(path.join(root, SPA_FALLBACK_FILE)) &&
    !existsSync(path.join(root, 'index.html'))
  ) {
    return undefined;
  }
  const files = new Set(listFiles(root));
  const policies = new Map<string, string>();
  const texts = new Map<string, string>();
  for (const file of files) {
    if (!textFile.test(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    texts.set(file, text);
    if (file.endsWith('.html')) policies.set(file, contentSecurityPolicyFor(text));
  }
  return {
    root,
    has: (relativePath) => files.has(relativePath),
    contentSecurityPolicy: (relativePath) =>
      policies.get(relativePath) ?? contentSecurityPolicyFor(''),
    text: (relativePath) => texts.get(relativePath),
  };
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD) are never executed, so script-src does not apply to them. */
const dataBlock = /\btype=["']?application\/(ld\+)?json/i;

/**
 * React Router puts its hydration data and module loader in inline scripts.
 * Rather than allow every inline script, the policy lists the hash of each
 * one this page really has: an injected script matches none and never runs.
 */
export function contentSecurityPolicyFor(html: string): string {
  const hashes = [...html.matchAll(inlineScript)]
    .filter((match) => !dataBlock.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
