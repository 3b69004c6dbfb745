import type { JSONContent } from '@tiptap/core';
import type {
  Content,
  ContentText,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { recordingLabel } from '../recordingLabel';
import { CJK_FONT, LATIN_FONT } from './pdfFonts';

/*
 * A note's ProseMirror JSON as a pdfmake document, built on the PDF thread
 * (its footer is a function, which cannot cross threads). Every text run
 * carries its whole style (pdfmake does not pass styles from an array's
 * parent to its runs) and is split by script, so CJK text gets the Noto
 * font and the rest stays in Roboto. Nothing is given a fixed height:
 * paragraphs, code blocks and table cells all flow over page breaks. A
 * recording is a line naming it and its length; its transcript is ordinary
 * paragraphs, the timestamps printed as text (a `#t=` link is not followed).
 */

/** What the PDF thread gets for one note. */
export interface PdfInput {
  title: string;
  tags: string[];
  updatedAt: string;
  body: JSONContent;
  /** PNG and JPEG images the note shows, as data URLs, by attachment id. */
  images: Record<string, string>;
}

const PAGE_WIDTH = 595.28; // A4
const MARGIN_X = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const MAX_IMAGE_HEIGHT = 600;
const BASE_SIZE = 11;
const HEADING_SIZES = [0, 22, 18, 15.5, 13.5, 12, 11];
const MUTED = '#5f6368';
const CODE_BACKGROUND = '#f1f3f4';
const LINK_COLOR = '#1a56db';
const DEFAULT_HIGHLIGHT = '#fff3a3';

/** Text in scripts the Noto Sans Hans font covers (it has no Hangul). */
const cjkRun =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff00-\uffef]+/gu;

const cjkCharacter = new RegExp(cjkRun.source, 'u');

/** Whether any text of the note is set in the CJK font (see scriptRuns). */
export function needsCjkFont(input: PdfInput): boolean {
  return [input.title, ...input.tags, JSON.stringify(input.body)].some((text) =>
    cjkCharacter.test(text),
  );
}

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  decoration?: ('underline' | 'lineThrough')[];
  background?: string;
  color?: string;
  link?: string;
  fontSize?: number;
}

/** One styled string as runs, cut where the script changes between Latin and CJK. */
function scriptRuns(text: string, style: RunStyle): ContentText[] {
  const runs: ContentText[] = [];
  const push = (part: string, font: string) => {
    if (part) runs.push({ text: part, font, ...style });
  };
  let last = 0;
  for (const match of text.matchAll(cjkRun)) {
    push(text.slice(last, match.index), LATIN_FONT);
    push(match[0], CJK_FONT);
    last = match.index + match[0].length;
  }
  push(text.slice(last), LATIN_FONT);
  return runs;
}

const safeHref = (href: unknown) =>
  typeof href === 'string' && /^(https?:|mailto:)/i.test(href.trim()) ? href.trim() : undefined;
const safeColor = (color: unknown) =>
  typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color) ? color : DEFAULT_HIGHLIGHT;

function markedStyle(marks: JSONContent['marks'], base: RunStyle): RunStyle {
  const style: RunStyle = { ...base, decoration: [...(base.decoration ?? [])] };
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') style.bold = true;
    else if (mark.type === 'italic') style.italics = true;
    else if (mark.type === 'underline') style.decoration!.push('underline');
    else if (mark.type === 'strike') style.decoration!.push('lineThrough');
    else if (mark.type === 'code') style.background = CODE_BACKGROUND;
    else if (mark.type === 'highlight') style.background = safeColor(mark.attrs?.color);
    else if (mark.type === 'link') {
      const href = safeHref(mark.attrs?.href);
      if (href) {
        style.link = href;
        style.color = LINK_COLOR;
        style.decoration!.push('underline');
      }
    }
  }
  if (style.decoration!.length === 0) delete style.decoration;
  return style;
}

/** Inline content as a flat list of fully styled runs. */
function inlineRuns(nodes: JSONContent[] = [], base: RunStyle): ContentText[] {
  return nodes.flatMap((node) => {
    if (node.type === 'text') return scriptRuns(node.text ?? '', markedStyle(node.marks, base));
    if (node.type === 'hardBreak') return scriptRuns('\n', base);
    if (node.type === 'image') return scriptRuns(imageLabel(node), { ...base, italics: true });
    return inlineRuns(node.content, base);
  });
}

const imageLabel = (node: JSONContent) => {
  const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt.trim() : '';
  return alt ? `[image: ${alt}]` : '[image]';
};

