import { ProsemirrorTransformer } from '@hocuspocus/transformer';
import { getSchema, getText, getTextSerializersFromSchema, type JSONContent } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { MarkdownManager } from '@tiptap/markdown';
import * as Y from 'yjs';
import { prosemirrorJSONToYXmlFragment } from 'y-prosemirror';
import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';
import { createMarkdownParser } from '../markdown/markdownParser';
import { knownContentOf, textOf } from './knownContent';
import { noteExtensions } from './noteExtensions';
import { bodyJsonOf, newNoteDoc } from './yjsNoteDoc';

export { loadNoteDoc, newNoteDoc } from './yjsNoteDoc';

/*
 * A note's Yjs document: the body in the XML fragment TipTap's Collaboration
 * extension edits, the title in a shared text (their names: common/editor/
 * noteFields). Every write goes through the document (see commands/
 * noteWriter), so an open editor sees REST changes live.
 */

const markdown = new MarkdownManager({ extensions: noteExtensions });
const parseTrustedMarkdown = createMarkdownParser();
// Built once: TipTap's helpers (TiptapTransformer.toYdoc, generateText) rebuild the
// ProseMirror schema from the extensions on every call, ~1 ms each.
const schema = getSchema(noteExtensions);
const textSerializers = getTextSerializersFromSchema(schema);
/** The node and mark names a stored body may hold. */
export const knownContent = knownContentOf(schema);
const EXCERPT_LENGTH = 200;

export interface NoteProjection {
  title: string;
  markdown: string;
  plainText: string;
  excerpt: string;
  wordCount: number;
}

/**
 * A new note's document, its Markdown parsed on this thread: our own only
 * (tests, benches, built-in content). A client's goes through
 * server/markdown's pool (see commands/noteWriter.ts).
 */
export function createNoteDoc(content: { title?: string; markdown?: string }): Y.Doc {
  const doc = newNoteDoc();
  if (content.title) setTitle(doc, content.title);
  if (content.markdown) replaceBody(doc, content.markdown);
  return doc;
}

export const encodeNoteDoc = (doc: Y.Doc): Uint8Array => Y.encodeStateAsUpdate(doc);

export function setTitle(doc: Y.Doc, title: string) {
  const text = doc.getText(TITLE_FIELD);
  doc.transact(() => {
    text.delete(0, text.length);
    text.insert(0, title);
  });
}

/**
 * Replaces the whole body with Markdown parsed on this thread: our own only
 * (a client's goes through server/markdown's pool, then applyPreparedBody).
 */
export function replaceBody(doc: Y.Doc, source: string) {
  replaceBodyWith(doc, parseTrustedMarkdown(source));
}

/** Replaces the whole body with a parsed document (ProseMirror JSON of bounded depth). */
export function replaceBodyWith(doc: Y.Doc, body: JSONContent) {
  const fresh = ProsemirrorTransformer.toYdoc(body, BODY_FIELD, schema);
  applyPreparedBody(doc, { update: Y.encodeStateAsUpdate(fresh) });
}

/** A body made ready off the main thread: its Yjs update and its projection (without the title). */
export interface PreparedBody {
  update: Uint8Array;
  projection?: Omit<NoteProjection, 'title'>;
}

/**
 * The costly half of writing a body, in time linear in its size (a 1 MB
 * note takes seconds): server/markdown's thread runs it, so the event loop
 * only applies the result.
 */
export function prepareBody(body: JSONContent): Required<PreparedBody> {
  const doc = newNoteDoc();
  // Written straight into the empty body: replaceBodyWith builds another document (toYdoc, with
  // Yjs's own costly guid) and copies it over through an update (0.35 ms a bench note; 0.11 here).
  prosemirrorJSONToYXmlFragment(schema, body, doc.getXmlFragment(BODY_FIELD));
  const { title: _title, ...projection } = projectNote(doc);
  return { update: encodeNoteDoc(doc), projection };
}

/** Replaces the whole body with a prepared one. */
export function applyPreparedBody(doc: Y.Doc, body: PreparedBody) {
  const fragment = doc.getXmlFragment(BODY_FIELD);
  doc.transact(() => {
    fragment.delete(0, fragment.length);
  });
  Y.applyUpdate(doc, body.update);
}

/** The body as ProseMirror JSON, without any node or mark the schema does not know (see knownContent). */
export function bodyJson(doc: Y.Doc): JSONContent {
  return bodyJsonOf(doc, knownContent);
}

/** The body as plain text; if the schema still cannot read it, its bare text, so storing never fails. */
function plainTextOf(json: JSONContent): string {
  try {
    return getText(Node.fromJSON(schema, json), { blockSeparator: '\n\n', textSerializers });
  } catch {
    return textOf(json);
  }
}

/**
 * The text's start, white space collapsed, cut at EXCERPT_LENGTH with an
 * ellipsis. Collapsing a start of the text gives the start of the collapsed
 * text, so a long note's whole text (2 ms at 50,000 words) is not collapsed
 * for 200 characters of it.
 */
export function excerptOf(plainText: string): string {
  const start = plainText.slice(0, EXCERPT_LENGTH * 4);
  let flat = start.replace(/\s+/g, ' ');
  if (flat.length <= EXCERPT_LENGTH && start.length < plainText.length)
    flat = plainText.replace(/\s+/g, ' ');
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

/** Title, Markdown, plain text, excerpt and word count: what the notes table keeps for search and lists. */
export function projectNote(doc: Y.Doc): NoteProjection {
  const json = bodyJson(doc);
  const body = json.content?.length ? markdown.serialize(json) : '';
  // generateText separates blocks with blank lines, and empty blocks add more: collapse them.
  const plainText = plainTextOf(json)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {
    title: doc.getText(TITLE_FIELD).toJSON(),
    markdown: body.trim(),
    plainText,
    excerpt: excerptOf(plainText),
    wordCount: countWords(plainText),
  };
}

const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WHITE_SPACE = /\s/u;

/**
 * Words as a reader counts them: runs between white space holding a letter
 * or a digit, and each Chinese, Japanese or Korean character (no spaces
 * between their words). One pass, ASCII classified by its code: three
 * regular-expression passes and a string per word took 5.0 ms for a
 * 50,000-word note (1.5 now, in process), a quarter of projecting it, on every
 * store of it.
 */
export function countWords(text: string): number {
  let words = 0;
  /** Whether the run of characters since the last space (or CJK character) holds a letter or digit. */
  let runHasWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let space: boolean;
    let cjk = false;
    let wordish: boolean;
    if (code < 128) {
      space = code === 32 || (code >= 9 && code <= 13);
      const lower = code | 32;
      wordish = (code >= 48 && code <= 57) || (lower >= 97 && lower <= 122);
    } else {
      const point = text.codePointAt(i) ?? code;
      const character = String.fromCodePoint(point);
      if (point > 0xffff) i++;
      space = WHITE_SPACE.test(character);
      cjk = !space && CJK_CHARACTER.test(character);
      wordish = !space && !cjk && LETTER_OR_DIGIT.test(character);
    }
    if (space || cjk) {
      if (runHasWord) words++;
      runHasWord = false;
      if (cjk) words++;
    } else {
      runHasWord ||= wordish;
    }
  }
  return runHasWord ? words + 1 : words;
}
