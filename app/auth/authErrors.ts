/**
 * Words for the auth errors of the seed (§8). Better Auth answers with a code
 * and a message; the seed names the messages of its previous provider. Both
 * map to the same words.
 */
export interface AuthErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

export type SignUpErrorPlacement =
  | { field: 'email'; message: string; offerSignIn?: boolean }
  | { field: 'password'; message: string }
  | { field: 'toast'; message: string };

const ALREADY_REGISTERED = 'This email is already registered.';
const INVALID_EMAIL = 'Please enter a valid email address';
const SHORT_PASSWORD = 'Password must be at least 6 characters';

/** Where a sign-up error shows, and in which words. */
export function placeSignUpError(error: AuthErrorLike): SignUpErrorPlacement {
  const message = error.message ?? '';
  const code = error.code ?? '';
  if (message === 'User already registered' || code.startsWith('USER_ALREADY_EXISTS')) {
    return { field: 'email', message: ALREADY_REGISTERED, offerSignIn: true };
  }
  if (
    message === 'Invalid email' ||
    message === 'Unable to validate email address: invalid format' ||
    code === 'INVALID_EMAIL'
  ) {
    return { field: 'email', message: INVALID_EMAIL };
  }
  if (message === 'Password should be at least 6 characters' || code === 'PASSWORD_TOO_SHORT') {
    return { field: 'password', message: SHORT_PASSWORD };
  }
  if (error.status === 429) return { field: 'toast', message: rateLimitMessage(error) };
  if (/email/i.test(message)) return { field: 'email', message };
  if (/password/i.test(message)) return { field: 'password', message };
  return { field: 'toast', message: message || 'Could not create the account. Please try again.' };
}

/** The provider's message for the sign-in toast, with a readable fallback. */
export function signInErrorMessage(error: AuthErrorLike): string {
  if (error.status === 429) return rateLimitMessage(error);
  return error.message || 'Could not sign in. Please try again.';
}

function rateLimitMessage(error: AuthErrorLike): string {
  return error.message && !/^too many requests$/i.test(error.message)
    ? error.message
    : 'Too many attempts. Please wait a minute and try again.';
}

/** The seed's words for anything unexpected during an auth action. */
export const unexpectedErrorToast = {
  title: 'Error',
  description: 'An unexpected error occurred. Please try again.',
  variant: 'destructive',
} as const;

export const GOOGLE_NOT_CONFIGURED =
  'Failed to connect with Google. Please check your configuration.';

/** The seed's Google toast text: the provider's words, or the configuration hint. */
export function googleErrorMessage(error: AuthErrorLike): string {
  if (!error.message || error.code === 'PROVIDER_NOT_FOUND' || error.status === 404)
    return GOOGLE_NOT_CONFIGURED;
  return error.message;
}
