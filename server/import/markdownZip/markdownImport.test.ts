import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildUser, onePixelPng, withCookie } from '../../test/factories';
import { createLogger } from '../../logger';
import { getTestServer, testStorage } from '../../test/support';
import { createImports } from '../importSetup';
import { expectHealthy, fixturesDir, getNote, itemOf, runImport } from '../importTestSupport';
import { folderEntries, makeZip, zipBomb } from '../testZips';

const obsidianZip = () =>
  makeZip([
    ...folderEntries(path.join(fixturesDir, 'obsidian')),
    { name: '.DS_Store', data: Buffer.from('Bud1 junk') },
  ]);
const notionZip = () => makeZip(folderEntries(path.join(fixturesDir, 'notion')));
const NOTE_LINK = /\]\(\/note\/([0-9a-f-]{36})\)/g;

describe('importing Markdown and ZIPs of Markdown', { timeout: 60_000 }, () => {
  it('imports an Obsidian vault: front matter, wikilinks to the right notes, embedded images', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const job = await runImport(server, user, 'vault.zip', obsidianZip());
    expect(job.status).toBe('done');
    const report = job.report!;
    expect(report.format).toBe('zip');
    expect(report.totals.notes).toMatchObject({
      in: 3,
      out: 3,
      imported: 3,
      partial: 0,
      skipped: 1,
    });
    expect(itemOf(job, '.DS_Store')).toMatchObject({ kind: 'file', status: 'skipped' });
    expect(itemOf(job, 'attachments/diagram.png')).toMatchObject({
      kind: 'file',
      status: 'imported',
    });

    const homeItem = itemOf(job, 'Home.md');
    const ideasItem = itemOf(job, 'Ideas.md');
    const roadmapItem = itemOf(job, 'Projects/Roadmap.md');
    const home = await getNote(server, user, homeItem.noteId!);
    expect(home.title).toBe('Home');
    expect(home.tags.map((tag) => tag.name).sort()).toEqual(['index', 'vault']);
    expect(home.createdAt).toBe('2024-03-01T08:00:00.000Z');
    expect(home.updatedAt).toBe('2024-03-05T18:30:00.000Z');
    expect(home.markdown).toContain(`[the roadmap](/note/${roadmapItem.noteId})`);
    expect(home.markdown).toContain(`[Ideas](/note/${ideasItem.noteId})`);
    expect([...home.markdown.matchAll(NOTE_LINK)].map((match) => match[1])).toEqual([
      roadmapItem.noteId,
      ideasItem.noteId,
      ideasItem.noteId,
    ]);
    // Left as the text it was (the note's Markdown escapes the brackets).
    expect(home.markdown).toMatch(/\\?\[\\?\[Nowhere\\?\]\\?\]/);
    expect(homeItem.status).toBe('imported');
    expect(homeItem.details).toEqual([
      'link to "Nowhere" left as text: no such note in the import',
    ]);
    const image = /!\[diagram\.png\]\(\/api\/attachments\/([\w-]+)\)/.exec(home.markdown);
    expect(image, home.markdown).not.toBeNull();
    const served = await server.get(`/api/attachments/${image![1]}`, withCookie(user.cookie));
    expect(served.headers.get('content-type')).toBe('image/png');

    const ideas = await getNote(server, user, ideasItem.noteId!);
    expect(ideas.title).toBe('Ideas');
    expect(ideas.tags.map((tag) => tag.name).sort()).toEqual(['ideas', 'later']);
    expect(ideas.markdown).not.toMatch(/^# Ideas/);
    expect(ideas.markdown).toContain(`[Home](/note/${homeItem.noteId})`);
    expect(ideas.markdown).toContain(`[roadmap](/note/${roadmapItem.noteId})`);

    const roadmap = await getNote(server, user, roadmapItem.noteId!);
    expect(roadmap.title).toBe('Roadmap');
    // The same image file, stored once, used by two notes.
    expect(roadmap.markdown).toContain(`![the diagram](/api/attachments/${image![1]})`);
    expect(roadmap.markdown).toMatch(/\\?\[\\?\[Not a link\\?\]\\?\] inside code/);
    expect(report.totals.links).toEqual({ in: 6, out: 5, unresolved: 1 });
    expect(report.totals.attachments).toMatchObject({ in: 2, out: 1, missing: 0 });
  });

  it('imports a Notion export: ids out of titles, relative %20 links and images in the page folder', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const job = await runImport(server, user, 'Export-notion.zip', notionZip());
    expect(job.report!.totals.notes).toMatchObject({ in: 2, imported: 2 });
    const travelItem = itemOf(job, 'Travel plans 0123456789abcdef0123456789abcdef.md');
    const packingItem = itemOf(job, 'Packing 89abcdef0123456789abcdef01234567.md');
    const travel = await getNote(server, user, travelItem.noteId!);
    const packing = await getNote(server, user, packingItem.noteId!);
    expect(travel.title).toBe('Travel plans');
    expect(packing.title).toBe('Packing');
    expect(travel.markdown).toContain(
      `[Packing 89abcdef0123456789abcdef01234567](/note/${packing.id})`,
    );
    expect(travel.markdown).toMatch(/!\[map\.png\]\(\/api\/attachments\/[\w-]+\)/);
    expect(packing.markdown).toContain(`[Travel plans](/note/${travel.id})`);
    expect(packing.markdown).toMatch(/- \[ \] Passport/);
  });

  it('imports the same ZIP again without duplicates', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    await runImport(server, user, 'vault.zip', obsidianZip());
    const again = await runImport(server, user, 'vault.zip', obsidianZip());
    expect(again.report!.totals.notes).toMatchObject({ in: 3, alreadyImported: 3, imported: 0 });
    expect(itemOf(again, 'Home.md').status).toBe('already-imported');
    const list = await server.get('/api/notes?limit=100', withCookie(user.cookie));
    const { notes } = (await list.json()) as { notes: { title: string }[] };
    expect(notes.filter((note) => note.title === 'Home')).toHaveLength(1);
  });

  it('imports a single Markdown, text or HTML file as one note', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const md = await runImport(server, user, 'Groceries.md', '- milk\n- [[Bread]]\n');
    expect(md.report!.format).toBe('markdown');
    const mdNote = await getNote(server, user, itemOf(md, 'Groceries.md').noteId!);
    expect(mdNote.title).toBe('Groceries');
    expect(md.report!.totals.links).toEqual({ in: 1, out: 0, unresolved: 1 });

    const txt = await runImport(server, user, 'plain.txt', 'Line one\nLine two');
    expect((await getNote(server, user, itemOf(txt, 'plain.txt').noteId!)).title).toBe('plain');

    const html = await runImport(
      server,
      user,
      'page.html',
      '<html><head><title>Web page</title><script>alert(1)</script></head><body><h2>Hello</h2><p>A <del>gone</del> <strong>word</strong>.</p><table><tr><th>A</th></tr><tr><td>1</td></tr></table></body></html>',
    );
    expect(html.report!.format).toBe('html');
    const page = await getNote(server, user, itemOf(html, 'page.html').noteId!);
    expect(page.title).toBe('Web page');
    expect(page.markdown).toContain('## Hello');
    expect(page.markdown).toContain('**word**');
    expect(page.markdown).not.toContain('alert');
    expect(page.markdown).toMatch(/\|\s*A\s*\|/);
  });

  it('refuses unsafe ZIP entries (.., absolute, drive letters, backslashes, symlinks) and imports the rest', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const zip = makeZip([
      { name: '../evil.md', data: Buffer.from('# Evil\n') },
      { name: '/etc/abs.md', data: Buffer.from('# Absolute\n') },
      { name: 'C:/drive.md', data: Buffer.from('# Drive\n') },
      { name: 'a\\..\\..\\back.md', data: Buffer.from('# Back\n') },
      { name: 'link.md', data: Buffer.from('/etc/passwd'), symlink: true },
      { name: 'inner.zip', data: makeZip([{ name: 'x.md', data: Buffer.from('x') }]) },
      { name: 'good.md', data: Buffer.from('# Good\n\nFine.') },
    ]);
    const job = await runImport(server, user, 'tricks.zip', zip);
    expect(job.status).toBe('done');
    const reasons = Object.fromEntries(job.report!.items.map((item) => [item.source, item]));
    expect(reasons['../evil.md']).toMatchObject({
      status: 'failed',
      reason: 'refused: its path leaves the archive (..)',
    });
    expect(reasons['/etc/abs.md']).toMatchObject({
      status: 'failed',
      reason: 'refused: its path is absolute',
    });
    expect(reasons['C:/drive.md']).toMatchObject({
      status: 'failed',
      reason: 'refused: its path starts with a drive letter',
    });
    expect(reasons['a\\..\\..\\back.md']?.reason).toMatch(/^refused: its name holds a backslash/);
    expect(reasons['link.md']).toMatchObject({
      status: 'failed',
      reason: 'refused: it is a symbolic link',
    });
    expect(reasons['inner.zip']).toMatchObject({ status: 'skipped' });
    expect(reasons['good.md']).toMatchObject({ status: 'imported' });
    expect(job.report!.totals.notes).toMatchObject({ in: 6, imported: 1, failed: 5, skipped: 1 });
    const list = await server.get('/api/notes?limit=100', withCookie(user.cookie));
    const { notes } = (await list.json()) as { notes: { title: string }[] };
    expect(notes.map((note) => note.title).sort()).toEqual(['Good', 'Welcome to Inkling'].sort());
    await expectHealthy(server);
  });

  it('refuses a zip bomb (1 GB of zeros in 1 MB) quickly, without inflating it into memory', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const bomb = zipBomb('bomb.md', 1024 ** 3);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const job = await runImport(server, user, 'bomb.zip', bomb);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect(itemOf(job, 'bomb.md')).toMatchObject({
      status: 'failed',
      reason: 'it inflates to 1024 MB, more than the 4 MB a note may be',
    });
    await expectHealthy(server);
  });
});

