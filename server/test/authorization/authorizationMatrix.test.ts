import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiStandIn, type AiStandIn } from '../aiStandIn';
import { standInProvider } from '../aiTestProvider';
import type { JsonSchema } from '../fuzz/arbitraryFromSchema';
import { speechLike, wav } from '../../audio/testAudio';
import {
  buildAttachment,
  buildNote,
  buildUser,
  onePixelPng,
  signIn,
  withCookie,
} from '../factories';
import { startStripeStandIn, type StripeStandIn } from '../stripeStandIn';
import { getTestServer, testBilling, type TestServer } from '../support';
import { exampleFromSchema } from './exampleFromSchema';

/**
 * Who may do what, for every operation the OpenAPI document lists: the
 * owner is let through, another signed-in user is told the owner's record
 * does not exist (404), a visitor must sign in (401), and no answer to
 * anyone but the owner carries the owner's data. A new endpoint is covered
 * the moment it is in the document; a route missing from the document fails.
 */

interface Operation {
  method: string;
  path: string;
  pathParameters: string[];
  /** Required query parameters: sent with an example value, so the request meets the policy. */
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema | undefined;
}

/** Operations anyone may call: each answers visitors on purpose. */
const publicOperations = new Set([
  'GET /health',
  'GET /session',
  'GET /config',
  'GET /openapi.json',
  'POST /demo',
  // Stripe calls it; the signature on the raw body is its authentication.
  'POST /billing/webhook',
]);

/** The owner's record each id in a path stands for. */
type OwnerRecords = Record<
  | 'noteId'
  | 'trashedNoteId'
  | 'tagId'
  | 'templateId'
  | 'attachmentId'
  | 'sessionId'
  | 'shareId'
  | 'importJobId'
  | 'habitId'
  | 'journalDate'
  | 'conversationId'
  | 'transcriptionId'
  | 'photoJobId'
  | 'versionId',
  string
>;

const recordForPath: [RegExp, keyof OwnerRecords][] = [
  [/^\/notes\/\{id\}\/restore$/, 'trashedNoteId'],
  [/^\/notes\/\{id\}/, 'noteId'],
  [/^\/trash\/\{id\}$/, 'trashedNoteId'],
  [/^\/tags\/\{id\}$/, 'tagId'],
  [/^\/templates\/\{id\}$/, 'templateId'],
  [/^\/attachments\/\{id\}(\/text)?$/, 'attachmentId'],
  [/^\/sessions\/\{id\}$/, 'sessionId'],
  [/^\/shares\/\{shareId\}$/, 'shareId'],
  [/^\/import\/\{jobId\}$/, 'importJobId'],
  [/^\/habits\/\{id\}/, 'habitId'],
  [/^\/journal\/\{date\}$/, 'journalDate'],
  [/^\/ai\/conversations\/\{id\}$/, 'conversationId'],
  [/^\/transcriptions\/\{id\}/, 'transcriptionId'],
  [/^\/ocr\/jobs\/\{id\}$/, 'photoJobId'],
];

/**
 * Operations whose path names a day of the caller's own journal, not a record:
 * another user who writes that day writes their own entry (never the owner's),
 * so they are not told 404; they still must not see the owner's data.
 */
const callerScopedOperations = new Set(['PUT /journal/{date}']);

/** A date in a path (a journal day, a habit's check-in day) is the day of the owner's entry. */
const JOURNAL_DATE = '2026-01-15';

let server: TestServer;
let stripe: StripeStandIn;
let aiStandIn: AiStandIn;
let operations: Operation[];

