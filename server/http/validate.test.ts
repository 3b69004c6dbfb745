import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import { inPgliteProject } from '../test/testProjects';
import { errorHandler } from './errorHandler';
import type { AppEnv } from './types';
import { validate } from './validate';

const askedForBody = vi.fn();

const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set('logger', createLogger('silent', false));
    // An own property shadows the getter on the Request's prototype (it cannot be spied on there).
    const raw = c.req.raw;
    const body = Reflect.get(Request.prototype, 'body', raw) as ReadableStream | null;
    Object.defineProperty(raw, 'body', {
      get() {
        askedForBody();
        return body;
      },
    });
    await next();
  })
  .post('/notes', validate('json', z.object({ title: z.string().optional() })), (c) =>
    c.json({ title: c.req.valid('json').title ?? null }),
  )
  .onError(errorHandler);

const post = (body: string | undefined, contentType?: string) =>
  app.request('/notes', {
    method: 'POST',
    body,
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

// No database: once is enough.
describe.runIf(inPgliteProject)('validate json', () => {
  it('reads a JSON body without asking the request for its stream', async () => {
    askedForBody.mockClear();
    const response = await post(JSON.stringify({ title: 'Plans' }), 'application/json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: 'Plans' });
    // On Node, asking builds a whole web Request beside the body already read.
    expect(askedForBody).not.toHaveBeenCalled();
  });

  it('takes JSON under a vendor type with parameters', async () => {
    const response = await post('{"title":"x"}', 'application/vnd.inkling+json; charset=utf-8');
    expect(response.status).toBe(200);
  });

  it('answers 415 for a body in another type', async () => {
    const response = await post('title=Plans', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(json.error.message).toContain('not application/x-www-form-urlencoded');
  });

  it('validates a request without a body as an empty object', async () => {
    const response = await post(undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: null });
  });
});
