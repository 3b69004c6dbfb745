import { timestampSeconds } from '@common/editor/audioNode';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/** The `<audio>` of the nearest recording above `position`, or null when none is. */
export function playerAbove(view: EditorView, position: number): HTMLAudioElement | null {
  let found: number | null = null;
  view.state.doc.nodesBetween(0, Math.min(position, view.state.doc.content.size), (node, at) => {
    if (node.type.name === 'audio' && at < position) found = at;
  });
  if (found === null) return null;
  const dom = view.nodeDOM(found);
  if (dom instanceof HTMLAudioElement) return dom;
  return dom instanceof HTMLElement ? dom.querySelector('audio') : null;
}

/** Moves the nearest player above `position` to `seconds` and plays it; false without one. */
export function seekPlayerAbove(view: EditorView, position: number, seconds: number): boolean {
  const audio = playerAbove(view, position);
  if (!audio) return false;
  audio.currentTime = seconds;
  // A browser that refuses to play (no user gesture, say) still shows the new position.
  void audio.play().catch(() => undefined);
  return true;
}

/** The seconds of a timestamp link the caret sits in, or null. `edge`: at its start or end too. */
function timestampAtCaret(state: EditorState, edge: boolean): number | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const seconds = (node: typeof selection.$from.nodeAfter) => {
    const link = node?.marks.find((mark) => mark.type.name === 'link');
    return timestampSeconds(link?.attrs.href as string | undefined);
  };
  const before = seconds(selection.$from.nodeBefore);
  const after = seconds(selection.$from.nodeAfter);
  if (before !== null && before === after) return before;
  return edge ? (before ?? after) : null;
}

export const timestampSeekKey = new PluginKey('timestampSeek');

/**
 * A transcript's timestamps (links to `#t=<seconds>`, common/editor/audioNode)
 * seek the player above them: a click, Enter with the caret inside one, or
 * Alt+Enter beside one. Any other link or key is left alone.
 */
export const timestampSeek = () =>
  new Plugin({
    key: timestampSeekKey,
    props: {
      handleClick(view, position, event) {
        const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
        const seconds = timestampSeconds(target?.getAttribute('href'));
        if (seconds === null) return false;
        event.preventDefault();
        return seekPlayerAbove(view, position, seconds);
      },
      handleKeyDown(view, event) {
        if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey) return false;
        const seconds = timestampAtCaret(view.state, event.altKey);
        if (seconds === null) return false;
        return seekPlayerAbove(view, view.state.selection.from, seconds);
      },
    },
  });
