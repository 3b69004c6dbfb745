import { AudioNode } from '@common/editor/audioNode';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { cn } from '@app/lib/cn';
import { AudioPlayer } from './AudioPlayer';
import { timestampSeek } from './timestampSeek';
import { TranscriptState } from './TranscriptState';

export interface AudioPlayerOptions {
  /** The note being edited: its transcripts' states are shown under each player. */
  noteId: string | null;
}

/** The attachment a player's `src` (/api/attachments/<id>) names, or null. */
export function attachmentIdOf(src: string | null): string | null {
  const match = /^\/api\/attachments\/([^/?#]+)$/.exec(src ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

interface AudioAttributes {
  src: string | null;
  title: string | null;
  duration: number | null;
}

function AudioNodeView({ node, extension, selected }: ReactNodeViewProps) {
  const { src, title, duration } = node.attrs as AudioAttributes;
  const { noteId } = extension.options as AudioPlayerOptions;
  const attachmentId = attachmentIdOf(src);
  return (
    <NodeViewWrapper
      className={cn('my-4 grid gap-2 rounded-xl', selected && 'ring-2 ring-ring')}
      data-drag-handle=""
    >
      {src ? (
        <AudioPlayer src={src} title={title || 'Voice note'} duration={duration} />
      ) : (
        <p className="text-sm text-muted-foreground">This recording has no file.</p>
      )}
      {noteId && attachmentId && <TranscriptState noteId={noteId} attachmentId={attachmentId} />}
    </NodeViewWrapper>
  );
}

/**
 * The editor's `audio` block (EditorOverrides.audio): the same node and
 * attributes as the shared schema's, shown as an accessible player with its
 * transcript's state below, and timestamps in the text that seek it.
 */
export const AudioPlayerNode = AudioNode.extend<AudioPlayerOptions>({
  addOptions() {
    return { noteId: null };
  },
  addNodeView() {
    return ReactNodeViewRenderer(AudioNodeView);
  },
  addProseMirrorPlugins() {
    return [timestampSeek()];
  },
});
