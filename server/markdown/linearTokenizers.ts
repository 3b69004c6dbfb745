import {
  flattenExtensions,
  getExtensionField,
  type Extensions,
  type MarkdownTokenizer,
} from '@tiptap/core';

/**
 * The extensions given, flattened, with the Markdown tokenizers below made
 * linear; everything else about them is unchanged. Kits (StarterKit,
 * TableKit) are left out once flattened: they would bring back their
 * children with the original tokenizers.
 */
export function withLinearTokenizers(extensions: Extensions): Extensions {
  const leaves = flattenExtensions(extensions).filter(
    (extension) => extension.type !== 'extension' || !getExtensionField(extension, 'addExtensions'),
  );
  return leaves.map((extension) => {
    const tokenizer = getExtensionField<MarkdownTokenizer | undefined>(
      extension,
      'markdownTokenizer',
    );
    const linear = tokenizer && linearTokenizer(tokenizer);
    return linear && linear !== tokenizer
      ? extension.extend({ markdownTokenizer: linear })
      : extension;
  });
}

/**
 * Marked calls an inline tokenizer's `start` before every run of plain text
 * with the rest of the paragraph; a block tokenizer's `start` before every
 * paragraph with the rest of the document. Some of TipTap's scan all of it
 * each time, which makes parsing quadratic: 160 KB of ordinary notes took 9 s.
 * These wrappers look only as far as each tokenizer can match and return the
 * same tokens.
 */
function linearTokenizer(tokenizer: MarkdownTokenizer): MarkdownTokenizer {
  switch (tokenizer.name) {
    case 'taskList':
      return taskListFromFirstLine(tokenizer);
    case 'table':
      return tableStartFromTwoLines(tokenizer);
    case 'underline':
    case 'highlight':
      return inlineStartWithinWindow(tokenizer);
    default:
      return tokenizer;
  }
}

const TASK_ITEM = /^[ \t]*[-+*][ \t]+\[[ xX]\][ \t]+/;
const FIRST_FILLED_LINE = /^(?:[ \t]*\n)*([^\n]*)/;

/**
 * The task list tokenizer splits the whole rest of the document into lines
 * before it looks at the first one; it can only match when that first
 * non-blank line is a task item.
 */
function taskListFromFirstLine(tokenizer: MarkdownTokenizer): MarkdownTokenizer {
  const { tokenize } = tokenizer;
  return {
    ...tokenizer,
    tokenize(src, tokens, helpers) {
      const firstLine = FIRST_FILLED_LINE.exec(src)?.[1] ?? '';
      return TASK_ITEM.test(firstLine) ? tokenize(src, tokens, helpers) : undefined;
    },
  };
}

/** The table's `start` reads only the first two lines, but split the whole rest first. */
function tableStartFromTwoLines(tokenizer: MarkdownTokenizer): MarkdownTokenizer {
  const { start } = tokenizer;
  if (typeof start !== 'function') return tokenizer;
  return {
    ...tokenizer,
    start(src) {
      const firstBreak = src.indexOf('\n');
      if (firstBreak < 0) return -1;
      const secondBreak = src.indexOf('\n', firstBreak + 1);
      return start(secondBreak < 0 ? src : src.slice(0, secondBreak));
    },
  };
}

/** How far ahead an inline `start` looks for its opening marker (`<u>`, `==`). */
const INLINE_WINDOW = 256;

/**
 * Inline `start`s search the whole rest of the paragraph. Searching a window
 * is enough: when the marker is not in it, answering where the window's last
 * word begins lets marked take the text before it and ask again there, so
 * no marker is missed and plain text is cut only between words (a cut
 * inside a word could split an autolinked address).
 */
function inlineStartWithinWindow(tokenizer: MarkdownTokenizer): MarkdownTokenizer {
  const { start } = tokenizer;
  if (typeof start !== 'function') return tokenizer;
  return {
    ...tokenizer,
    start(src) {
      if (src.length <= INLINE_WINDOW) return start(src);
      const head = src.slice(0, INLINE_WINDOW);
      const found = start(head);
      if (found >= 0) return found;
      // One word as long as the window: any cut before the window's end is as good.
      const lastWordStart = startOfLastWord(head);
      return lastWordStart > 0 ? lastWordStart : INLINE_WINDOW - 4;
    },
  };
}

/** Where the text's last word begins (after its last whitespace), or -1. */
function startOfLastWord(text: string): number {
  let index = text.length - 1;
  while (index >= 0 && !/\s/.test(text.charAt(index))) index--;
  return index >= 0 && index < text.length - 1 ? index + 1 : -1;
}
