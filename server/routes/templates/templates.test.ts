import type { Note } from '@common/schemas/notes';
import type { Template } from '@common/schemas/templates';
import { describe, expect, it } from 'vitest';
import { buildNote, buildUser, withCookie, type TestUser } from '../../test/factories';
import { getTestServer, type TestServer } from '../../test/support';

const listTemplates = async (server: TestServer, who: TestUser) =>
  (
    (await (await server.get('/api/templates', withCookie(who.cookie))).json()) as {
      templates: Template[];
    }
  ).templates;

describe('/api/templates', () => {
  it('lists the built-in templates', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const templates = await listTemplates(server, owner);
    expect(templates.filter((t) => t.builtIn).length).toBeGreaterThanOrEqual(12);
    expect(templates.find((t) => t.id === 'builtin:meeting-notes')).toMatchObject({
      name: 'Meeting notes',
      category: 'work',
    });
  });

  it('starts a new note from a built-in template', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const response = await server.post(
      '/api/notes',
      { templateId: 'builtin:meeting-notes' },
      withCookie(owner.cookie),
    );
    expect(response.status).toBe(201);
    const { note } = (await response.json()) as { note: Note };
    expect(note.title).toBe('Meeting notes');
    expect(note.markdown).toContain('## Attendees');
  });

  it('saves a note as a template, lists it, starts a note from it and deletes it', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const source = await buildNote(server, owner, {
      title: 'Sprint retro',
      markdown: '## Went well\n\n- \n\n## To improve\n\n- ',
    });
    const saved = await server.post(
      '/api/templates',
      { noteId: source.id, category: 'work' },
      withCookie(owner.cookie),
    );
    expect(saved.status).toBe(201);
    const { template } = (await saved.json()) as { template: Template };
    expect(template).toMatchObject({ name: 'Sprint retro', category: 'work', builtIn: false });
    expect((await listTemplates(server, owner)).at(-1)?.id).toBe(template.id);

    const fromIt = await server.post(
      '/api/notes',
      { templateId: template.id, title: 'Retro, week 48' },
      withCookie(owner.cookie),
    );
    expect(((await fromIt.json()) as { note: Note }).note).toMatchObject({
      title: 'Retro, week 48',
    });

    expect(
      (await server.delete(`/api/templates/${template.id}`, withCookie(owner.cookie))).status,
    ).toBe(204);
    expect((await listTemplates(server, owner)).some((t) => t.id === template.id)).toBe(false);
  });

  it('keeps a user’s templates to that user, and built-in ones undeletable', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const source = await buildNote(server, owner);
    const { template } = (await (
      await server.post('/api/templates', { noteId: source.id }, withCookie(owner.cookie))
    ).json()) as { template: Template };

    expect((await listTemplates(server, other)).some((t) => t.id === template.id)).toBe(false);
    expect(
      (await server.post('/api/notes', { templateId: template.id }, withCookie(other.cookie)))
        .status,
    ).toBe(404);
    expect(
      (await server.delete(`/api/templates/${template.id}`, withCookie(other.cookie))).status,
    ).toBe(404);
    expect(
      (await server.post('/api/templates', { noteId: source.id }, withCookie(other.cookie))).status,
    ).toBe(404);
    expect(
      (await server.delete('/api/templates/builtin:meeting-notes', withCookie(owner.cookie)))
        .status,
    ).toBe(404);
  });

  it('answers bad input with 400 and 401 signed out', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    expect(
      (await server.post('/api/templates', { noteId: '' }, withCookie(owner.cookie))).status,
    ).toBe(400);
    expect(
      (
        await server.post(
          '/api/templates',
          { noteId: 'x', category: 'cooking' },
          withCookie(owner.cookie),
        )
      ).status,
    ).toBe(400);
    expect((await server.get('/api/templates')).status).toBe(401);
  });
});
