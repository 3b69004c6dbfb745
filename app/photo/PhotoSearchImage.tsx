import Image, { type ImageOptions } from '@tiptap/extension-image';
import type { Editor } from '@tiptap/core';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { useServerMediaUrl } from '@app/native/useServerMedia';
import { usePhotoTextQuery } from '@app/queries/photoQueries';
import { attachmentIdOf } from './photoApi';
import { photoHits } from './photoMatches';
import './photo.css';

export interface PhotoSearchImageOptions extends ImageOptions {
  /** What the note was opened from a search for; its words are boxed on the photos. */
  query: string;
}

/** Editors that have already scrolled to a hit: only the first photo's first hit is brought into view. */
const scrolled = new WeakSet<Editor>();

interface ImageAttributes {
  src: string | null;
  alt: string | null;
  title: string | null;
  width: number | null;
  height: number | null;
}

/**
 * A photo of the note with the searched words boxed where they were read
 * (GET /api/attachments/:id/text). The boxes sit in percent of the photo, so
 * they follow it as it scales; each one says in words what it marks.
 */
function PhotoSearchImageView({ node, editor, extension }: ReactNodeViewProps) {
  const { src, alt, title, width, height } = node.attrs as ImageAttributes;
  const { query } = extension.options as PhotoSearchImageOptions;
  // The native app loads the photo with its token (a blob: URL); a browser uses src as is.
  const mediaSrc = useServerMediaUrl(src);
  const text = usePhotoTextQuery(attachmentIdOf(src), query.trim() !== '');
  const hits = text.data ? photoHits(text.data, query) : [];
  const firstHit = useRef<HTMLSpanElement>(null);
  const found = hits.length > 0;

  useEffect(() => {
    if (!found || !firstHit.current || scrolled.has(editor)) return;
    scrolled.add(editor);
    firstHit.current.scrollIntoView({ block: 'center' });
  }, [found, editor]);

  return (
    <NodeViewWrapper className="photo-search-image" data-drag-handle="">
      <span className="photo-search-frame">
        <img
          src={mediaSrc}
          alt={alt ?? ''}
          title={title ?? undefined}
          width={width ?? undefined}
          height={height ?? undefined}
          draggable={false}
        />
        {hits.map((hit, index) => (
          <span
            key={`${hit.left}-${hit.top}`}
            ref={index === 0 ? firstHit : undefined}
            role="img"
            aria-label={`“${hit.text}” found on this photo`}
            className="photo-hit"
            contentEditable={false}
            style={{
              left: `${hit.left}%`,
              top: `${hit.top}%`,
              width: `${hit.width}%`,
              height: `${hit.height}%`,
            }}
          />
        ))}
      </span>
    </NodeViewWrapper>
  );
}

/**
 * The note schema's image (same name, attributes and HTML) drawn with a
 * search's hits on it. NoteEditor swaps it in only when the note was opened
 * from a search; otherwise the plain image renders and nothing is asked.
 */
export const PhotoSearchImage = Image.extend<PhotoSearchImageOptions>({
  addOptions() {
    return { ...(this.parent?.() as ImageOptions), query: '' };
  },
  addNodeView() {
    return ReactNodeViewRenderer(PhotoSearchImageView);
  },
});