describe('ZIP limits', { timeout: 60_000 }, () => {
  const serverWith = async (limits: Parameters<typeof createImports>[0]['limits']) => {
    const base = await getTestServer();
    return getTestServer({
      imports: createImports({
        database: base.database,
        storage: testStorage,
        logger: createLogger('silent', false),
        limits,
      }),
    });
  };

  it('fails a ZIP with more entries than IMPORT_MAX_ENTRIES, saying how many', async () => {
    const server = await serverWith({ maxEntries: 3 });
    const user = await buildUser(server);
    const entries = ['a', 'b', 'c', 'd'].map((name) => ({
      name: `${name}.md`,
      data: Buffer.from(name),
    }));
    const job = await runImport(server, user, 'many.zip', makeZip(entries));
    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      'This ZIP has 4 entries; an import reads at most 3. Split it into smaller ZIPs.',
    );
    await expectHealthy(server);
  });

  it('stops at IMPORT_MAX_UNCOMPRESSED_MB, counted while inflating, and lists every note', async () => {
    const server = await serverWith({ maxUncompressedBytes: 1024 * 1024 });
    const user = await buildUser(server);
    const big = (name: string) => ({ name, data: Buffer.alloc(600 * 1024, 0x61) });
    const job = await runImport(
      server,
      user,
      'big.zip',
      makeZip([big('one.md'), big('two.md'), big('three.md')]),
    );
    expect(job.status).toBe('done');
    expect(job.report!.stoppedAt).toMatch(/^the ZIP inflates to more than 1 MB in all/);
    expect(job.report!.items.map((item) => item.status)).toEqual(['failed', 'failed', 'failed']);
    expect(job.report!.totals.notes).toMatchObject({ in: 3, failed: 3 });
  });
});

