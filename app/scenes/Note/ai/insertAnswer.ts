import type { Editor, JSONContent } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
  yUndoPluginKey,
} from '@tiptap/y-tiptap';
import type * as Y from 'yjs';

/*
 * Where an accepted AI answer goes, and putting it there as one step. The
 * places are pinned in the shared document (Yjs relative positions) when the
 * action starts, so typing elsewhere, here or on another device, while the
 * answer streams does not move them.
 */

/** A place in the note body that follows edits around it. */
export type Pin = Y.RelativePosition;

/** Where the answer goes. */
export type AnswerTarget =
  /** Instead of the selected text (improve, fix grammar, translate a selection). */
  | { kind: 'replace'; from: Pin; to: Pin }
  /** As blocks at the caret, or after the block it is in (summarise, continue, checklist). */
  | { kind: 'insert'; at: Pin }
  /** As blocks at the end of the note. */
  | { kind: 'end' }
  /** Instead of the whole body (improve, fix grammar or translate the note). */
  | { kind: 'whole' };

type BindingMapping = Parameters<typeof absolutePositionToRelativePosition>[2];

// y-tiptap types its plugin states as `any`; these are the parts used here.
interface SyncState {
  doc: Y.Doc;
  type: Y.XmlFragment;
  binding: { mapping: BindingMapping } | null;
}
interface UndoState {
  undoManager: Y.UndoManager;
}

function syncState(state: EditorState) {
  const sync = ySyncPluginKey.getState(state) as SyncState | undefined;
  if (!sync?.binding) throw new Error('The note body is not bound to its shared document');
  return { ...sync, mapping: sync.binding.mapping };
}

/** Pins a position of the editor's document. */
export function pinPosition(editor: Editor, position: number): Pin {
  const { type, mapping } = syncState(editor.state);
  return absolutePositionToRelativePosition(position, type, mapping) as Pin;
}

/** Where a pin is now; null when the text around it is gone. */
function resolvePin(editor: Editor, pin: Pin): number | null {
  const { doc, type, mapping } = syncState(editor.state);
  const position = relativePositionToAbsolutePosition(doc, type, pin, mapping);
  if (position === null) return null;
  return Math.min(Math.max(position, 0), editor.state.doc.content.size);
}

interface Placement {
  from: number;
  to: number;
  content: JSONContent | JSONContent[];
}

/** True when nothing but markup lies between the two positions. */
const noTextBetween = (state: EditorState, from: number, to: number) =>
  from >= to || state.doc.textBetween(from, to, '\n', '\n').trim() === '';

/** The answer's blocks at a collapsed point: into an empty line, else after its block. */
function placeAt(state: EditorState, position: number, blocks: JSONContent[]): Placement {
  const $pos = state.doc.resolve(position);
  const inFilledTextblock = $pos.parent.isTextblock && $pos.parent.content.size > 0;
  const at = inFilledTextblock && $pos.depth >= 1 ? $pos.after(1) : position;
  return { from: at, to: at, content: blocks };
}

/**
 * The selection replaced: a one-paragraph answer as text in the line it came
 * from; blocks instead of the whole blocks the selection covers, so no empty
 * line is left behind; otherwise as ProseMirror fits them in.
 */
function placeInstead(
  state: EditorState,
  from: number,
  to: number,
  blocks: JSONContent[],
): Placement {
  const $from = state.doc.resolve(from);
  const $to = state.doc.resolve(to);
  const [only] = blocks;
  const sameTextblock = $from.parent.isTextblock && $from.sameParent($to);
  if (blocks.length === 1 && only?.type === 'paragraph' && sameTextblock)
    return { from, to, content: only.content ?? [] };
  if ($from.depth >= 1 && $to.depth >= 1) {
    const start = $from.before(1);
    const end = $to.after(1);
    if (noTextBetween(state, start, from) && noTextBetween(state, to, end))
      return { from: start, to: end, content: blocks };
  }
  return { from, to, content: blocks };
}

/** The range and content an answer takes now; null when its place is gone. */
export function placeAnswer(
  editor: Editor,
  target: AnswerTarget,
  blocks: JSONContent[],
): Placement | null {
  const { state } = editor;
  const size = state.doc.content.size;
  switch (target.kind) {
    case 'whole':
      return { from: 0, to: size, content: blocks };
    case 'end': {
      const last = state.doc.lastChild;
      // An empty last line takes the answer instead of staying below it.
      const intoEmptyLine = last?.isTextblock && last.content.size === 0;
      return placeAt(state, intoEmptyLine ? size - 1 : size, blocks);
    }
    case 'insert': {
      const at = resolvePin(editor, target.at);
      return placeAt(state, at ?? size, blocks);
    }
    case 'replace': {
      const from = resolvePin(editor, target.from);
      const to = resolvePin(editor, target.to);
      if (from === null || to === null) return null;
      return from < to
        ? placeInstead(state, from, to, blocks)
        : placeAt(state, Math.min(from, to), blocks);
    }
  }
}

/**
 * Puts the answer's blocks in the note as one ProseMirror transaction: one
 * Yjs update, so another device sees the whole answer or none of it. The
 * undo manager is told to stop merging before and after, so one undo takes
 * out exactly this insertion. False when there was nothing to insert or its
 * place is gone.
 */
export function insertAnswer(editor: Editor, target: AnswerTarget, blocks: JSONContent[]) {
  if (blocks.length === 0) return false;
  const placement = placeAnswer(editor, target, blocks);
  if (!placement) return false;
  const undo = yUndoPluginKey.getState(editor.state) as UndoState | undefined;
  undo?.undoManager.stopCapturing();
  const inserted = editor
    .chain()
    .insertContentAt({ from: placement.from, to: placement.to }, placement.content, {
      updateSelection: true,
    })
    .scrollIntoView()
    .run();
  undo?.undoManager.stopCapturing();
  return inserted;
}
