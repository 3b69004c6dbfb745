import type { JSONContent } from '@tiptap/core';
import { recordingLabel } from './recordingLabel';

/*
 * A note as plain text a person reads in any editor: the title, then the
 * body walked once from its ProseMirror JSON. Headings are underlined,
 * lists get "- ", "1. " and "[x] " markers, quotes "> ", code is indented,
 * tables become aligned columns, images "[image: alt]", recordings
 * "Voice note (1:23)" (a transcript's timestamps are already its text).
 */

const wide =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u;

/** Columns a string takes in a monospaced editor (CJK characters take two). */
function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += wide.test(character) ? 2 : 1;
  return width;
}

const padEnd = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - displayWidth(text)));

/** The text of inline content; hard breaks as new lines. */
function inlineText(nodes: JSONContent[] = []): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text ?? '';
      if (node.type === 'hardBreak') return '\n';
      if (node.type === 'image') return imageText(node);
      return inlineText(node.content);
    })
    .join('');
}

function imageText(node: JSONContent): string {
  const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt.trim() : '';
  return alt ? `[image: ${alt}]` : '[image]';
}

/** Prefixes the first line with `marker` and indents the others to match. */
function hang(marker: string, text: string): string {
  const indent = ' '.repeat(marker.length);
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? marker + line : line ? indent + line : line))
    .join('\n');
}

/** A list item's blocks, tight (one new line between them). */
const itemText = (item: JSONContent) => blocksText(item.content ?? [], '\n');

function listText(node: JSONContent): string {
  const items = node.content ?? [];
  if (node.type === 'orderedList') {
    const start = typeof node.attrs?.start === 'number' ? node.attrs.start : 1;
    return items.map((item, index) => hang(`${start + index}. `, itemText(item))).join('\n');
  }
  if (node.type === 'taskList') {
    return items
      .map((item) => hang(item.attrs?.checked === true ? '[x] ' : '[ ] ', itemText(item)))
      .join('\n');
  }
  return items.map((item) => hang('- ', itemText(item))).join('\n');
}

function tableText(node: JSONContent): string {
  const rows = (node.content ?? []).map((row) =>
    (row.content ?? []).map((cell) =>
      blocksText(cell.content ?? [], ' ').replace(/\s*\n\s*/g, ' '),
    ),
  );
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(3, ...rows.map((row) => displayWidth(row[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    widths
      .map((width, column) => padEnd(cells[column] ?? '', width))
      .join(' | ')
      .trimEnd();
  const hasHeader = node.content?.[0]?.content?.every((cell) => cell.type === 'tableHeader');
  const lines = rows.map(line);
  if (hasHeader && lines.length > 0)
    lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('-+-'));
  return lines.join('\n');
}

function blockText(node: JSONContent): string {
  switch (node.type) {
    case 'paragraph':
      return inlineText(node.content);
    case 'heading': {
      const text = inlineText(node.content);
      const level = typeof node.attrs?.level === 'number' ? node.attrs.level : 1;
      if (level > 2 || !text) return text;
      const underline = (level === 1 ? '=' : '-').repeat(
        Math.max(3, displayWidth(text.split('\n').at(-1) ?? '')),
      );
      return `${text}\n${underline}`;
    }
    case 'bulletList':
    case 'orderedList':
    case 'taskList':
      return listText(node);
    case 'blockquote':
      return blocksText(node.content ?? [])
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'codeBlock':
      return inlineText(node.content)
        .split('\n')
        .map((line) => (line ? `    ${line}` : line))
        .join('\n');
    case 'horizontalRule':
      return '----------';
    case 'image':
      return imageText(node);
    case 'audio':
      return recordingLabel(node);
    case 'table':
      return tableText(node);
    default:
      return node.content ? blocksText(node.content) : (node.text ?? '');
  }
}

function blocksText(nodes: JSONContent[], separator = '\n\n'): string {
  return nodes
    .map(blockText)
    .filter((text) => text !== '')
    .join(separator);
}

/** The note as plain text: title, a blank line, the body; ends in a new line. */
export function noteToText(title: string, body: JSONContent): string {
  const text = blocksText(body.content ?? []);
  const heading = title.trim() || 'Untitled';
  return `${heading}\n\n${text}`.trimEnd() + '\n';
}
