import { SESSION_TOKEN_HEADER } from '../http/cors';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same record without its `token`. */
function withoutToken(value: unknown): unknown {
  if (!isObject(value) || !('token' in value)) return value;
  const { token: _token, ...rest } = value;
  return rest;
}

/**
 * Better Auth answers with raw session tokens: in each session of
 * list-sessions, in get-session's session, beside the user after sign-in,
 * sign-up and password changes. A token is the session itself; the HttpOnly
 * cookie must stay its only copy, out of reach of a page's scripts. Sessions
 * are named by id instead.
 */
export async function withoutSessionTokens(
  response: Response,
  { keepBearerHeader = false }: { keepBearerHeader?: boolean } = {},
): Promise<Response> {
  // The bearer plugin's copy of a new session (set-auth-token) is for the native app alone,
  // which cannot keep a cookie of another site: a page of the site must never read it.
  if (!keepBearerHeader && response.headers.has(SESSION_TOKEN_HEADER)) {
    response = new Response(response.body, response);
    response.headers.delete(SESSION_TOKEN_HEADER);
  }
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const cleaned = Array.isArray(body)
    ? body.map(withoutToken)
    : isObject(body)
      ? {
          ...(withoutToken(body) as Json),
          ...('session' in body ? { session: withoutToken(body.session) } : {}),
        }
      : body;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(cleaned), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
