import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that opens one password-protected link; its name carries the link's id. */
export const shareCookieName = (shareId: string) => `inkling_share_${shareId}`;

/**
 * The cookie's value: an HMAC, under the server's auth secret, of the link's
 * id and password hash. It opens only that link, cannot be forged without
 * the secret, and no longer opens anything once the link is gone.
 */
export const shareCookieValue = (secret: string, shareId: string, passwordHash: string) =>
  createHmac('sha256', secret)
    .update(`share-cookie\n${shareId}\n${passwordHash}`)
    .digest('base64url');

/** Whether a cookie value is the one this link's password sets. */
export function isShareCookieValid(
  secret: string,
  shareId: string,
  passwordHash: string,
  value: string | undefined,
): boolean {
  if (!value) return false;
  const expected = Buffer.from(shareCookieValue(secret, shareId, passwordHash));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Who a visitor is, for counting views: an HMAC of their address and user
 * agent under the server's secret. The address itself is never stored, and
 * the hash cannot be reversed by trying every address without the secret.
 */
export const visitorHash = (secret: string, clientIp: string, userAgent: string) =>
  createHmac('sha256', secret)
    .update(`share-visitor\n${clientIp}\n${userAgent}`)
    .digest('base64url');
