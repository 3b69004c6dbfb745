import { describe, expect, it, vi } from 'vitest';
import {
  buildAppCommands,
  commandIds,
  commandMatches,
  type CommandDeps,
  type CommandId,
  type CurrentNoteCommands,
} from './appCommands';

const deps = (overrides: Partial<CommandDeps> = {}): CommandDeps => ({
  navigate: vi.fn(),
  createNote: vi.fn(),
  openTemplatePicker: vi.fn(),
  openPhotoToNote: vi.fn(),
  openVoiceNote: vi.fn(),
  openPalette: vi.fn(),
  openShortcuts: vi.fn(),
  setTheme: vi.fn(),
  ...overrides,
});

const openNote = (pinned: boolean): CurrentNoteCommands => ({
  pinned,
  setPinned: vi.fn(),
  saveAsTemplate: vi.fn(),
  exportAs: vi.fn(),
  share: vi.fn(),
  versionHistory: vi.fn(),
  moveToTrash: vi.fn(),
  ai: vi.fn(),
});

const ids = (given: CommandDeps) => buildAppCommands(given).map((command) => command.id);

describe('buildAppCommands', () => {
  it('defines each command once, and every id names a command that can run', () => {
    const onNote = (pinned: boolean) =>
      ids(deps({ toggleFocusMode: vi.fn(), note: openNote(pinned) }));
    expect(new Set(onNote(false)).size).toBe(onNote(false).length);
    expect(new Set([...onNote(false), ...onNote(true)])).toEqual(new Set(commandIds));
  });

  it('offers the AI actions only where a note is open', () => {
    expect(ids(deps()).filter((id) => id.startsWith('ai-'))).toEqual([]);
    expect(ids(deps({ note: openNote(false) })).filter((id) => id.startsWith('ai-'))).toHaveLength(
      8,
    );
  });

  it('offers focus mode only where a note is open', () => {
    expect(ids(deps())).not.toContain('focus-mode');
  });

  it('offers the open note’s commands only with a note, pin or unpin as it stands', () => {
    const noteCommands: CommandId[] = [
      'pin-note',
      'unpin-note',
      'share-note',
      'save-as-template',
      'move-to-trash',
    ];
    expect(ids(deps()).filter((id) => noteCommands.includes(id))).toEqual([]);
    expect(ids(deps({ note: openNote(false) }))).toEqual(
      expect.arrayContaining(['pin-note', 'share-note', 'save-as-template', 'move-to-trash']),
    );
    expect(ids(deps({ note: openNote(false) }))).not.toContain('unpin-note');
    expect(ids(deps({ note: openNote(true) }))).toContain('unpin-note');
    expect(ids(deps({ note: openNote(true) }))).not.toContain('pin-note');
  });

  it('runs what the command says', () => {
    const note = openNote(true);
    const given = deps({ note });
    const commands = buildAppCommands(given);
    const run = (id: CommandId) => commands.find((command) => command.id === id)?.run();
    run('go-trash');
    run('theme-dark');
    run('unpin-note');
    run('move-to-trash');
    run('export-pdf');
    run('share-note');
    run('ai-fix-grammar');
    expect(given.navigate).toHaveBeenCalledWith('/trash');
    expect(given.setTheme).toHaveBeenCalledWith('dark');
    expect(note.setPinned).toHaveBeenCalledWith(false);
    expect(note.moveToTrash).toHaveBeenCalledOnce();
    expect(note.exportAs).toHaveBeenCalledWith('pdf');
    expect(note.share).toHaveBeenCalledOnce();
    expect(note.ai).toHaveBeenCalledWith('fix-grammar');
    expect(note.saveAsTemplate).not.toHaveBeenCalled();
  });

  it('names commands by a closed set of ids (the type checker holds it closed)', () => {
    // @ts-expect-error: an id no command has is a type error, not a button that silently does nothing.
    const unknown: CommandId = 'save-template';
    expect(commandIds).not.toContain(unknown);
  });
});

describe('commandMatches', () => {
  const [newNote] = buildAppCommands(deps());

  it('finds a command by its title or keywords, every word counting', () => {
    expect(commandMatches(newNote!, 'new')).toBe(true);
    expect(commandMatches(newNote!, 'create')).toBe(true);
    expect(commandMatches(newNote!, 'new trash')).toBe(false);
  });
});