const attachmentIdOf = (src: unknown) =>
  typeof src === 'string'
    ? /\/api\/attachments\/([0-9a-fA-F-]{36})(?:[?#]|$)/.exec(src)?.[1]
    : undefined;

const boxSize = 9;
/** A checkbox drawn with lines (neither font has ☐ and ☑). */
function checkbox(checked: boolean): Content {
  const box = {
    type: 'rect' as const,
    x: 0,
    y: 3,
    w: boxSize,
    h: boxSize,
    r: 1.5,
    lineWidth: 0.8,
    lineColor: '#444',
  };
  const tick = {
    type: 'polyline' as const,
    lineWidth: 1.4,
    lineColor: '#1a7f37',
    points: [
      { x: 1.8, y: 7.5 },
      { x: 3.8, y: 9.8 },
      { x: 7.6, y: 4.6 },
    ],
  };
  // A column's width sits beside the canvas (pdfmake's Column type, which the types do not export).
  return { width: boxSize + 5, canvas: checked ? [box, tick] : [box] } as Content;
}

const noLines: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
};

const codeLayout: CustomTableLayout = {
  ...noLines,
  fillColor: () => CODE_BACKGROUND,
  paddingLeft: () => 8,
  paddingRight: () => 8,
  paddingTop: () => 6,
  paddingBottom: () => 6,
};

const quoteLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: (index) => (index === 0 ? 3 : 0),
  vLineColor: () => '#d0d4d9',
  paddingLeft: () => 12,
  paddingRight: () => 0,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

const tableLayout: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#c4c8cc',
  vLineColor: () => '#c4c8cc',
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

interface Context {
  images: Record<string, string>;
  /** Space after a paragraph: smaller inside lists and cells. */
  gap: number;
  base: RunStyle;
}

function codeBlock(node: JSONContent): Content {
  const source = (node.content ?? []).map((child) => child.text ?? '').join('');
  // Tabs as spaces: the font has no tab stops.
  const runs = scriptRuns(source.replace(/\t/g, '    '), { fontSize: 9.5 });
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            text: runs.length ? runs : ' ',
            preserveLeadingSpaces: true,
            lineHeight: 1.2,
          },
        ],
      ],
    },
    layout: codeLayout,
    margin: [0, 2, 0, 8],
  };
}

/** Rough height of a row if nothing may break it, to decide whether rows may be kept whole. */
function rowsAreShort(rows: string[][], columns: number): boolean {
  const charactersPerLine = Math.max(4, CONTENT_WIDTH / Math.max(1, columns) / 5.5);
  return rows.every((row) =>
    row.every((cell) => {
      const lines = cell
        .split('\n')
        .reduce((sum, line) => sum + Math.ceil((line.length + 1) / charactersPerLine), 0);
      return lines * 15 < 250;
    }),
  );
}

const textOf = (node: JSONContent): string =>
  node.type === 'text'
    ? (node.text ?? '')
    : (node.content ?? []).map(textOf).join(node.type === 'paragraph' ? '' : '\n');

function table(node: JSONContent, context: Context): Content | null {
  const rows = node.content ?? [];
  if (rows.length === 0) return null;
  // A grid that knows which slots earlier rows' row spans already fill.
  const grid: TableCell[][] = [];
  const texts: string[][] = [];
  rows.forEach((row, rowIndex) => {
    grid[rowIndex] ??= [];
    texts[rowIndex] = [];
    let column = 0;
    for (const cell of row.content ?? []) {
      while (grid[rowIndex][column] !== undefined) column++;
      const colSpan = Math.max(1, Number(cell.attrs?.colspan) || 1);
      const rowSpan = Math.max(
        1,
        Math.min(rows.length - rowIndex, Number(cell.attrs?.rowspan) || 1),
      );
      const header = cell.type === 'tableHeader';
      const cellContext = {
        ...context,
        gap: 2,
        base: header ? { ...context.base, bold: true } : context.base,
      };
      const content: TableCell = {
        stack: blocks(cell.content ?? [], cellContext),
        ...(header ? { fillColor: CODE_BACKGROUND } : {}),
        ...(colSpan > 1 ? { colSpan } : {}),
        ...(rowSpan > 1 ? { rowSpan } : {}),
      };
      texts[rowIndex].push(textOf(cell));
      for (let r = 0; r < rowSpan; r++) {
        grid[rowIndex + r] ??= [];
        for (let c = 0; c < colSpan; c++)
          grid[rowIndex + r]![column + c] = r === 0 && c === 0 ? content : {};
      }
      column += colSpan;
    }
  });
  const columns = Math.max(...grid.map((row) => row.length));
  const body = grid.map((row) =>
    Array.from({ length: columns }, (_, index) => row[index] ?? { text: '' }),
  );
  const headerRow = rows[0]?.content?.every((cell) => cell.type === 'tableHeader') ?? false;
  return {
    table: {
      widths: Array.from({ length: columns }, () => '*'),
      body,
      ...(headerRow && rows.length > 1 ? { headerRows: 1 } : {}),
      // Keeping a row on one page is kinder to read, but a row taller than a
      // page would be cut: only short rows are kept whole.
      dontBreakRows: rowsAreShort(texts, columns),
    },
    layout: tableLayout,
    margin: [0, 2, 0, 10],
  };
}

