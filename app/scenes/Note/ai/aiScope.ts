import type { NoteAiAction } from '@common/schemas/ai';
import type { Editor, JSONContent } from '@tiptap/core';
import { pinPosition, type AnswerTarget, type Pin } from './insertAnswer';
import { actionInfo } from './noteAiActions';

/** What an AI action works on, fixed when it is asked for. */
export type AiScope =
  /** The selected text (sent with the request), and where it is. */
  | { kind: 'selection'; from: Pin; to: Pin; blocks: JSONContent[]; text: string }
  /** The whole note, with the caret where `/ai` was typed. */
  | { kind: 'caret'; at: Pin }
  /** The whole note (the palette, nothing selected). */
  | { kind: 'note' };

/** One request of an in-note action, kept so Try again can ask the same. */
export interface NoteAiRun {
  action: NoteAiAction;
  scope: AiScope;
  language?: string | undefined;
  newTags?: boolean | undefined;
}

/**
 * The editor's selection as a scope; with nothing selected, the whole note,
 * with the caret as the place for new text when `withCaret`.
 */
export function scopeOf(editor: Editor, withCaret: boolean): AiScope {
  const { from, to, empty } = editor.state.selection;
  if (!empty) {
    const slice = editor.state.doc.slice(from, to);
    return {
      kind: 'selection',
      from: pinPosition(editor, from),
      to: pinPosition(editor, to),
      blocks: slice.content.toJSON() as JSONContent[],
      text: editor.state.doc.textBetween(from, to, '\n\n', ' '),
    };
  }
  return withCaret ? { kind: 'caret', at: pinPosition(editor, from) } : { kind: 'note' };
}

/** Where an accepted answer of this run goes in the body (title and tags go elsewhere). */
export function targetOf(run: NoteAiRun): AnswerTarget {
  const { scope } = run;
  if (actionInfo(run.action).use === 'replace')
    return scope.kind === 'selection'
      ? { kind: 'replace', from: scope.from, to: scope.to }
      : { kind: 'whole' };
  if (scope.kind === 'selection') return { kind: 'insert', at: scope.to };
  if (scope.kind === 'caret') return { kind: 'insert', at: scope.at };
  return { kind: 'end' };
}
