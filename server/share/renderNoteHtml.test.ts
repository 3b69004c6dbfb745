import type { JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { leadingText, referencedAttachments, renderNoteHtml } from './renderNoteHtml';
import { sanitizeNoteHtml } from './sanitizeNoteHtml';

const ORIGIN = 'https://notes.example';
const IMAGE_ID = '0b7e8f3a-4c1d-4e2f-9a8b-1c2d3e4f5a6b';
const options = {
  siteOrigin: ORIGIN,
  attachmentUrl: (id: string) => `/share/abc/attachments/${id}`,
};

const doc = (...content: JSONContent[]): JSONContent => ({ type: 'doc', content });
const text = (value: string, marks?: JSONContent['marks']): JSONContent => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
/** What a visitor gets: rendered, then sanitised. */
const render = (body: JSONContent) => sanitizeNoteHtml(renderNoteHtml(body, options));

describe('renderNoteHtml', () => {
  it('moves headings one level down under the page title', () => {
    expect(
      render(
        doc(
          { type: 'heading', attrs: { level: 1 }, content: [text('Top')] },
          { type: 'heading', attrs: { level: 3 }, content: [text('Deep')] },
          { type: 'heading', attrs: { level: 6 }, content: [text('Deepest')] },
        ),
      ),
    ).toBe('<h2>Top</h2><h4>Deep</h4><h6>Deepest</h6>');
  });

  it('renders lists, nested lists and an ordered list’s start', () => {
    const item = (...content: JSONContent[]): JSONContent => ({ type: 'listItem', content });
    const html = render(
      doc(
        {
          type: 'bulletList',
          content: [
            item(paragraph(text('One')), {
              type: 'bulletList',
              content: [item(paragraph(text('One a')))],
            }),
            item(paragraph(text('Two'))),
          ],
        },
        { type: 'orderedList', attrs: { start: 3 }, content: [item(paragraph(text('Third')))] },
      ),
    );
    expect(html).toBe(
      '<ul><li><p>One</p><ul><li><p>One a</p></li></ul></li><li><p>Two</p></li></ul>' +
        '<ol start="3"><li><p>Third</p></li></ol>',
    );
  });

  it('shows checklists with disabled, labelled checkboxes', () => {
    const html = render(
      doc({
        type: 'taskList',
        content: [
          { type: 'taskItem', attrs: { checked: true }, content: [paragraph(text('Done'))] },
          { type: 'taskItem', attrs: { checked: false }, content: [paragraph(text('Open'))] },
        ],
      }),
    );
    expect(html).toBe(
      '<ul class="tasks">' +
        '<li class="task"><input type="checkbox" disabled checked aria-label="Done" /><div><p>Done</p></div></li>' +
        '<li class="task"><input type="checkbox" disabled aria-label="Not done" /><div><p>Open</p></div></li>' +
        '</ul>',
    );
  });

  it('renders tables with header cells and spans, in a scrolling box', () => {
    const html = render(
      doc({
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableHeader', attrs: { colspan: 2 }, content: [paragraph(text('H'))] },
            ],
          },
          {
            type: 'tableRow',
            content: [
              {
                type: 'tableCell',
                attrs: { colspan: 1, rowspan: 1 },
                content: [paragraph(text('a'))],
              },
              { type: 'tableCell', content: [paragraph(text('b'))] },
            ],
          },
        ],
      }),
    );
    expect(html).toBe(
      '<div class="table" tabindex="0" role="region" aria-label="Table"><table><tbody><tr><th colspan="2"><p>H</p></th></tr>' +
        '<tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table></div>',
    );
  });

  it('keeps code blocks, quotes, rules and line breaks, code escaped', () => {
    const html = render(
      doc(
        { type: 'codeBlock', attrs: { language: 'html' }, content: [text('<b>if (a && b)</b>')] },
        {
          type: 'blockquote',
          content: [paragraph(text('Quoted'), { type: 'hardBreak' }, text('on'))],
        },
        { type: 'horizontalRule' },
      ),
    );
    expect(html).toBe(
      '<pre tabindex="0"><code>&lt;b&gt;if (a &amp;&amp; b)&lt;/b&gt;</code></pre>' +
        '<blockquote><p>Quoted<br />on</p></blockquote><hr />',
    );
  });

  it('renders every mark, and safe links with rel', () => {
    const html = render(
      doc(
        paragraph(
          text('b', [{ type: 'bold' }]),
          text('i', [{ type: 'italic' }]),
          text('s', [{ type: 'strike' }]),
          text('u', [{ type: 'underline' }]),
          text('c', [{ type: 'code' }]),
          text('h', [{ type: 'highlight' }]),
          text('both', [{ type: 'bold' }, { type: 'italic' }]),
          text('web', [{ type: 'link', attrs: { href: 'https://example.com/a?b=1&c=2' } }]),
          text('mail', [{ type: 'link', attrs: { href: 'mailto:a@example.com' } }]),
          text('here', [{ type: 'link', attrs: { href: '/pricing' } }]),
        ),
      ),
    );
    expect(html).toBe(
      '<p><strong>b</strong><em>i</em><s>s</s><u>u</u><code>c</code><mark>h</mark>' +
        '<strong><em>both</em></strong>' +
        '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">web</a>' +
        '<a href="mailto:a@example.com" rel="nofollow noopener noreferrer">mail</a>' +
        '<a href="/pricing" rel="nofollow noopener noreferrer">here</a></p>',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
  ])('drops the link %j but keeps its text', (href) => {
    const html = render(doc(paragraph(text('click', [{ type: 'link', attrs: { href } }]))));
    expect(html).toBe('<p>click</p>');
  });

  it('escapes text and attributes', () => {
    const html = render(
      doc(
        paragraph(text('<script>alert(1)</script> "quoted" & \'single\'')),
        paragraph(text('<img src=x onerror=alert(1)>')),
        {
          type: 'image',
          attrs: { src: `/api/attachments/${IMAGE_ID}`, alt: '" onerror="alert(1)' },
        },
      ),
    );
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; "quoted" &amp; \'single\'');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toMatch(/<img src="[^"]+" alt="&quot; onerror=&quot;alert\(1\)"/);
  });

  it('fetches the note’s attachments through the share; images from elsewhere become links', () => {
    const html = render(
      doc(
        { type: 'image', attrs: { src: `/api/attachments/${IMAGE_ID}`, alt: 'Mine' } },
        { type: 'image', attrs: { src: `${ORIGIN}/api/attachments/${IMAGE_ID}`, alt: 'Absolute' } },
        { type: 'image', attrs: { src: 'https://tracker.example/pixel.png', alt: 'Remote' } },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'Bad' } },
        { type: 'image', attrs: { src: 'data:image/png;base64,AAAA', alt: '' } },
        paragraph(
          text('file', [{ type: 'link', attrs: { href: `/api/attachments/${IMAGE_ID}` } }]),
        ),
      ),
    );
    expect(html).toBe(
      `<img src="/share/abc/attachments/${IMAGE_ID}" alt="Mine" loading="lazy" />` +
        `<img src="/share/abc/attachments/${IMAGE_ID}" alt="Absolute" loading="lazy" />` +
        '<p><a href="https://tracker.example/pixel.png" rel="nofollow noopener noreferrer">Remote</a></p>' +
        '<p>Bad</p>' +
        `<p><a href="/share/abc/attachments/${IMAGE_ID}" rel="nofollow noopener noreferrer">file</a></p>`,
    );
  });

  it('keeps the text of nodes it does not know', () => {
    expect(render(doc({ type: 'mystery', content: [paragraph(text('Still here'))] }))).toBe(
      '<p>Still here</p>',
    );
  });

  it('handles nesting far deeper than any real note without recursion', () => {
    let node: JSONContent = paragraph(text('bottom'));
    for (let level = 0; level < 20_000; level++) node = { type: 'blockquote', content: [node] };
    const html = renderNoteHtml(doc(node), options);
    expect(html.startsWith('<blockquote>'.repeat(100))).toBe(true);
    expect(html).toContain('<p>bottom</p>');
  });
});

