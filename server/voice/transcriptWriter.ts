import { ProsemirrorTransformer } from '@hocuspocus/transformer';
import { getSchema, type JSONContent } from '@tiptap/core';
import * as Y from 'yjs';
import { formatClock, timestampHref } from '@common/editor/audioNode';
import { BODY_FIELD } from '@common/editor/noteFields';
import type { TranscriptSegment } from '@common/schemas/voice';
import { noteExtensions } from '../notes/noteExtensions';

const schema = getSchema(noteExtensions);

/** A pause this long between segments starts a new paragraph. */
const PARAGRAPH_PAUSE_SECONDS = 2;
/** A paragraph covers at most this much of the recording. */
const PARAGRAPH_SECONDS = 30;

/**
 * The transcript as paragraphs: segments grouped by pauses, about 30 s at
 * most each, every paragraph starting with its time as a link to `#t=<s>`
 * (the player above seeks there), then the words.
 */
export function transcriptParagraphs(segments: TranscriptSegment[]): JSONContent[] {
  const groups: { start: number; end: number; texts: string[] }[] = [];
  for (const segment of segments) {
    const text = segment.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const last = groups.at(-1);
    if (
      last &&
      segment.start - last.end < PARAGRAPH_PAUSE_SECONDS &&
      segment.end - last.start <= PARAGRAPH_SECONDS
    ) {
      last.texts.push(text);
      last.end = segment.end;
    } else groups.push({ start: segment.start, end: segment.end, texts: [text] });
  }
  return groups.map((group) => ({
    type: 'paragraph',
    content: [
      {
        type: 'text',
        text: formatClock(group.start),
        marks: [{ type: 'link', attrs: { href: timestampHref(group.start), target: null } }],
      },
      { type: 'text', text: ` ${group.texts.join(' ')}` },
    ],
  }));
}

/** The body of a new voice note: the player alone (the transcript comes below it later). */
export function audioBody(audio: { src: string; title: string; duration: number }): JSONContent {
  return { type: 'doc', content: [{ type: 'audio', attrs: audio }] };
}

/** Where the audio block playing `src` is: its parent and index, searched through nested blocks. */
function findAudio(
  parent: Y.XmlFragment | Y.XmlElement,
  src: string,
): { parent: Y.XmlFragment | Y.XmlElement; index: number } | null {
  for (let index = 0; index < parent.length; index++) {
    const child = parent.get(index);
    if (!(child instanceof Y.XmlElement)) continue;
    if (child.nodeName === 'audio' && child.getAttribute('src') === src) return { parent, index };
    const inner = findAudio(child, src);
    if (inner) return inner;
  }
  return null;
}

/** Whether the note's body holds the audio block playing `src`. */
export const hasAudio = (doc: Y.Doc, src: string) =>
  findAudio(doc.getXmlFragment(BODY_FIELD), src) !== null;

/**
 * Inserts the paragraphs right below the audio block playing `src`, as new
 * Yjs items (nothing else in the body is touched, so someone typing
 * elsewhere loses nothing); with `orAppend`, at the end of the body when
 * the block is not there. Answers whether it wrote.
 */
export function insertTranscript(
  doc: Y.Doc,
  src: string,
  paragraphs: JSONContent[],
  { orAppend = false } = {},
): boolean {
  const body = doc.getXmlFragment(BODY_FIELD);
  const place =
    findAudio(body, src) ?? (orAppend ? { parent: body, index: body.length - 1 } : null);
  if (!place || paragraphs.length === 0) return false;
  // Built in a scratch document by the same converter as every body, then copied in.
  const scratch = ProsemirrorTransformer.toYdoc(
    { type: 'doc', content: paragraphs },
    BODY_FIELD,
    schema,
  );
  const items = scratch
    .getXmlFragment(BODY_FIELD)
    .toArray()
    .map((item) => (item as Y.XmlElement).clone());
  doc.transact(() => place.parent.insert(place.index + 1, items));
  return true;
}
