import { describe, expect, it } from 'vitest';
import { createNoteDoc, encodeNoteDoc } from '../notes/noteDocument';
import { createRenderedShares } from './renderedShares';

const IMAGE_ID = '0b7e8f3a-4c1d-4e2f-9a8b-1c2d3e4f5a6b';

describe('createRenderedShares', () => {
  it('renders once per link and document state, and again when either changes', () => {
    const renderedShare = createRenderedShares({ siteOrigin: 'https://notes.example' });
    const state = encodeNoteDoc(
      createNoteDoc({ title: 'Kept', markdown: `Words ![p](/api/attachments/${IMAGE_ID})` }),
    );
    const first = renderedShare('/share/abc', 'n1', state);
    expect(first.title).toBe('Kept');
    expect(first.bodyHtml).toContain(`src="/share/abc/attachments/${IMAGE_ID}"`);
    expect([...first.attachments]).toEqual([IMAGE_ID]);
    expect(renderedShare('/share/abc', 'n1', Uint8Array.from(state))).toBe(first);

    const other = renderedShare('/shared/abc', 'n1', state);
    expect(other.bodyHtml).toContain(`src="/shared/abc/attachments/${IMAGE_ID}"`);
    const edited = renderedShare(
      '/share/abc',
      'n1',
      encodeNoteDoc(createNoteDoc({ title: 'Kept', markdown: 'New words' })),
    );
    expect(edited.bodyHtml).toBe('<p>New words</p>');
  });

  it('prefers the open editor’s document', () => {
    const live = encodeNoteDoc(createNoteDoc({ title: 'Live', markdown: 'Typing' }));
    const renderedShare = createRenderedShares({
      siteOrigin: 'https://notes.example',
      live: {
        applyIfOpen: () => Promise.resolve(null),
        announceMetaChange: () => undefined,
        currentState: (noteId) => (noteId === 'open' ? live : null),
      },
    });
    const stored = encodeNoteDoc(createNoteDoc({ title: 'Stored' }));
    expect(renderedShare('/share/a', 'open', stored).title).toBe('Live');
    expect(renderedShare('/share/a', 'closed', stored).title).toBe('Stored');
  });
});
