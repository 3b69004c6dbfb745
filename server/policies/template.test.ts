import { randomUUID } from 'node:crypto';
import type { Template } from '@common/schemas/templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInTemplates } from '../templates/builtInTemplates';
import { buildNote, buildUser, withCookie, type TestUser } from '../test/factories';
import { getTestServer, type TestServer } from '../test/support';
import { findOwnedTemplate, findUsableTemplate } from './template';

let server: TestServer;
// Opening this file's copy of the database takes seconds on a busy machine.
beforeAll(async () => {
  server = await getTestServer();
}, 30_000);

const builtIn = loadBuiltInTemplates();

async function savedTemplate(owner: TestUser) {
  const note = await buildNote(server, owner, { title: 'Standup', markdown: 'Yesterday, today' });
  const response = await server.post(
    '/api/templates',
    { noteId: note.id },
    withCookie(owner.cookie),
  );
  return ((await response.json()) as { template: Template }).template;
}

describe('template policy', () => {
  it('gives the owner their saved template, to delete or to start a note from', async () => {
    const owner = await buildUser(server);
    const template = await savedTemplate(owner);
    const { db } = server.database;
    expect(await findOwnedTemplate(db, owner.id, template.id)).toMatchObject({
      id: template.id,
      userId: owner.id,
      name: 'Standup',
    });
    expect(await findUsableTemplate(db, owner.id, template.id, builtIn)).toMatchObject({
      markdown: 'Yesterday, today',
    });
  });

  it('answers another user 404 for a saved template, exactly like a missing one', async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const template = await savedTemplate(owner);
    const { db } = server.database;
    const refused = {
      status: 404,
      code: 'NOT_FOUND',
      message: 'Template not found. Built-in templates cannot be deleted.',
    };
    await expect(findOwnedTemplate(db, other.id, template.id)).rejects.toMatchObject(refused);
    await expect(findOwnedTemplate(db, owner.id, randomUUID())).rejects.toMatchObject(refused);
    const unusable = { status: 404, code: 'NOT_FOUND', message: 'Template not found.' };
    await expect(findUsableTemplate(db, other.id, template.id, builtIn)).rejects.toMatchObject(
      unusable,
    );
    await expect(findUsableTemplate(db, owner.id, randomUUID(), builtIn)).rejects.toMatchObject(
      unusable,
    );
  });

  it('lets everyone start from a built-in template, and nobody delete one', async () => {
    const user = await buildUser(server);
    const { db } = server.database;
    expect(await findUsableTemplate(db, user.id, 'builtin:meeting-notes', builtIn)).toMatchObject({
      name: 'Meeting notes',
      builtIn: true,
    });
    await expect(findOwnedTemplate(db, user.id, 'builtin:meeting-notes')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
