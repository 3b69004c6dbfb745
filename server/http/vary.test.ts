import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addVary } from './vary';

const app = new Hono()
  .use(async (c, next) => {
    await next();
    addVary(c, 'Origin');
    addVary(c, 'Accept-Encoding');
  })
  .get('/', (c) => c.json({ ok: true }))
  .get('/listed', (c) => c.json({ ok: true }, 200, { Vary: 'origin' }))
  .get('/any', (c) => c.json({ ok: true }, 200, { Vary: '*' }))
  .get('/passed-on', () => Response.redirect('https://example.com/', 302));

describe('addVary', () => {
  it('lists each field once, after what the answer already varies by', async () => {
    expect((await app.request('/')).headers.get('Vary')).toBe('Origin, Accept-Encoding');
    expect((await app.request('/listed')).headers.get('Vary')).toBe('origin, Accept-Encoding');
    expect((await app.request('/any')).headers.get('Vary')).toBe('*');
  });

  it('keeps the answer’s body as it is, and copies an answer whose headers cannot change', async () => {
    const response = await app.request('/');
    expect(await response.json()).toEqual({ ok: true });
    // Response.redirect() makes immutable headers: setting one throws, so the answer is copied.
    const passedOn = await app.request('/passed-on');
    expect(passedOn.status).toBe(302);
    expect(passedOn.headers.get('Location')).toBe('https://example.com/');
    expect(passedOn.headers.get('Vary')).toBe('Origin, Accept-Encoding');
  });
});