function image(node: JSONContent, context: Context): Content {
  const id = attachmentIdOf(node.attrs?.src)?.toLowerCase();
  if (id && context.images[id]) {
    // pdfmake 0.3 caps an image at maxWidth/maxHeight (not in @types/pdfmake 0.3.3).
    return {
      image: id,
      maxWidth: CONTENT_WIDTH,
      maxHeight: MAX_IMAGE_HEIGHT,
      margin: [0, 4, 0, 10],
    } as Content;
  }
  return {
    text: scriptRuns(imageLabel(node), { italics: true, color: MUTED }),
    margin: [0, 0, 0, context.gap],
  };
}

function block(node: JSONContent, context: Context): Content | null {
  const { base, gap } = context;
  switch (node.type) {
    case 'paragraph': {
      const runs = inlineRuns(node.content, base);
      return runs.length
        ? { text: runs, margin: [0, 0, 0, gap] }
        : { text: ' ', margin: [0, 0, 0, gap] };
    }
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 1));
      const fontSize = HEADING_SIZES[level];
      const runs = inlineRuns(node.content, { ...base, bold: true, fontSize });
      return runs.length
        ? { text: runs, margin: [0, level <= 2 ? 12 : 8, 0, 4], headlineLevel: level }
        : null;
    }
    case 'bulletList':
    case 'orderedList': {
      const items = (node.content ?? []).map((item) => ({
        stack: blocks(item.content ?? [], { ...context, gap: 2 }),
      }));
      if (items.length === 0) return null;
      const list =
        node.type === 'orderedList'
          ? { ol: items, start: Number(node.attrs?.start) || 1 }
          : { ul: items };
      return { ...list, margin: [0, 0, 0, gap] };
    }
    case 'taskList': {
      const items = (node.content ?? []).map((item) => ({
        columns: [
          checkbox(item.attrs?.checked === true),
          { width: '*', stack: blocks(item.content ?? [], { ...context, gap: 2 }) },
        ],
        columnGap: 2,
      }));
      return items.length ? { stack: items, margin: [0, 0, 0, gap] } : null;
    }
    case 'blockquote':
      return {
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: blocks(node.content ?? [], { ...context, base: { ...base, color: MUTED } }),
              },
            ],
          ],
        },
        layout: quoteLayout,
        margin: [0, 2, 0, gap + 2],
      };
    case 'codeBlock':
      return codeBlock(node);
    case 'horizontalRule':
      return {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: CONTENT_WIDTH,
            y2: 0,
            lineWidth: 0.6,
            lineColor: '#c4c8cc',
          },
        ],
        margin: [0, 8, 0, 12],
      };
    case 'image':
      return image(node, context);
    case 'audio':
      return {
        text: scriptRuns(recordingLabel(node), { bold: true, color: MUTED }),
        margin: [0, 2, 0, context.gap],
      };
    case 'table':
      return table(node, context);
    default: {
      // A node the schema may add later: keep its text.
      const runs = inlineRuns(node.content, base);
      return runs.length ? { text: runs, margin: [0, 0, 0, gap] } : null;
    }
  }
}

function blocks(nodes: JSONContent[], context: Context): Content[] {
  return nodes.map((node) => block(node, context)).filter((content) => content !== null);
}

/** The whole PDF: title, a line of tags and date, the body, "Page n of m" in every footer. */
export function buildPdfDocument(input: PdfInput): TDocumentDefinitions {
  const title = input.title.trim() || 'Untitled';
  const meta = [
    `Updated ${input.updatedAt.slice(0, 10)}`,
    ...input.tags.map((tag) => `#${tag}`),
  ].join('   ');
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN_X, 48, MARGIN_X, 56],
    info: { title, author: 'Inkling', creator: 'Inkling', producer: 'Inkling' },
    defaultStyle: { font: LATIN_FONT, fontSize: BASE_SIZE, lineHeight: 1.25 },
    images: input.images,
    content: [
      { text: scriptRuns(title, { bold: true, fontSize: 24 }), margin: [0, 0, 0, 4] },
      { text: scriptRuns(meta, { fontSize: 9, color: MUTED }), margin: [0, 0, 0, 16] },
      ...blocks(input.body.content ?? [], { images: input.images, gap: 6, base: {} }),
    ],
    footer: (currentPage, pageCount) => ({
      text: `Page ${currentPage} of ${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
      margin: [0, 20, 0, 0],
    }),
  };
}
