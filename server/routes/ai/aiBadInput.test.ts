import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiStandIn, type AiStandIn } from '../../test/aiStandIn';
import { standInProvider } from '../../test/aiTestProvider';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

let standIn: AiStandIn;
let server: TestServer;
let account: TestUser;
let noteId: string;

beforeAll(async () => {
  standIn = await startAiStandIn();
  server = await getTestServer({ ai: standInProvider(standIn) });
  account = await buildUser(server);
  noteId = (await buildNote(server, account, { title: 'Bad input target' })).id;
}, 30_000);
afterAll(() => standIn.close());

/**
 * The outside-measurement shapes of bad input, on every AI endpoint that
 * takes a body: a NUL byte, a nested object where text belongs, a wrong
 * type, and a huge value. Each is a 400 and reaches no model.
 */
const endpoints = () =>
  [
    ['/api/ai/chat', (value: unknown) => ({ messages: [{ role: 'user', content: value }] })],
    ['/api/ai/notes', (value: unknown) => ({ prompt: value })],
    [`/api/notes/${noteId}/ai`, (value: unknown) => ({ action: 'summarize', selection: value })],
    ['/api/ai/ask', (value: unknown) => ({ question: value })],
  ] as const;

const shapes: [string, unknown][] = [
  ['a NUL byte', 'before\u0000after'],
  ['a nested object', { deeply: { nested: { value: 'x' } } }],
  ['a wrong type', 42],
  ['a huge value', 'x'.repeat(1_000_000)],
];

describe('AI endpoints refuse bad input with a 400 and call no model', () => {
  for (const [shape, value] of shapes) {
    it(`refuses ${shape}`, async () => {
      for (const [path, bodyWith] of endpoints()) {
        const before = standIn.calls.length;
        const response = await server.post(path, bodyWith(value), withCookie(account.cookie));
        expect(response.status, `${path}: ${await response.clone().text()}`).toBe(400);
        expect(standIn.calls.length, path).toBe(before);
      }
    });
  }
});
