import { noteSchemaExtensions } from '@common/editor/noteSchema';
import CodeBlock from '@tiptap/extension-code-block';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EditorContent, useEditor } from '@tiptap/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoSearchImage } from './PhotoSearchImage';

const photoText = {
  text: 'Repair the shed\nbefore the storms',
  confidence: 91,
  language: 'eng',
  width: 1000,
  height: 500,
  words: [
    { text: 'Repair', confidence: 92, box: { x: 50, y: 50, w: 150, h: 40 } },
    { text: 'storms.', confidence: 90, box: { x: 600, y: 250, w: 200, h: 50 } },
  ],
};

function NoteWithPhoto({ query }: { query: string }) {
  const editor = useEditor({
    extensions: noteSchemaExtensions({
      codeBlock: CodeBlock,
      ...(query && { image: PhotoSearchImage.configure({ query }) }),
    }),
    content: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Before the photo' }] },
        { type: 'image', attrs: { src: '/api/attachments/a1', alt: 'shed' } },
      ],
    },
  });
  return <EditorContent editor={editor} />;
}

const scrollIntoView = vi.fn();

function renderNote(query: string) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ text: photoText }))));
  vi.stubGlobal('fetch', fetch);
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NoteWithPhoto query={query} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PhotoSearchImage', () => {
  it('boxes the searched word where it was read, in percent of the photo, and brings it into view', async () => {
    const fetch = renderNote('storm');
    const hit = await screen.findByRole('img', { name: '“storms” found on this photo' });
    expect(hit).toHaveStyle({ left: '60%', top: '50%', width: '20%', height: '10%' });
    expect(screen.getByRole('img', { name: 'shed' })).toHaveAttribute('src', '/api/attachments/a1');
    expect(fetch).toHaveBeenCalledWith('/api/attachments/a1/text', expect.anything());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img', { name: /Repair/ })).toBeNull();
  });

  it('shows the plain photo and asks nothing without a search', async () => {
    const fetch = renderNote('');
    const photo = await screen.findByRole('img', { name: 'shed' });
    expect(photo.parentElement?.classList.contains('photo-search-frame')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
