import type { ImportJob } from '@common/schemas/import';
import type { Note } from '@common/schemas/notes';
import { expect } from 'vitest';
import { withCookie, type TestUser } from '../test/factories';
import type { TestServer } from '../test/support';

export const fixturesDir = new URL('./fixtures/', import.meta.url).pathname;

/** POST /api/import with one file in the field "file". */
export function uploadImport(
  server: TestServer,
  user: TestUser | null,
  name: string,
  bytes: Buffer | string,
  field = 'file',
) {
  const form = new FormData();
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  form.set(field, new File([new Uint8Array(data)], name));
  return server.request('/api/import', {
    method: 'POST',
    body: form,
    headers: user ? { Cookie: user.cookie } : {},
  });
}

/** Uploads and waits for the job to end; returns the finished job. */
export async function runImport(
  server: TestServer,
  user: TestUser,
  name: string,
  bytes: Buffer | string,
): Promise<ImportJob> {
  const response = await uploadImport(server, user, name, bytes);
  expect(response.status, await response.clone().text()).toBe(202);
  const { job } = (await response.json()) as { job: ImportJob };
  return waitForJob(server, user, job.id);
}

export async function waitForJob(
  server: TestServer,
  user: TestUser,
  id: string,
): Promise<ImportJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await server.get(`/api/import/${id}`, withCookie(user.cookie));
    expect(response.status).toBe(200);
    const job = (await response.json()) as ImportJob;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function getNote(server: TestServer, user: TestUser, id: string): Promise<Note> {
  const response = await server.get(`/api/notes/${id}`, withCookie(user.cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { note: Note }).note;
}

/** The item of the report whose source is (or ends with) `source`. */
export function itemOf(job: ImportJob, source: string) {
  const item = job.report?.items.find(
    (entry) => entry.source === source || entry.source.endsWith(source),
  );
  if (!item)
    throw new Error(
      `no report item for ${source}: ${JSON.stringify(job.report?.items.map((i) => i.source))}`,
    );
  return item;
}

export async function expectHealthy(server: TestServer) {
  const response = await server.get('/api/health');
  expect(response.status).toBe(200);
}
