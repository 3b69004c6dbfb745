import type { NoteAiAction } from '@common/schemas/ai';
import type { NoteExportFormat } from '@common/schemas/export';
import type { ThemeChoice } from '@app/components/theme/ThemeProvider';
import type { Shortcut } from './shortcuts';

export type CommandGroup = 'Notes' | 'Go to' | 'View' | 'Help';

interface CommandDefinition {
  title: string;
  group: CommandGroup;
  /** Other words that find it in the palette. */
  keywords: readonly string[];
  shortcut?: Shortcut;
}

const themeKeywords = ['appearance', 'colour', 'color', 'mode'];
const aiKeywords = ['ai', 'assistant', 'magic'];

/**
 * Every command of the app, defined once: its words, group and shortcut, in
 * the palette's order. What each one does comes from `buildAppCommands`.
 */
const definitions = {
  'new-note': {
    title: 'New note',
    group: 'Notes',
    keywords: ['create', 'add', 'write'],
    shortcut: { key: 'n', mod: true, alt: true },
  },
  'new-from-template': {
    title: 'New note from template',
    group: 'Notes',
    keywords: ['template', 'meeting', 'journal', 'lecture'],
  },
  'photo-to-note': {
    title: 'Photo to note',
    group: 'Notes',
    keywords: ['ocr', 'scan', 'camera', 'picture', 'image', 'text', 'page', 'whiteboard'],
  },
  'voice-note': {
    title: 'Voice note',
    group: 'Notes',
    keywords: ['record', 'audio', 'microphone', 'recording', 'transcribe', 'speech', 'new'],
  },
  search: {
    title: 'Search notes',
    group: 'Notes',
    keywords: ['find', 'command', 'palette'],
    shortcut: { key: 'k', mod: true },
  },
  'pin-note': {
    title: 'Pin note',
    group: 'Notes',
    keywords: ['top', 'dashboard', 'favourite', 'favorite'],
  },
  'unpin-note': { title: 'Unpin note', group: 'Notes', keywords: ['pinned', 'dashboard'] },
  'share-note': {
    title: 'Share note',
    group: 'Notes',
    keywords: ['link', 'public', 'publish', 'send', 'url'],
  },
  'version-history': {
    title: 'Version history',
    group: 'Notes',
    keywords: ['versions', 'history', 'restore', 'undo', 'earlier', 'backup', 'snapshot'],
  },
  'save-as-template': {
    title: 'Save as template',
    group: 'Notes',
    keywords: ['template', 'reuse', 'copy'],
  },
  'export-markdown': {
    title: 'Export as Markdown',
    group: 'Notes',
    keywords: ['download', 'save', 'md', 'file'],
  },
  'export-pdf': { title: 'Export as PDF', group: 'Notes', keywords: ['download', 'print', 'file'] },
  'export-text': {
    title: 'Export as plain text',
    group: 'Notes',
    keywords: ['download', 'txt', 'file'],
  },
  'move-to-trash': {
    title: 'Move to trash',
    group: 'Notes',
    keywords: ['delete', 'remove', 'bin'],
  },
  'ai-summarize': {
    title: 'AI: Summarise note',
    group: 'Notes',
    keywords: [...aiKeywords, 'summary', 'summarize', 'tldr', 'shorten'],
  },
  'ai-continue': {
    title: 'AI: Continue writing',
    group: 'Notes',
    keywords: [...aiKeywords, 'write', 'more', 'complete'],
  },
  'ai-improve': {
    title: 'AI: Improve writing',
    group: 'Notes',
    keywords: [...aiKeywords, 'rewrite', 'clearer', 'edit'],
  },
  'ai-fix-grammar': {
    title: 'AI: Fix spelling and grammar',
    group: 'Notes',
    keywords: [...aiKeywords, 'typos', 'proofread', 'correct'],
  },
  'ai-checklist': {
    title: 'AI: Make a checklist',
    group: 'Notes',
    keywords: [...aiKeywords, 'todo', 'tasks'],
  },
  'ai-translate': {
    title: 'AI: Translate…',
    group: 'Notes',
    keywords: [...aiKeywords, 'language'],
  },
  'ai-title': { title: 'AI: Suggest a title', group: 'Notes', keywords: [...aiKeywords, 'name'] },
  'ai-tags': { title: 'AI: Suggest tags', group: 'Notes', keywords: [...aiKeywords, 'labels'] },
  'go-notes': {
    title: 'Go to notes',
    group: 'Go to',
    keywords: ['dashboard', 'home', 'all notes'],
  },
  'go-journal': {
    title: 'Go to journal',
    group: 'Go to',
    keywords: ['today', 'diary', 'mood', 'gratitude', 'entry', 'day'],
  },
  'go-assistant': {
    title: 'Open the AI assistant',
    group: 'Go to',
    keywords: ['ai', 'chat', 'ask', 'write', 'generate', 'study guide', 'share'],
  },
  'go-habits': {
    title: 'Go to habits',
    group: 'Go to',
    keywords: ['tracker', 'streak', 'check in', 'routine'],
  },
  'go-timeline': {
    title: 'Go to timeline',
    group: 'Go to',
    keywords: ['calendar', 'dates', 'history'],
  },
  'go-tags': { title: 'Go to tags', group: 'Go to', keywords: ['labels'] },
  'go-trash': { title: 'Go to trash', group: 'Go to', keywords: ['deleted', 'bin', 'restore'] },
  'go-settings': {
    title: 'Go to settings',
    group: 'Go to',
    keywords: ['account', 'preferences', 'password'],
  },
  'focus-mode': {
    title: 'Toggle focus mode',
    group: 'View',
    keywords: ['zen', 'distraction', 'fullscreen', 'writing'],
    shortcut: { key: 'f', mod: true, shift: true },
  },
  'theme-light': { title: 'Theme: light', group: 'View', keywords: themeKeywords },
  'theme-dark': { title: 'Theme: dark', group: 'View', keywords: themeKeywords },
  'theme-system': { title: 'Theme: follow system', group: 'View', keywords: themeKeywords },
  shortcuts: {
    title: 'Keyboard shortcuts',
    group: 'Help',
    keywords: ['keys', 'help', 'hotkeys'],
    shortcut: { key: '?' },
  },
} as const satisfies Record<string, CommandDefinition>;

