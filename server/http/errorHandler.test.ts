import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from '../errors';
import { createLogger } from '../logger';
import { errorHandler } from './errorHandler';
import type { AppEnv } from './types';
import { validate } from './validate';

/** A tiny app with the real error handler and validator, to pin down the error contract. */
function appUnderTest() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('logger', createLogger('silent', false));
    await next();
  });
  app.post(
    '/things',
    validate(
      'json',
      z.object({ title: z.string().min(1, 'Title is required'), count: z.number().int() }),
    ),
    (c) => c.json({ received: c.req.valid('json') }, 201),
  );
  app.get('/missing', () => {
    throw notFound('That note does not exist.');
  });
  app.get('/crash', () => {
    throw new Error('secret internal detail at /srv/db.ts:42');
  });
  app.onError(errorHandler);
  return app;
}

const postJson = (body: string) =>
  appUnderTest().request('/things', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  });

describe('errors as JSON', () => {
  it('passes valid input through to the handler', async () => {
    const response = await postJson(JSON.stringify({ title: 'Groceries', count: 2 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: { title: 'Groceries', count: 2 } });
  });

  it('answers invalid input with 400 VALIDATION_FAILED naming each field', async () => {
    const response = await postJson(JSON.stringify({ title: '', count: 1.5 }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; message: string; issues: unknown[] };
    };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe('title: Title is required (and 1 more)');
    expect(body.error.issues).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'count', message: expect.any(String) as string },
    ]);
  });

  it('answers malformed JSON with 400, not a crash', async () => {
    const response = await postJson('{"title": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('keeps the status, code and message of errors thrown on purpose', async () => {
    const response = await appUnderTest().request('/missing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'That note does not exist.' },
    });
  });

  it('hides the details of unexpected errors behind a generic 500', async () => {
    const response = await appUnderTest().request('/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('db.ts');
  });
});
