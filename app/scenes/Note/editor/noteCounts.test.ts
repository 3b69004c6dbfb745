import { Editor } from '@tiptap/core';
import { CharacterCount } from '@tiptap/extensions';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteSchemaExtensions } from '@common/editor/noteSchema';
import { markdownToBlocks } from '../ai/markdownContent';
import { countNote } from './noteCounts';
import { COUNT_DELAY_MS, useNoteCounts } from './useNoteCounts';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
  vi.useRealTimers();
});

/** An editor with the note schema and TipTap's own counter, holding `markdown`. */
function editorWith(markdown: string) {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: [...noteSchemaExtensions(), CharacterCount],
  });
  editors.push(editor);
  editor.commands.setContent({ type: 'doc', content: markdownToBlocks(markdown) });
  return editor;
}

const tiptapCounts = (editor: Editor) => ({
  words: editor.storage.characterCount.words(),
  characters: editor.storage.characterCount.characters(),
});

const samples = {
  paragraphs: 'One two three.\n\nFour  five, six.',
  headingsAndMarks: '# A title\n\nSome **bold**text and *more* of it.\n\n## Next\n\nEnd',
  lists:
    '- first item\n- second item\n  - nested one\n\n1. one\n2. two\n\n- [ ] task to do\n- [x] done',
  code: '```js\nconst a = 1;\nconst b = 2;\n```\n\nAfter the code.',
  table: '| Name | Age |\n| --- | --- |\n| Ada | 36 |\n| Alan | 41 |',
  breaksAndRules: 'Line one  \nline two\n\n---\n\n> A quote here',
  empty: '',
};

describe('countNote', () => {
  for (const [name, markdown] of Object.entries(samples)) {
    it(`counts as TipTap's CharacterCount does: ${name}`, () => {
      const editor = editorWith(markdown);
      expect(countNote(editor.state.doc)).toEqual(tiptapCounts(editor));
    });
  }

  it('counts again only what an edit changed, and gets the same figures', () => {
    const editor = editorWith(samples.headingsAndMarks);
    countNote(editor.state.doc);
    editor.commands.insertContentAt(3, 'word ');
    expect(countNote(editor.state.doc)).toEqual(tiptapCounts(editor));
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' and the last words');
    expect(countNote(editor.state.doc)).toEqual(tiptapCounts(editor));
  });
});

describe('useNoteCounts', () => {
  it('updates the count once typing has paused, not on every key', () => {
    vi.useFakeTimers();
    const editor = editorWith('One two three.');
    const { result } = renderHook(() => useNoteCounts(editor));
    expect(result.current.words).toBe(3);

    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' four');
    });
    act(() => {
      vi.advanceTimersByTime(COUNT_DELAY_MS / 2);
    });
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' five');
    });
    act(() => {
      vi.advanceTimersByTime(COUNT_DELAY_MS / 2);
    });
    expect(result.current.words).toBe(3);

    act(() => {
      vi.advanceTimersByTime(COUNT_DELAY_MS);
    });
    expect(result.current).toEqual({ words: 5, characters: 'One two three. four five'.length });
  });
});