beforeAll(async () => {
  stripe = await startStripeStandIn();
  // AI on, against the stand-in model server: the AI operations run their whole path.
  aiStandIn = await startAiStandIn();
  server = await getTestServer({
    billing: testBilling({ apiUrl: stripe.url }),
    ai: standInProvider(aiStandIn),
  });
  const document = (await (await server.get('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParameters: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
      query: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}, 60_000);

afterAll(async () => {
  await stripe.close();
  await aiStandIn.close();
});

/** A record set with nothing in it yet. */
function noRecords(): OwnerRecords {
  return {
    noteId: '',
    trashedNoteId: '',
    tagId: '',
    templateId: '',
    attachmentId: '',
    sessionId: '',
    shareId: '',
    importJobId: '',
    habitId: '',
    journalDate: '',
    conversationId: '',
    transcriptionId: '',
    photoJobId: '',
    versionId: '',
  };
}

type RecordName = keyof OwnerRecords;
const recordNames = Object.keys(noRecords()) as RecordName[];

/**
 * A fresh owner whose records are built when first asked for, each carrying a marker no other
 * account has. Building all fourteen (a chat, a voice note, a photo job) for every operation,
 * twice, was most of this file's time.
 */
async function buildOwner() {
  const marker = `secret${randomUUID().slice(0, 13)}`;
  const owner = await buildUser(server);
  const cookie = withCookie(owner.cookie);
  const built = new Map<RecordName, Promise<string>>();
  let secondCookie: string | undefined;
  /** A form sent as the owner, as a browser uploads a file; the answer's JSON. */
  const upload = async <T>(path: string, form: FormData) =>
    (await (
      await server.request(path, { method: 'POST', body: form, headers: { Cookie: owner.cookie } })
    ).json()) as T;
  const record = (name: RecordName): Promise<string> => {
    let promise = built.get(name);
    if (!promise) {
      promise = builders[name]().then((id) => {
        if (!id) throw new Error(`could not build the owner's ${name}`);
        return id;
      });
      built.set(name, promise);
    }
    return promise;
  };
  const builders: Record<RecordName, () => Promise<string>> = {
    noteId: async () =>
      (
        await buildNote(server, owner, {
          title: `${marker} note`,
          markdown: `${marker} body`,
          tags: [`${marker}-tag`],
        })
      ).id,
    trashedNoteId: async () => {
      const trashed = await buildNote(server, owner, { title: `${marker} trashed` });
      await server.delete(`/api/notes/${trashed.id}`, cookie);
      return trashed.id;
    },
    tagId: async () => {
      await record('noteId');
      const tags = (await (await server.get('/api/tags', cookie)).json()) as {
        tags: { id: string }[];
      };
      return tags.tags[0]?.id ?? '';
    },
    templateId: async () => {
      const noteId = await record('noteId');
      const response = await server.post(
        '/api/templates',
        { noteId, name: `${marker} template` },
        cookie,
      );
      return ((await response.json()) as { template: { id: string } }).template.id;
    },
    attachmentId: async () => (await buildAttachment(server, owner)).id,
    shareId: async () => {
      const noteId = await record('noteId');
      const response = await server.post(`/api/notes/${noteId}/shares`, {}, cookie);
      return ((await response.json()) as { share: { id: string } }).share.id;
    },
    importJobId: async () => {
      const form = new FormData();
      form.set('file', new File([`# ${marker} import`], `${marker}.md`));
      return (await upload<{ job: { id: string } }>('/api/import', form)).job.id;
    },
    habitId: async () => {
      const response = await server.post(
        '/api/habits',
        { name: `${marker} habit`, schedule: { type: 'daily' } },
        cookie,
      );
      return ((await response.json()) as { habit: { id: string } }).habit.id;
    },
    journalDate: async () => {
      const response = await server.put(
        `/api/journal/${JOURNAL_DATE}`,
        { markdown: `${marker} journal`, gratitude: [`${marker} thanks`] },
        cookie,
      );
      return ((await response.json()) as { entry: { date: string } }).entry.date;
    },
    conversationId: async () => {
      const chat = await server.post(
        '/api/ai/chat',
        { messages: [{ role: 'user', content: `${marker} question` }] },
        cookie,
      );
      // The conversation is kept once the answer is done: read the stream to its end.
      return /"conversationId":"([^"]+)"/.exec(await chat.text())?.[1] ?? '';
    },
    transcriptionId: async () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(wav(speechLike(1)))], `${marker}.wav`));
      return (await upload<{ transcription: { id: string } }>('/api/notes/from-audio', form))
        .transcription.id;
    },
    photoJobId: async () => {
      // Two photos make a job (these are too small to hold text: the job ends without reading any).
      const form = new FormData();
      for (const name of ['one', 'two'])
        form.append('file', new File([new Uint8Array(onePixelPng)], `${marker}-${name}.png`));
      return (await upload<{ job: { id: string } }>('/api/notes/from-photo', form)).job.id;
    },
    versionId: async () => {
      const noteId = await record('noteId');
      const response = await server.post(`/api/notes/${noteId}/versions`, undefined, cookie);
      return ((await response.json()) as { version: { id: string } }).version.id;
    },
    sessionId: async () => {
      // A second device, so an operation on one of the owner's sessions leaves the first signed in.
      secondCookie = await signIn(server, owner);
      const sessions = (await (await server.get('/api/auth/list-sessions', cookie)).json()) as {
        id: string;
      }[];
      const current = (await (await server.get('/api/auth/get-session', cookie)).json()) as {
        session: { id: string };
      };
      return sessions.find((session) => session.id !== current.session.id)?.id ?? '';
    },
  };

  /** The records an operation names, built (one after another: some share the note). */
  async function recordsFor(names: readonly RecordName[]): Promise<OwnerRecords> {
    const records = noRecords();
    for (const name of names) records[name] = await record(name);
    return records;
  }

  /** Every record, and the strings that must never reach anyone but the owner. */
  async function everything() {
    const records = await recordsFor(recordNames);
    // The journal day is a date anyone may write in their own journal, not a secret: the owner's
    // entry of that day is found by its marker instead.
    const { journalDate: _date, ...recordIds } = records;
    const secrets = [marker, owner.email, ...Object.values(recordIds), secondCookie ?? ''];
    return { records, secrets };
  }

  return { owner, recordsFor, everything };
}

