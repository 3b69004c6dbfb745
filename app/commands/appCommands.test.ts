import { describe, expect, it, vi } from 'vitest';
import { buildAppCommands, commandMatches, type CommandDeps } from './appCommands';

const deps = (overrides: Partial<CommandDeps> = {}): CommandDeps => ({
  navigate: vi.fn(),
  createNote: vi.fn(),
  openTemplatePicker: vi.fn(),
  openPalette: vi.fn(),
  openShortcuts: vi.fn(),
  setTheme: vi.fn(),
  ...overrides,
});

describe('buildAppCommands', () => {
  it('defines each command once, with a unique id', () => {
    const ids = buildAppCommands(deps({ toggleFocusMode: vi.fn() })).map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'new-note',
        'new-from-template',
        'go-timeline',
        'go-tags',
        'go-trash',
        'go-settings',
        'focus-mode',
        'theme-dark',
        'shortcuts',
      ]),
    );
  });

  it('offers focus mode only where a note is open', () => {
    expect(buildAppCommands(deps()).some((c) => c.id === 'focus-mode')).toBe(false);
  });

  it('runs what the command says', () => {
    const given = deps();
    const commands = buildAppCommands(given);
    commands.find((c) => c.id === 'go-trash')?.run();
    commands.find((c) => c.id === 'theme-dark')?.run();
    expect(given.navigate).toHaveBeenCalledWith('/trash');
    expect(given.setTheme).toHaveBeenCalledWith('dark');
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