/** The id of every command there is; menus and buttons run commands by it. */
export type CommandId = keyof typeof definitions;

export const commandIds = Object.keys(definitions) as CommandId[];

/** One thing the reader can do: shown in the palette, bound to its shortcut, used by menus. */
export interface AppCommand extends CommandDefinition {
  id: CommandId;
  run: () => void;
}

/** What the commands on the open note do; the note screen provides them (see CommandCenter). */
export interface CurrentNoteCommands {
  pinned: boolean;
  setPinned: (pinned: boolean) => void;
  saveAsTemplate: () => void;
  /** Downloads the note as a file (see app/export). */
  exportAs: (format: NoteExportFormat) => void;
  /** Opens the share dialog (links to the note). */
  share: () => void;
  /** Opens the note's version history (app/scenes/Note/history). */
  versionHistory: () => void;
  moveToTrash: () => void;
  /** Runs an AI action on the note, or on its selected text (see app/scenes/Note/ai). */
  ai: (action: NoteAiAction) => void;
}

export interface CommandDeps {
  navigate: (path: string) => void;
  createNote: () => void;
  openTemplatePicker: () => void;
  /** Opens "Photo to note" (app/photo). */
  openPhotoToNote: () => void;
  /** Opens the recorder for a new voice note (app/voice). */
  openVoiceNote: () => void;
  openPalette: () => void;
  openShortcuts: () => void;
  setTheme: (choice: ThemeChoice) => void;
  /** Focus mode exists where a note is open; elsewhere the command is left out. */
  toggleFocusMode?: (() => void) | undefined;
  /** The open note; without one, its commands (pin, save as template, trash) are left out. */
  note?: CurrentNoteCommands | null | undefined;
}

type Actions = Partial<Record<CommandId, () => void>>;

/** The open note's commands: pin or unpin (whichever applies), share, save as template, trash. */
function noteActions(note: CurrentNoteCommands | null | undefined): Actions {
  if (!note) return {};
  return {
    ...(note.pinned
      ? { 'unpin-note': () => note.setPinned(false) }
      : { 'pin-note': () => note.setPinned(true) }),
    'share-note': note.share,
    'version-history': note.versionHistory,
    'save-as-template': note.saveAsTemplate,
    'export-markdown': () => note.exportAs('md'),
    'export-pdf': () => note.exportAs('pdf'),
    'export-text': () => note.exportAs('txt'),
    'move-to-trash': note.moveToTrash,
    'ai-summarize': () => note.ai('summarize'),
    'ai-continue': () => note.ai('continue'),
    'ai-improve': () => note.ai('improve'),
    'ai-fix-grammar': () => note.ai('fix-grammar'),
    'ai-checklist': () => note.ai('checklist'),
    'ai-translate': () => note.ai('translate'),
    'ai-title': () => note.ai('title'),
    'ai-tags': () => note.ai('tags'),
  };
}

/** What each command does here and now; a command with nothing to do is left out. */
function actions(deps: CommandDeps): Actions {
  const go = (path: string) => () => deps.navigate(path);
  return {
    'new-note': deps.createNote,
    'new-from-template': deps.openTemplatePicker,
    'photo-to-note': deps.openPhotoToNote,
    'voice-note': deps.openVoiceNote,
    search: deps.openPalette,
    ...noteActions(deps.note),
    'go-notes': go('/dashboard'),
    'go-journal': go('/journal'),
    'go-assistant': go('/assistant'),
    'go-habits': go('/habits'),
    'go-timeline': go('/timeline'),
    'go-tags': go('/tags'),
    'go-trash': go('/trash'),
    'go-settings': go('/settings'),
    ...(deps.toggleFocusMode && { 'focus-mode': deps.toggleFocusMode }),
    'theme-light': () => deps.setTheme('light'),
    'theme-dark': () => deps.setTheme('dark'),
    'theme-system': () => deps.setTheme('system'),
    shortcuts: deps.openShortcuts,
  };
}

/** The commands available now, in the palette's order. */
export function buildAppCommands(deps: CommandDeps): AppCommand[] {
  const run = actions(deps);
  return commandIds.flatMap((id) => {
    const action = run[id];
    return action ? [{ id, ...definitions[id], run: action }] : [];
  });
}

/** The palette's filter: every typed word must appear in the title or a keyword. */
export function commandMatches(command: AppCommand, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [command.title, ...command.keywords].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
