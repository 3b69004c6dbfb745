const bodies = new WeakMap<Request, Promise<Record<string, unknown> | null>>();

/**
 * The request's JSON object body, read once from a copy (Better Auth reads
 * the original after us); null when it is not a JSON object.
 */
export function readJsonBody(request: Request): Promise<Record<string, unknown> | null> {
  let body = bodies.get(request);
  if (!body) {
    body = request
      .clone()
      .json()
      .then((value: unknown) =>
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : null,
      )
      // Not JSON: Better Auth will answer it with a 400.
      .catch(() => null);
    bodies.set(request, body);
  }
  return body;
}
