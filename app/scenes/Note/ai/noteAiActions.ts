import type { NoteAiAction } from '@common/schemas/ai';
import {
  CheckSquare,
  Heading,
  Languages,
  ListCollapse,
  PenLine,
  SpellCheck,
  Tags,
  Wand2,
  type LucideIcon,
} from 'lucide-react';

/** How an action's answer is used once accepted. */
export type AnswerUse =
  /** Instead of what it worked on: the selection, or the whole body. */
  | 'replace'
  /** Added: after the selection, at the caret, or at the end of the note. */
  | 'add'
  /** The note's title. */
  | 'title'
  /** Tags to pick from. */
  | 'tags';

export interface NoteAiActionInfo {
  action: NoteAiAction;
  label: string;
  /** A line under the label in the menu. */
  description: string;
  icon: LucideIcon;
  use: AnswerUse;
}

/** Every AI action inside a note, in the menu's order. */
export const noteAiActionList: NoteAiActionInfo[] = [
  {
    action: 'summarize',
    label: 'Summarise',
    description: 'A short summary, added below',
    icon: ListCollapse,
    use: 'add',
  },
  {
    action: 'continue',
    label: 'Continue writing',
    description: 'More in the same voice',
    icon: PenLine,
    use: 'add',
  },
  {
    action: 'improve',
    label: 'Improve writing',
    description: 'Clearer and tighter, same meaning',
    icon: Wand2,
    use: 'replace',
  },
  {
    action: 'fix-grammar',
    label: 'Fix spelling and grammar',
    description: 'Only the mistakes change',
    icon: SpellCheck,
    use: 'replace',
  },
  {
    action: 'checklist',
    label: 'Make a checklist',
    description: 'The tasks in the text, to tick off',
    icon: CheckSquare,
    use: 'add',
  },
  {
    action: 'translate',
    label: 'Translate',
    description: 'Into the language you choose',
    icon: Languages,
    use: 'replace',
  },
  {
    action: 'title',
    label: 'Suggest a title',
    description: 'From what the note says',
    icon: Heading,
    use: 'title',
  },
  {
    action: 'tags',
    label: 'Suggest tags',
    description: 'From your tags, or new ones',
    icon: Tags,
    use: 'tags',
  },
];

export function actionInfo(action: NoteAiAction): NoteAiActionInfo {
  const info = noteAiActionList.find((candidate) => candidate.action === action);
  if (!info) throw new Error(`Unknown AI action ${action}`);
  return info;
}

/** Offered in the language picker; any other language can be typed. */
export const commonLanguages = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Polish',
  'Ukrainian',
  'Russian',
  'Turkish',
  'Arabic',
  'Hindi',
  'Chinese (Simplified)',
  'Japanese',
  'Korean',
];

/**
 * A model's title answer as a title: its first line, without a heading mark,
 * a "Title:" label or quotes around it.
 */
export function cleanTitle(answer: string): string {
  const line =
    answer
      .split('\n')
      .map((text) => text.trim())
      .find(Boolean) ?? '';
  return line
    .replace(/^#+\s*/, '')
    .replace(/^title\s*:\s*/i, '')
    .replace(/^["'“‘«*_]+|["'”’»*_]+$/g, '')
    .trim()
    .slice(0, 500);
}
