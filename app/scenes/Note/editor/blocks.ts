import type { Editor, Range } from '@tiptap/core';
import {
  CheckSquare,
  Code2,
  Heading1,
  Heading2,
  Heading3,
  ImageIcon,
  List,
  ListOrdered,
  Mic,
  Minus,
  Pilcrow,
  Quote,
  ScanText,
  Sparkles,
  Table,
  type LucideIcon,
} from 'lucide-react';

/** A block the slash menu can insert: every node type a note can hold. */
export interface Block {
  id: string;
  title: string;
  description: string;
  /** Other words people type for it ("todo" finds the checklist). */
  keywords: string[];
  icon: LucideIcon;
  /** The Markdown that makes the same block as you type, shown as a hint. */
  markdown?: string;
  insert: (editor: Editor, range: Range, actions: BlockActions) => void;
}

/** What some blocks need from outside the editor. */
export interface BlockActions {
  pickImages: (editor: Editor) => void;
  /** A photo's text read into the note below the photo (app/photo). */
  photoToText: (editor: Editor) => void;
  /** Opens the voice recorder; the recording's player goes in at the caret (app/voice). */
  recordVoice: (editor: Editor) => void;
  /** Opens the AI actions at the caret (app/scenes/Note/ai). */
  openAi: (editor: Editor) => void;
}

const turnInto = (editor: Editor, range: Range) => editor.chain().focus().deleteRange(range);

export const blocks: Block[] = [
  {
    id: 'paragraph',
    title: 'Text',
    description: 'Plain paragraph',
    keywords: ['paragraph', 'plain'],
    icon: Pilcrow,
    insert: (editor, range) => turnInto(editor, range).setParagraph().run(),
  },
  ...([1, 2, 3] as const).map((level): Block => ({
    id: `heading-${level}`,
    title: `Heading ${level}`,
    description: ['Large section heading', 'Medium section heading', 'Small section heading'][
      level - 1
    ]!,
    keywords: ['title', 'section', `h${level}`],
    icon: [Heading1, Heading2, Heading3][level - 1]!,
    markdown: `${'#'.repeat(level)} `,
    insert: (editor, range) => turnInto(editor, range).setHeading({ level }).run(),
  })),
  {
    id: 'bullet-list',
    title: 'Bullet list',
    description: 'A simple list',
    keywords: ['unordered', 'ul', 'points'],
    icon: List,
    markdown: '- ',
    insert: (editor, range) => turnInto(editor, range).toggleBulletList().run(),
  },
  {
    id: 'ordered-list',
    title: 'Numbered list',
    description: 'A list with numbers',
    keywords: ['ordered', 'ol', 'steps'],
    icon: ListOrdered,
    markdown: '1. ',
    insert: (editor, range) => turnInto(editor, range).toggleOrderedList().run(),
  },
  {
    id: 'task-list',
    title: 'Checklist',
    description: 'Tasks to tick off',
    keywords: ['todo', 'task', 'checkbox'],
    icon: CheckSquare,
    markdown: '[ ] ',
    insert: (editor, range) => turnInto(editor, range).toggleTaskList().run(),
  },
  {
    id: 'quote',
    title: 'Quote',
    description: 'Set a quotation apart',
    keywords: ['blockquote', 'citation'],
    icon: Quote,
    markdown: '> ',
    insert: (editor, range) => turnInto(editor, range).toggleBlockquote().run(),
  },
  {
    id: 'code-block',
    title: 'Code block',
    description: 'Code with syntax highlighting',
    keywords: ['snippet', 'pre', 'program'],
    icon: Code2,
    markdown: '``` ',
    insert: (editor, range) => turnInto(editor, range).toggleCodeBlock().run(),
  },
  {
    id: 'table',
    title: 'Table',
    description: 'Rows and columns',
    keywords: ['grid', 'columns', 'spreadsheet'],
    icon: Table,
    insert: (editor, range) =>
      turnInto(editor, range).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  {
    id: 'image',
    title: 'Image',
    description: 'Upload a photo or picture',
    keywords: ['photo', 'picture', 'upload', 'png', 'jpg'],
    icon: ImageIcon,
    insert: (editor, range, actions) => {
      turnInto(editor, range).run();
      actions.pickImages(editor);
    },
  },
  {
    id: 'photo-to-text',
    title: 'Photo to text',
    description: 'Read the text on a photo into the note',
    keywords: ['ocr', 'scan', 'camera', 'picture', 'page', 'handout', 'whiteboard'],
    icon: ScanText,
    insert: (editor, range, actions) => {
      turnInto(editor, range).run();
      actions.photoToText(editor);
    },
  },
  {
    id: 'voice-note',
    title: 'Voice note',
    description: 'Record or upload audio, transcribed below it',
    keywords: ['audio', 'record', 'recording', 'microphone', 'transcribe', 'mp3'],
    icon: Mic,
    insert: (editor, range, actions) => {
      turnInto(editor, range).run();
      actions.recordVoice(editor);
    },
  },
  {
    id: 'divider',
    title: 'Divider',
    description: 'A line between sections',
    keywords: ['hr', 'rule', 'separator', 'line'],
    icon: Minus,
    markdown: '---',
    insert: (editor, range) => turnInto(editor, range).setHorizontalRule().run(),
  },
  {
    id: 'ai',
    title: 'AI',
    description: 'Summarise, continue, improve, translate…',
    keywords: [
      'assistant',
      'summarise',
      'summarize',
      'continue',
      'improve',
      'grammar',
      'translate',
    ],
    icon: Sparkles,
    insert: (editor, range, actions) => {
      turnInto(editor, range).run();
      actions.openAi(editor);
    },
  },
];

/** The blocks matching what was typed after the slash, best first. */
export function filterBlocks(query: string): Block[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return blocks;
  const startsWith = (text: string) => text.toLowerCase().startsWith(wanted);
  const contains = (text: string) => text.toLowerCase().includes(wanted);
  const score = (block: Block) =>
    startsWith(block.title)
      ? 0
      : block.keywords.some(startsWith)
        ? 1
        : contains(block.title) || block.keywords.some(contains)
          ? 2
          : 3;
  return blocks
    .map((block) => ({ block, rank: score(block) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map(({ block }) => block);
}
