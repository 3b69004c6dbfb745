import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { collabTestEditor } from './collabTestEditor';
import { insertAnswer, pinPosition, type AnswerTarget } from './insertAnswer';
import { blocksToMarkdown, markdownToBlocks } from './markdownContent';

const noteEditor = collabTestEditor;
const bodyMarkdown = (editor: Editor) => blocksToMarkdown(editor.getJSON().content ?? []);

/** The document position of the first occurrence of `text`. */
function positionOf(editor: Editor, text: string): number {
  let found = -1;
  editor.state.doc.descendants((node, position) => {
    if (found >= 0 || !node.isText) return found < 0;
    const index = node.text?.indexOf(text) ?? -1;
    if (index >= 0) found = position + index;
    return false;
  });
  if (found < 0) throw new Error(`“${text}” is not in the note`);
  return found;
}

function selectText(editor: Editor, text: string): AnswerTarget {
  const from = positionOf(editor, text);
  return {
    kind: 'replace',
    from: pinPosition(editor, from),
    to: pinPosition(editor, from + text.length),
  };
}

describe('insertAnswer', () => {
  it('replaces a selection inside a line with the answer’s words, in one update that one undo takes back', () => {
    const { editor, updates } = noteEditor('The cat sat on teh mat.\n\nSecond line.');
    const target = selectText(editor, 'sat on teh mat');
    expect(insertAnswer(editor, target, markdownToBlocks('sat on the **mat**'))).toBe(true);
    expect(bodyMarkdown(editor)).toBe('The cat sat on the **mat**.\n\nSecond line.');
    expect(updates).toHaveLength(1);

    editor.commands.undo();
    expect(bodyMarkdown(editor)).toBe('The cat sat on teh mat.\n\nSecond line.');
  });

  it('turns Markdown into headings, checklists and tables as one insertion', () => {
    const { editor, updates } = noteEditor('Intro.\n\nOutro.');
    const answer = [
      '## Plan',
      '',
      '- [ ] buy milk',
      '- [x] call Sam',
      '',
      '| Day | Task |',
      '| --- | --- |',
      '| Mon | Gym |',
    ].join('\n');
    const target: AnswerTarget = {
      kind: 'insert',
      at: pinPosition(editor, positionOf(editor, 'Intro') + 2),
    };
    insertAnswer(editor, target, markdownToBlocks(answer));

    const types = (editor.getJSON().content ?? []).map((node) => node.type);
    expect(types).toEqual(['paragraph', 'heading', 'taskList', 'table', 'paragraph']);
    expect(updates).toHaveLength(1);
    editor.commands.undo();
    expect(bodyMarkdown(editor)).toBe('Intro.\n\nOutro.');
  });

  it('replaces whole selected blocks without leaving an empty line', () => {
    const { editor } = noteEditor('Keep.\n\nfirst draft\n\nsecond draft\n\nKeep too.');
    const from = positionOf(editor, 'first draft');
    const to = positionOf(editor, 'second draft') + 'second draft'.length;
    const target: AnswerTarget = {
      kind: 'replace',
      from: pinPosition(editor, from),
      to: pinPosition(editor, to),
    };
    insertAnswer(editor, target, markdownToBlocks('- one\n- two'));
    expect(bodyMarkdown(editor)).toBe('Keep.\n\n- one\n- two\n\nKeep too.');
  });

  it('keeps its place when text is typed before it while the answer streams', () => {
    const { editor } = noteEditor('Alpha beta gamma.');
    const target = selectText(editor, 'beta');
    // Another device adds a word at the start meanwhile.
    editor.commands.insertContentAt(1, 'Well, ');
    insertAnswer(editor, target, markdownToBlocks('BETA'));
    expect(bodyMarkdown(editor)).toBe('Well, Alpha BETA gamma.');
  });

  it('adds a summary after the block the caret is in, and into an empty last line at the end', () => {
    const { editor } = noteEditor('Some text here.\n\nMore.');
    const caret: AnswerTarget = {
      kind: 'insert',
      at: pinPosition(editor, positionOf(editor, 'text')),
    };
    insertAnswer(editor, caret, markdownToBlocks('A summary.'));
    expect(bodyMarkdown(editor)).toBe('Some text here.\n\nA summary.\n\nMore.');

    insertAnswer(editor, { kind: 'end' }, markdownToBlocks('- [ ] the end'));
    expect(bodyMarkdown(editor)).toBe('Some text here.\n\nA summary.\n\nMore.\n\n- [ ] the end');
  });

  it('replaces the whole body, and one undo brings it all back', () => {
    const { editor, updates } = noteEditor('# Notes\n\nOld words.');
    insertAnswer(editor, { kind: 'whole' }, markdownToBlocks('# Notizen\n\nAlte Wörter.'));
    expect(bodyMarkdown(editor)).toBe('# Notizen\n\nAlte Wörter.');
    expect(updates).toHaveLength(1);
    editor.commands.undo();
    expect(bodyMarkdown(editor)).toBe('# Notes\n\nOld words.');
  });

  it('inserts nothing for a blank answer', () => {
    const { editor, updates } = noteEditor('Text.');
    expect(insertAnswer(editor, { kind: 'end' }, markdownToBlocks('  \n'))).toBe(false);
    expect(updates).toHaveLength(0);
  });
});
