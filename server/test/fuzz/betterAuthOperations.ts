import type { JsonSchema } from './arbitraryFromSchema';
import type { Operation } from './openapiFuzz.test';

const string = (maxLength = 40): JsonSchema => ({ type: 'string', maxLength });
const email: JsonSchema = { type: 'string', format: 'email' };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
const post = (path: string, body: JsonSchema): Operation => ({
  method: 'POST',
  path,
  parameters: [],
  body,
});
const get = (path: string): Operation => ({ method: 'GET', path, parameters: [] });

/**
 * Better Auth's endpoints that take input (it keeps them out of our OpenAPI
 * document), with the fields its client sends. Left out: those that end the
 * fuzzing session itself (sign-out, revoke-sessions, revoke-other-sessions).
 */
export const betterAuthOperations: Operation[] = [
  post(
    '/auth/sign-up/email',
    object({ email, password: string(), name: string(), image: string() }, [
      'email',
      'password',
      'name',
    ]),
  ),
  post(
    '/auth/sign-in/email',
    object({ email, password: string(), rememberMe: { type: 'boolean' } }, ['email', 'password']),
  ),
  post(
    '/auth/sign-in/social',
    object({ provider: { enum: ['google', 'github'] }, callbackURL: string() }, ['provider']),
  ),
  post('/auth/update-user', object({ name: string(), image: string() })),
  post(
    '/auth/change-password',
    object(
      {
        currentPassword: string(),
        newPassword: string(),
        revokeOtherSessions: { type: 'boolean' },
      },
      ['currentPassword', 'newPassword'],
    ),
  ),
  post('/auth/request-password-reset', object({ email, redirectTo: string() }, ['email'])),
  post('/auth/reset-password', object({ newPassword: string(), token: string() }, ['newPassword'])),
  post('/auth/revoke-session', object({ token: string() }, ['token'])),
  post('/auth/delete-user', object({ password: string() })),
  get('/auth/get-session'),
  get('/auth/list-sessions'),
  get('/auth/passkey/generate-register-options'),
  get('/auth/passkey/generate-authenticate-options'),
  get('/auth/passkey/list-user-passkeys'),
  post('/auth/passkey/verify-registration', object({ response: {}, name: string() }, ['response'])),
  post('/auth/passkey/verify-authentication', object({ response: {} }, ['response'])),
  post('/auth/passkey/delete-passkey', object({ id: string() }, ['id'])),
  post('/auth/passkey/update-passkey', object({ id: string(), name: string() }, ['id', 'name'])),
];