describe('recordings on a shared page', () => {
  const audio = (attrs: Record<string, unknown>): JSONContent => ({ type: 'audio', attrs });

  it('plays the note’s own recording in the browser’s player, named with its length', () => {
    const html = render(
      doc(audio({ src: `/api/attachments/${IMAGE_ID}`, title: 'Voice note', duration: 83.6 })),
    );
    const url = `/share/abc/attachments/${IMAGE_ID}`;
    expect(html).toBe(
      '<figure class="audio"><figcaption>Voice note <span class="length">1:23</span></figcaption>' +
        `<audio src="${url}" aria-label="Voice note, 1:23" controls preload="metadata">` +
        `<a href="${url}">Download the recording</a></audio></figure>`,
    );
  });

  it('escapes the title, and says "Voice note" without one or without a length', () => {
    const html = render(doc(audio({ src: `/api/attachments/${IMAGE_ID}`, title: '<b>"x"</b>' })));
    expect(html).toContain('<figcaption>&lt;b&gt;"x"&lt;/b&gt;</figcaption>');
    expect(html).toContain('aria-label="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
    expect(render(doc(audio({ src: `/api/attachments/${IMAGE_ID}` })))).toContain(
      '<figcaption>Voice note</figcaption>',
    );
  });

  it('never plays anything from elsewhere: another address is a link, a bad one text', () => {
    expect(
      render(doc(audio({ src: 'https://tracker.example/a.mp3', title: 'Theirs', duration: 5 }))),
    ).toBe(
      '<p><a href="https://tracker.example/a.mp3" rel="nofollow noopener noreferrer">Theirs (0:05)</a></p>',
    );
    expect(render(doc(audio({ src: 'javascript:alert(1)', title: 'Bad' })))).toBe('<p>Bad</p>');
  });

  it('prints a transcript’s timestamps as text (no player to seek), other links stay links', () => {
    const html = render(
      doc(
        paragraph(
          text('1:05', [{ type: 'link', attrs: { href: '#t=65' } }]),
          text(' Then the share page plays it. '),
          text('More', [{ type: 'link', attrs: { href: 'https://example.com' } }]),
        ),
      ),
    );
    expect(html).toBe(
      '<p>1:05 Then the share page plays it. ' +
        '<a href="https://example.com" rel="nofollow noopener noreferrer">More</a></p>',
    );
  });

  it('lets only what the renderer writes through the sanitiser', () => {
    const clean = sanitizeNoteHtml(
      '<audio src="https://evil.example/a.mp3" autoplay loop onplay="x()" controls></audio>' +
        '<audio src="/share/abc/attachments/x" autoplay></audio>',
    );
    expect(clean).not.toMatch(/autoplay|loop|onplay|evil\.example/);
    expect(clean).toContain(
      '<audio src="/share/abc/attachments/x" controls preload="metadata"></audio>',
    );
  });

  it('counts a recording among the uploads the share serves', () => {
    expect([
      ...referencedAttachments(doc(audio({ src: `/api/attachments/${IMAGE_ID}` })), ORIGIN),
    ]).toEqual([IMAGE_ID]);
  });
});

describe('sanitizeNoteHtml', () => {
  it('removes what the renderer never writes, should it ever slip through', () => {
    const dirty =
      '<p onclick="x()">a</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(1)">b</a><img src="https://evil.example/x.png" onerror="alert(1)">' +
      '<input type="text" value="x"><div class="evil" style="color:red">c</div>';
    const clean = sanitizeNoteHtml(dirty);
    expect(clean).not.toMatch(/<script|<iframe|onclick|onerror|javascript:|style=|evil\.example/i);
    expect(clean).toContain('<input type="checkbox" disabled />');
  });
});

describe('referencedAttachments and leadingText', () => {
  it('finds the uploads the note shows or links to, and only those', () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const body = doc(
      { type: 'image', attrs: { src: `/api/attachments/${IMAGE_ID}` } },
      paragraph(
        text('x', [{ type: 'link', attrs: { href: `${ORIGIN}/api/attachments/${other}` } }]),
      ),
      paragraph(
        text('no', [
          { type: 'link', attrs: { href: `https://elsewhere.example/api/attachments/${other}x` } },
        ]),
      ),
    );
    expect([...referencedAttachments(body, ORIGIN)].sort()).toEqual([IMAGE_ID, other].sort());
  });

  it('reads only the first words', () => {
    const body = doc(
      { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
      paragraph(text('First line.')),
      ...Array.from({ length: 1000 }, () => paragraph(text('more words here'))),
    );
    const lead = leadingText(body, 40);
    expect(lead.startsWith('Title First line. more words here')).toBe(true);
    expect(lead.length).toBeLessThan(100);
  });
});
