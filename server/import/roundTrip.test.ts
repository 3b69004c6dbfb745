import { describe, expect, it } from 'vitest';
import { buildAttachment, buildNote, buildUser, onePixelPng, withCookie } from '../test/factories';
import { getTestServer } from '../test/support';
import { getNote, runImport } from './importTestSupport';

interface Summary {
  id: string;
  title: string;
}

async function notesOf(server: Awaited<ReturnType<typeof getTestServer>>, cookie: string) {
  const response = await server.get('/api/notes?limit=100', withCookie(cookie));
  return ((await response.json()) as { notes: Summary[] }).notes;
}

describe('export then import', { timeout: 120_000 }, () => {
  for (const layout of ['flat', 'tags'] as const) {
    it(`moves notes, tags and attachment bytes to a fresh account (layout=${layout})`, async () => {
      const server = await getTestServer();
      const source = await buildUser(server);
      const image = await buildAttachment(server, source, onePixelPng);
      await buildNote(server, source, {
        title: 'Quarterly plan',
        markdown: `# Goals\n\n- [x] Hire\n- [ ] Ship export\n\n![diagram](${image.url})`,
        tags: ['work', 'planning'],
      });
      await buildNote(server, source, { title: 'Shopping list', markdown: '- milk\n- bread' });
      await buildNote(server, source, {
        title: 'Shopping list',
        markdown: 'A second one.',
        tags: ['home'],
      });

      const exported = await server.get(`/api/export?layout=${layout}`, withCookie(source.cookie));
      expect(exported.status).toBe(200);
      const zip = Buffer.from(await exported.arrayBuffer());

      const target = await buildUser(server);
      const job = await runImport(server, target, 'inkling-export.zip', zip);
      expect(job.status).toBe('done');
      expect(job.report!.totals.notes.failed).toBe(0);
      expect(job.report!.stoppedAt).toBeNull();

      const sourceNotes = await notesOf(server, source.cookie);
      const targetNotes = await notesOf(server, target.cookie);
      // The target's own welcome note is there too; the source's was exported and comes over.
      const titles = (notes: Summary[]) => notes.map((note) => note.title).sort();
      expect(titles(targetNotes)).toEqual(
        titles([...sourceNotes, { id: '', title: 'Welcome to Inkling' }]),
      );

      for (const original of sourceNotes) {
        const before = await getNote(server, source, original.id);
        const copies = await Promise.all(
          targetNotes
            .filter((note) => note.title === before.title)
            .map((note) => getNote(server, target, note.id)),
        );
        const strip = (markdown: string) =>
          markdown.replace(/\/api\/attachments\/[\w-]+/g, 'ATTACHMENT');
        const copy = copies.find(
          (candidate) => strip(candidate.markdown) === strip(before.markdown),
        );
        expect(copy, `a copy of "${before.title}"`).toBeDefined();
        expect(copy!.tags.map((tag) => tag.name).sort()).toEqual(
          before.tags.map((tag) => tag.name).sort(),
        );

        const urls = [...copy!.markdown.matchAll(/\/api\/attachments\/[\w-]+/g)].map(
          (match) => match[0],
        );
        const originals = [...before.markdown.matchAll(/\/api\/attachments\/[\w-]+/g)].map(
          (match) => match[0],
        );
        expect(urls).toHaveLength(originals.length);
        for (const [index, url] of urls.entries()) {
          expect(url).not.toBe(originals[index]);
          const bytes = await server.get(url, withCookie(target.cookie));
          const original = await server.get(originals[index]!, withCookie(source.cookie));
          expect(Buffer.from(await bytes.arrayBuffer())).toEqual(
            Buffer.from(await original.arrayBuffer()),
          );
        }
      }
    });
  }
});