/** The records an operation's path and body name. */
function recordsNamedBy(operation: Operation): RecordName[] {
  const names = new Set<RecordName>();
  const match = recordForPath.find(([pattern]) => pattern.test(operation.path));
  if (match && operation.pathParameters.length > 0) names.add(match[1]);
  if (operation.pathParameters.includes('date')) names.add('journalDate');
  if (operation.pathParameters.includes('versionId')) names.add('versionId');
  for (const key of Object.keys(operation.body?.properties ?? {}))
    if (key in bodyIds(noRecords())) names.add(key as RecordName);
  return [...names];
}

function requestFor(operation: Operation, records: OwnerRecords, cookie?: string) {
  let path = operation.path;
  if (operation.pathParameters.length > 0) {
    const match = recordForPath.find(([pattern]) => pattern.test(operation.path));
    if (!match)
      throw new Error(
        `${operation.method} ${operation.path}: no owner record is known for its path ` +
          'parameters; add one to recordForPath in this test',
      );
    for (const name of operation.pathParameters)
      path = path.replace(
        `{${name}}`,
        encodeURIComponent(
          name === 'date'
            ? records.journalDate
            : name === 'versionId'
              ? records.versionId
              : records[match[1]],
        ),
      );
  }
  const query = new URLSearchParams(
    operation.query.map(({ name, schema }) => [name, String(exampleFromSchema(schema))]),
  ).toString();
  if (query) path += `?${query}`;
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  const init: RequestInit = { method: operation.method, headers };
  if (operation.body) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(exampleFromSchema(operation.body, bodyIds(records)));
  }
  return server.request(`/api${path}`, init);
}

/** Ids of the owner's records wherever a request body names one. */
const bodyIds = (records: OwnerRecords): Record<string, string> => ({
  noteId: records.noteId,
  templateId: records.templateId,
  tagId: records.tagId,
  attachmentId: records.attachmentId,
  conversationId: records.conversationId,
});

/** Whether the operation names one of the owner's records, in its path or its body. */
const namesARecord = (operation: Operation) =>
  operation.pathParameters.length > 0 ||
  Object.keys(operation.body?.properties ?? {}).some((key) => key in bodyIds(noRecords()));

const describeOperation = (operation: Operation) => `${operation.method} ${operation.path}`;

async function expectNoSecrets(response: Response, secrets: string[], who: string, name: string) {
  const body = await response.text();
  const leaked = secrets.filter((secret) => body.includes(secret));
  expect(leaked, `${name} showed ${who} the owner's data: ${body.slice(0, 300)}`).toEqual([]);
}

describe('authorization matrix over /api/openapi.json', () => {
  it('the document lists every API route the app serves', () => {
    const documented = new Set(
      operations.map((operation) => `${operation.method} /api${operation.path}`),
    );
    const served = server.app.routes
      .filter(
        (route) =>
          route.method !== 'ALL' &&
          route.path.startsWith('/api/') &&
          !route.path.startsWith('/api/auth/') &&
          route.path !== '/api/openapi.json',
      )
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(20);
    expect([...new Set(served)].filter((route) => !documented.has(route))).toEqual([]);
  });

  it(
    'another user gets 404 for the owner’s records, a visitor 401, and neither sees the owner’s data',
    { timeout: 300_000 },
    async () => {
      expect(operations.length).toBeGreaterThan(25);
      const stranger = await buildUser(server);
      // One owner for every operation: none may change the owner's records for these callers (a
      // change that got through fails the operation's own check first).
      const { records, secrets } = await (await buildOwner()).everything();
      for (const operation of operations) {
        const name = describeOperation(operation);

        const asStranger = await requestFor(operation, records, stranger.cookie);
        expect(asStranger.status, `${name} as another user`).toBeLessThan(500);
        if (namesARecord(operation) && !callerScopedOperations.has(name))
          expect([403, 404], `${name} as another user`).toContain(asStranger.status);
        await expectNoSecrets(asStranger, secrets, 'another user', name);

        const asVisitor = await requestFor(operation, records);
        expect(asVisitor.status, `${name} signed out`).toBeLessThan(500);
        if (!publicOperations.has(name)) expect(asVisitor.status, `${name} signed out`).toBe(401);
        await expectNoSecrets(asVisitor, secrets, 'a visitor', name);
      }
    },
  );

  it(
    'the owner is let through on every operation (so the 404s above are about ownership)',
    { timeout: 300_000 },
    async () => {
      // Reads share an owner with one of everything; each change gets a fresh owner with the
      // records it names (a delete must find its record, and nothing else needs building).
      const reader = await buildOwner();
      for (const operation of operations) {
        const name = describeOperation(operation);
        const changes = operation.method !== 'GET';
        const built = changes ? await buildOwner() : reader;
        const { owner } = built;
        const { records } = changes
          ? { records: await built.recordsFor(recordsNamedBy(operation)) }
          : await built.everything();
        const response = await requestFor(operation, records, owner.cookie);
        expect(response.status, `${name} as the owner`).toBeLessThan(500);
        expect([401, 403, 404], `${name} as the owner: ${await response.text()}`).not.toContain(
          response.status,
        );
      }
    },
  );
});
