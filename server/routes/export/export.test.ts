import { randomUUID } from 'node:crypto';
import { addDays } from '@common/dates/localDate';
import type { ExportSummary } from '@common/schemas/export';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { journalEntry, note } from '../../db/schema';
import {
  buildAttachment,
  buildNote,
  buildUser,
  onePixelPng,
  withCookie,
  type TestUser,
} from '../../test/factories';
import { getTestServer } from '../../test/support';
import { downloadZip } from './exportTestSupport';

const frontMatterOf = (file: Buffer) =>
  parse(/^---\n([\s\S]*?)\n---\n/.exec(file.toString())![1]!) as Record<string, unknown>;

/** A 2-byte-different PNG, so each upload's bytes are recognisable. */
const pngVariant = (n: number) => Buffer.concat([onePixelPng, Buffer.from([n, n])]);

describe('GET /api/export', () => {
  it('needs a session (401) and a known layout (400)', async () => {
    const server = await getTestServer();
    expect((await server.get('/api/export')).status).toBe(401);
    expect((await server.get('/api/export/summary')).status).toBe(401);
    const user = await buildUser(server);
    expect((await server.get('/api/export?layout=folders', withCookie(user.cookie))).status).toBe(
      400,
    );
  }, 30_000);

  it('writes every live note with front matter, the attachments and a manifest that counts them', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const image = await buildAttachment(server, owner, pngVariant(1));
    const second = await buildAttachment(server, owner, pngVariant(2));
    const plan = await buildNote(server, owner, {
      title: 'Quarterly plan',
      tags: ['work', 'planning'],
      markdown: `# Goals\n\n- [x] Hire\n- [ ] Ship export\n\n![diagram](/api/attachments/${image.id})`,
    });
    await buildNote(server, owner, { title: 'Same name', markdown: 'first' });
    await buildNote(server, owner, { title: 'Same name', markdown: 'second' });
    await buildNote(server, owner, {
      title: 'A/B: "test"',
      markdown: `![x](/api/attachments/${second.id})`,
    });
    const trashed = await buildNote(server, owner, { title: 'Thrown away', markdown: 'gone' });
    await server.delete(`/api/notes/${trashed.id}`, withCookie(owner.cookie));
    await buildNote(server, other, { title: 'Someone else’s secret', markdown: 'private' });

    const summary = (await (
      await server.get('/api/export/summary', withCookie(owner.cookie))
    ).json()) as ExportSummary;
    const { response, files, manifest } = await downloadZip(server, owner);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inkling-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );

    // Counts: the welcome note plus the four live notes; both uploads.
    expect(manifest.counts).toEqual({
      notes: 5,
      attachments: 2,
      tags: 2,
      journalEntries: 0,
      habits: 0,
      checkins: 0,
    });
    expect(summary).toEqual({ notes: 5, attachments: 2, bytes: image.size + second.size });
    expect(manifest.tags.map((tag) => tag.name)).toEqual(['planning', 'work']);
    const noteFiles = [...files.keys()].filter((name) => name.endsWith('.md'));
    expect(noteFiles.sort()).toEqual(manifest.notes.map((note) => note.path).sort());
    expect(noteFiles).toContain('notes/Same name.md');
    expect(noteFiles).toContain('notes/Same name (2).md');
    expect(noteFiles).toContain('notes/A-B- -test-.md');
    for (const name of noteFiles) {
      const meta = frontMatterOf(files.get(name)!);
      expect(Object.keys(meta).sort()).toEqual([
        'created',
        'inkling_id',
        'pinned',
        'tags',
        'title',
        'updated',
      ]);
    }
    const all = [...files.values()].map((file) => file.toString()).join('\n');
    expect(all).not.toContain('Thrown away');
    expect(all).not.toContain('secret');

    // Attachments: the right bytes, and the notes' links lead to them.
    expect(files.get(`attachments/${image.id}.png`)!.equals(pngVariant(1))).toBe(true);
    expect(files.get(`attachments/${second.id}.png`)!.equals(pngVariant(2))).toBe(true);
    const planEntry = manifest.notes.find((note) => note.id === plan.id)!;
    expect(planEntry).toMatchObject({
      path: 'notes/Quarterly plan.md',
      tags: ['planning', 'work'],
      attachments: [image.id],
    });
    const planFile = files.get(planEntry.path)!.toString();
    expect(frontMatterOf(files.get(planEntry.path)!)).toMatchObject({
      title: 'Quarterly plan',
      inkling_id: plan.id,
    });
    expect(planFile).toContain('- [x] Hire');
    for (const note of manifest.notes) {
      const text = files.get(note.path)!.toString();
      for (const [, link] of text.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)) {
        const target = new URL(link!, `zip:///${note.path}`).pathname.slice(1);
        expect(files.has(target), `${note.path} → ${link}`).toBe(true);
      }
    }
    expect(planFile).toContain(`](../attachments/${image.id}.png)`);
    expect(manifest.attachments).toContainEqual({
      id: image.id,
      path: `attachments/${image.id}.png`,
      mime: 'image/png',
      size: image.size,
    });
  });

  it('writes journal.json (each day with its note’s path) and habits.json (schedules, pauses, check-ins)', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const put = (who: TestUser, path: string, body: object) =>
      server.request(path, {
        method: 'PUT',
        headers: { Cookie: who.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const written = await put(owner, '/api/journal/2026-01-15', {
      markdown: 'A quiet day.',
      mood: 4,
      gratitude: ['tea', 'a long walk'],
    });
    expect(written.status).toBe(201);
    const { entry } = (await written.json()) as { entry: { noteId: string } };
    await put(other, '/api/journal/2026-01-15', { markdown: 'Someone else’s day', mood: 1 });
    const created = await server.post(
      '/api/habits',
      { name: 'Walk', color: 'green', schedule: { type: 'weekdays', days: [1, 4] }, limit: null },
      withCookie(owner.cookie),
    );
    const { habit } = (await created.json()) as { habit: { id: string } };
    await put(owner, `/api/habits/${habit.id}/checkins/2026-01-15`, {
      status: 'done',
      note: 'Park',
    });
    await put(owner, `/api/habits/${habit.id}/checkins/2026-01-19`, { status: 'skipped' });
    await server.patch(`/api/habits/${habit.id}`, { paused: true }, withCookie(owner.cookie));
    const otherHabit = await server.post(
      '/api/habits',
      { name: 'Other’s habit', schedule: { type: 'daily' } },
      withCookie(other.cookie),
    );
    expect(otherHabit.status).toBe(201);

    const { files, manifest } = await downloadZip(server, owner);
    expect(manifest.counts).toMatchObject({ journalEntries: 1, habits: 1, checkins: 2 });
    const journal = JSON.parse(files.get('journal.json')!.toString()) as {
      entries: { path: string }[];
    };
    const notePath = manifest.notes.find((note) => note.id === entry.noteId)?.path;
    expect(journal.entries).toEqual([
      {
        date: '2026-01-15',
        noteId: entry.noteId,
        path: notePath,
        mood: 4,
        gratitude: ['tea', 'a long walk'],
        prompt: expect.any(String) as string,
        writtenLate: true,
        timeZone: 'UTC',
      },
    ]);
    expect(files.get(journal.entries[0]!.path)!.toString()).toContain('A quiet day.');
    const habits = JSON.parse(files.get('habits.json')!.toString()) as { habits: unknown[] };
    expect(habits.habits).toEqual([
      {
        id: habit.id,
        name: 'Walk',
        color: 'green',
        schedule: { type: 'weekdays', days: [1, 4] },
        limit: null,
        reminderTime: null,
        pauses: [{ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string, to: null }],
        archivedAt: null,
        createdAt: expect.any(String) as string,
        checkins: [
          { date: '2026-01-15', status: 'done', amount: null, note: 'Park' },
          { date: '2026-01-19', status: 'skipped', amount: null, note: null },
        ],
      },
    ]);
    const all = [...files.values()].map((file) => file.toString()).join('\n');
    expect(all).not.toContain('Someone else’s day');
    expect(all).not.toContain('Other’s habit');
  });

  it('writes every journal day of a long journal, a page at a time, in date order', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const days = Array.from({ length: 250 }, (_, day) => addDays('2024-01-01', day));
    const notes = days.map((date) => ({
      id: randomUUID(),
      userId: owner.id,
      ydoc: new Uint8Array(),
      title: date,
    }));
    await server.database.db.insert(note).values(notes);
    await server.database.db.insert(journalEntry).values(
      notes.map((each, index) => ({
        noteId: each.id,
        userId: owner.id,
        date: days[index]!,
        timeZone: 'Europe/Berlin',
        mood: (index % 5) + 1,
      })),
    );
    const { files, manifest } = await downloadZip(server, owner);
    const journal = JSON.parse(files.get('journal.json')!.toString()) as {
      entries: { date: string; mood: number }[];
    };
    expect(manifest.counts.journalEntries).toBe(250);
    expect(journal.entries.map((entry) => entry.date)).toEqual(days);
    expect(journal.entries[249]?.mood).toBe(5);
  }, 30_000);

  it('writes empty journal.json and habits.json for an account without either', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const { files } = await downloadZip(server, owner);
    expect(JSON.parse(files.get('journal.json')!.toString())).toEqual({ entries: [] });
    expect(JSON.parse(files.get('habits.json')!.toString())).toEqual({ habits: [] });
  });

  it('puts tagged notes in a folder per first tag with layout=tags', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    const image = await buildAttachment(server, owner);
    await buildNote(server, owner, {
      title: 'Plan',
      tags: ['work', 'planning'],
      markdown: `![d](/api/attachments/${image.id})`,
    });
    await buildNote(server, owner, { title: 'Loose', markdown: 'no tags' });
    const { files, manifest } = await downloadZip(server, owner, '?layout=tags');
    expect(manifest.layout).toBe('tags');
    // Tags are in name order: "planning" is the first.
    expect(files.has('notes/planning/Plan.md')).toBe(true);
    expect(files.has('notes/Loose.md')).toBe(true);
    expect(files.get('notes/planning/Plan.md')!.toString()).toContain(
      `](../../attachments/${image.id}.png)`,
    );
  });

  it('runs one export per user at a time, and frees it when the client goes away', async () => {
    const server = await getTestServer();
    const owner = await buildUser(server);
    for (let i = 0; i < 3; i++)
      await buildAttachment(server, owner, Buffer.concat([onePixelPng, Buffer.alloc(600_000, i)]));
    const first = await server.get('/api/export', withCookie(owner.cookie));
    expect(first.status).toBe(200);
    const second = await server.get('/api/export', withCookie(owner.cookie));
    expect(second.status).toBe(429);
    await first.body!.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await server.get('/api/export', withCookie(owner.cookie));
    expect(third.status).toBe(200);
    expect((await third.arrayBuffer()).byteLength).toBeGreaterThan(1_800_000);
  });
});