describe('HTML pages in a ZIP (a Notion HTML export)', { timeout: 60_000 }, () => {
  it('converts each page on the import thread and links pages and images', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const page = (title: string, body: string) =>
      Buffer.from(
        `<html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`,
      );
    const zip = makeZip([
      {
        name: 'Home 0123456789abcdef0123456789abcdef.html',
        data: page(
          'Home',
          '<p>See <a href="Home%200123456789abcdef0123456789abcdef/Plans%2089abcdef0123456789abcdef01234567.html">Plans</a>.</p><img src="Home%200123456789abcdef0123456789abcdef/pic.png" alt="pic">',
        ),
      },
      {
        name: 'Home 0123456789abcdef0123456789abcdef/Plans 89abcdef0123456789abcdef01234567.html',
        data: page('Plans', '<ul><li>One</li><li>Two</li></ul>'),
      },
      { name: 'Home 0123456789abcdef0123456789abcdef/pic.png', data: onePixelPng },
    ]);
    const job = await runImport(server, user, 'notion-html.zip', zip);
    expect(job.report!.totals.notes).toMatchObject({ in: 2, imported: 2 });
    const home = await getNote(
      server,
      user,
      itemOf(job, 'Home 0123456789abcdef0123456789abcdef.html').noteId!,
    );
    const plans = itemOf(job, 'Plans 89abcdef0123456789abcdef01234567.html');
    expect(home.title).toBe('Home');
    expect(home.markdown).toContain(`[Plans](/note/${plans.noteId})`);
    expect(home.markdown).toMatch(/!\[pic\]\(\/api\/attachments\/[\w-]+\)/);
    expect((await getNote(server, user, plans.noteId!)).markdown).toMatch(/^- One\n- Two$/m);
  });
});

describe('files that are not images', { timeout: 60_000 }, () => {
  it('stores a linked file under its name and serves it as a download, never inline', async () => {
    const server = await getTestServer();
    const user = await buildUser(server);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const zip = makeZip([
      {
        name: 'Notes/Letter.md',
        data: Buffer.from('My [CV](files/Résumé%202024.docx) and ![logo](files/logo.svg)'),
      },
      { name: 'Notes/files/Résumé 2024.docx', data: Buffer.from('PK fake docx bytes') },
      { name: 'Notes/files/logo.svg', data: svg },
    ]);
    const job = await runImport(server, user, 'letters.zip', zip);
    const letter = await getNote(server, user, itemOf(job, 'Notes/Letter.md').noteId!);
    const cv = /\[CV\]\((\/api\/attachments\/[\w-]+)\)/.exec(letter.markdown);
    // An SVG is not shown inline (it could run script): it becomes a link to a download.
    const logo = /[^!]\[logo\]\((\/api\/attachments\/[\w-]+)\)/.exec(letter.markdown);
    expect(cv, letter.markdown).not.toBeNull();
    expect(logo, letter.markdown).not.toBeNull();
    const served = await server.get(cv![1]!, withCookie(user.cookie));
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ 2024.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.docx`,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const servedLogo = await server.get(logo![1]!, withCookie(user.cookie));
    expect(servedLogo.headers.get('content-type')).toBe('application/octet-stream');
    expect(servedLogo.headers.get('content-disposition')).toMatch(
      /^attachment; filename="logo\.svg"/,
    );
  });
});
