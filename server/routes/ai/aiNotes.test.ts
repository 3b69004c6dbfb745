import { aiNoteResponseSchema } from '@common/schemas/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endTrial,
  startAssistantTestServer,
  usesToday,
} from '../../ai/assistant/assistantTestSupport';
import { AI_NOTE_SYSTEM_PROMPT } from '../../ai/assistant/assistantPrompts';
import type { AiStandIn } from '../../test/aiStandIn';
import { buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

let server: TestServer;
let standIn: AiStandIn;

beforeAll(async () => {
  ({ server, standIn } = await startAssistantTestServer());
}, 30_000);
afterAll(() => standIn.close());

const aiNote = (account: TestUser | null, body: unknown) =>
  server.post('/api/ai/notes', body, account ? withCookie(account.cookie) : {});

async function noteTitles(account: TestUser): Promise<string[]> {
  const response = await server.get('/api/notes', withCookie(account.cookie));
  return ((await response.json()) as { notes: { title: string }[] }).notes.map(
    (note) => note.title,
  );
}

describe('POST /api/ai/notes', () => {
  it('answers 401 signed out', async () => {
    expect((await aiNote(null, { prompt: 'study guide on photosynthesis' })).status).toBe(401);
  });

  it.each([
    ['no prompt', {}],
    ['an empty prompt', { prompt: '  ' }],
    ['a prompt past 4,000 characters', { prompt: 'x'.repeat(4_001) }],
    ['share that is not a boolean', { prompt: 'notes on owls', share: 'yes' }],
  ])('answers 400 for %s, and counts nothing', async (_case, body) => {
    const account = await buildUser(server);
    const response = await aiNote(account, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(await usesToday(server, account.id)).toBe(0);
  });

  it('answers 503 AI_NOT_CONFIGURED when the operator set no chat model', async () => {
    const plain = await getTestServer();
    const account = await buildUser(plain);
    const response = await plain.post(
      '/api/ai/notes',
      { prompt: 'notes on owls' },
      withCookie(account.cookie),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'AI_NOT_CONFIGURED' } });
  });

  it('writes and saves a formatted note with a title, counting one use', async () => {
    const account = await endTrial(server, await buildUser(server));
    const response = await aiNote(account, { prompt: 'study guide on photosynthesis' });
    expect(response.status).toBe(201);
    const { note, share } = aiNoteResponseSchema.parse(await response.json());
    expect(share).toBeUndefined();
    expect(note.title).toBe('Photosynthesis');
    expect(note.markdown).not.toMatch(/^# /);
    expect(note.markdown).toMatch(/^## Key ideas$/m);
    expect(note.markdown).toMatch(/^- What photosynthesis is/m);
    expect(note.markdown).toMatch(/^- \[ \] Read the key ideas$/m);
    expect(note.markdown).toMatch(/^\| Term +\| Meaning +\|$/m);
    expect(await usesToday(server, account.id)).toBe(1);
    expect(await noteTitles(account)).toContain('Photosynthesis');

    const sent = standIn.calls.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(sent.messages).toEqual([
      { role: 'system', content: AI_NOTE_SYSTEM_PROMPT },
      { role: 'user', content: 'study guide on photosynthesis' },
    ]);

    // The saved note reads back the same through the notes API.
    const read = await server.get(`/api/notes/${note.id}`, withCookie(account.cookie));
    expect(((await read.json()) as { note: { markdown: string } }).note.markdown).toBe(
      note.markdown,
    );
  });

  it('with share: true also makes a share link whose page works', async () => {
    const account = await buildUser(server);
    const response = await aiNote(account, { prompt: 'a checklist for moving house', share: true });
    expect(response.status).toBe(201);
    const { note, share } = aiNoteResponseSchema.parse(await response.json());
    expect(share).toMatchObject({ hasPassword: false, expiresAt: null, views: 0 });
    expect(share?.url).toBe(`http://localhost:3000/share/${share?.id}`);
    const page = await server.get(`/share/${share?.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(note.title);
    const links = await server.get(`/api/notes/${note.id}/shares`, withCookie(account.cookie));
    expect(((await links.json()) as { shares: { id: string }[] }).shares).toEqual([
      expect.objectContaining({ id: share?.id }),
    ]);
  });

  it('answers 502 AI_UNAVAILABLE when the model fails: no note made, no use counted', async () => {
    const account = await endTrial(server, await buildUser(server));
    const before = await noteTitles(account);
    const response = await aiNote(account, { prompt: 'notes on storms [[fail]]', share: true });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'AI_UNAVAILABLE' } });
    expect(await noteTitles(account)).toEqual(before);
    expect(await usesToday(server, account.id)).toBe(0);
  });

  it('makes exactly 3 notes of 10 simultaneous requests on a free account with 3 uses', async () => {
    const account = await endTrial(server, await buildUser(server));
    const before = (await noteTitles(account)).length;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        aiNote(account, { prompt: `notes on topic ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect((await noteTitles(account)).length).toBe(before + 3);
    expect(await usesToday(server, account.id)).toBe(3);
  });
});
