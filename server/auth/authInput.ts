/** The longest display name an account may have. */
export const MAX_USER_NAME_LENGTH = 100;
/** The longest profile image address (a URL). */
export const MAX_IMAGE_URL_LENGTH = 2_048;
/** RFC 5321's longest e-mail address. */
const MAX_EMAIL_LENGTH = 254;
/** Every other text Better Auth takes (passwords, tokens, callback URLs, passkey names) fits in this. */
const MAX_OTHER_TEXT_LENGTH = 2_048;
/** A JSON body under /api/auth; a passkey's attestation is the largest, at a few kilobytes. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

/** Better Auth's error shape, which its client reads. */
export interface AuthInputProblem {
  code: string;
  message: string;
}

const problem = (code: string, message: string): AuthInputProblem => ({ code, message });

/**
 * Caps the free text of Better Auth's endpoints (sign-up, update-user,
 * sign-in, password and passkey requests), which checks types but not
 * lengths: a 20 MB name would ride in every later session check of that user.
 * Returns the first problem, or null when the body is within bounds.
 */
export function findAuthInputProblem(body: unknown): AuthInputProblem | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const [field, value] of Object.entries(body)) {
    // PostgreSQL text cannot hold U+0000: refused here rather than failing in the database.
    if (typeof value === 'string' && value.includes('\u0000'))
      return problem('INVALID_TEXT', `"${field}" cannot contain a NUL character.`);
    // update-user passes any JSON value on to the database: only text (and null for the image) fits.
    if (field === 'name' && typeof value !== 'string')
      return problem('INVALID_NAME', 'The name must be text.');
    if (field === 'image' && value !== null && typeof value !== 'string')
      return problem('INVALID_IMAGE_URL', 'The image must be an http:// or https:// address.');
    if (field === 'name' && typeof value === 'string') {
      if (value.length > MAX_USER_NAME_LENGTH)
        return problem('NAME_TOO_LONG', `Names are at most ${MAX_USER_NAME_LENGTH} characters.`);
    } else if (field === 'image' && typeof value === 'string') {
      if (value.length > MAX_IMAGE_URL_LENGTH)
        return problem(
          'IMAGE_URL_TOO_LONG',
          `Image addresses are at most ${MAX_IMAGE_URL_LENGTH} characters.`,
        );
      if (value !== '' && !isWebUrl(value))
        return problem('INVALID_IMAGE_URL', 'The image must be an http:// or https:// address.');
    } else if (field === 'email' && typeof value === 'string') {
      if (value.length > MAX_EMAIL_LENGTH)
        return problem(
          'INVALID_EMAIL',
          `E-mail addresses are at most ${MAX_EMAIL_LENGTH} characters.`,
        );
    } else if (typeof value === 'string' && value.length > MAX_OTHER_TEXT_LENGTH) {
      return problem(
        'FIELD_TOO_LONG',
        `"${field}" is at most ${MAX_OTHER_TEXT_LENGTH} characters.`,
      );
    }
  }
  return null;
}

function isWebUrl(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
}
