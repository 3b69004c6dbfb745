import type { ThemeChoice } from '@app/components/theme/ThemeProvider';
import type { Shortcut } from './shortcuts';

export type CommandGroup = 'Notes' | 'Go to' | 'View' | 'Help';

/** One thing the reader can do: shown in the palette, bound to its shortcut, used by menus. */
export interface AppCommand {
  id: string;
  title: string;
  group: CommandGroup;
  /** Other words that find it in the palette. */
  keywords?: string[];
  shortcut?: Shortcut;
  run: () => void;
}

export interface CommandDeps {
  navigate: (path: string) => void;
  createNote: () => void;
  openTemplatePicker: () => void;
  openPalette: () => void;
  openShortcuts: () => void;
  setTheme: (choice: ThemeChoice) => void;
  /** Focus mode exists where a note is open; elsewhere the command is left out. */
  toggleFocusMode?: (() => void) | undefined;
}

/** Every command of the app, defined once. */
export function buildAppCommands(deps: CommandDeps): AppCommand[] {
  const go = (id: string, title: string, path: string, keywords: string[] = []): AppCommand => ({
    id,
    title,
    group: 'Go to',
    keywords,
    run: () => deps.navigate(path),
  });
  const commands: AppCommand[] = [
    {
      id: 'new-note',
      title: 'New note',
      group: 'Notes',
      keywords: ['create', 'add', 'write'],
      shortcut: { key: 'n', mod: true, alt: true },
      run: deps.createNote,
    },
    {
      id: 'new-from-template',
      title: 'New note from template',
      group: 'Notes',
      keywords: ['template', 'meeting', 'journal', 'lecture'],
      run: deps.openTemplatePicker,
    },
    {
      id: 'search',
      title: 'Search notes',
      group: 'Notes',
      keywords: ['find', 'command', 'palette'],
      shortcut: { key: 'k', mod: true },
      run: deps.openPalette,
    },
    go('go-notes', 'Go to notes', '/dashboard', ['dashboard', 'home', 'all notes']),
    go('go-timeline', 'Go to timeline', '/timeline', ['calendar', 'dates', 'history']),
    go('go-tags', 'Go to tags', '/tags', ['labels']),
    go('go-trash', 'Go to trash', '/trash', ['deleted', 'bin', 'restore']),
    go('go-settings', 'Go to settings', '/settings', ['account', 'preferences', 'password']),
  ];
  if (deps.toggleFocusMode) {
    commands.push({
      id: 'focus-mode',
      title: 'Toggle focus mode',
      group: 'View',
      keywords: ['zen', 'distraction', 'fullscreen', 'writing'],
      shortcut: { key: 'f', mod: true, shift: true },
      run: deps.toggleFocusMode,
    });
  }
  commands.push(
    ...(['light', 'dark', 'system'] as const).map((choice): AppCommand => ({
      id: `theme-${choice}`,
      title: `Theme: ${choice === 'system' ? 'follow system' : choice}`,
      group: 'View',
      keywords: ['appearance', 'colour', 'color', 'mode'],
      run: () => deps.setTheme(choice),
    })),
    {
      id: 'shortcuts',
      title: 'Keyboard shortcuts',
      group: 'Help',
      keywords: ['keys', 'help', 'hotkeys'],
      shortcut: { key: '?' },
      run: deps.openShortcuts,
    },
  );
  return commands;
}

/** The palette's filter: every typed word must appear in the title or a keyword. */
export function commandMatches(command: AppCommand, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [command.title, ...(command.keywords ?? [])].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
