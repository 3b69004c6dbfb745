import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useTheme } from '@app/components/theme/ThemeProvider';
import { createStrictContext } from '@app/lib/createStrictContext';
import { useFocusMode } from '@app/notes/FocusModeProvider';
import { notePath } from '@app/notes/notePath';
import { TemplatePicker } from '@app/notes/TemplatePicker';
import { useCreateNote } from '@app/notes/useCreateNote';
import {
  buildAppCommands,
  type AppCommand,
  type CommandId,
  type CurrentNoteCommands,
} from './appCommands';
import { CommandPalette } from './CommandPalette';
import { isTypingTarget, matchesShortcut } from './shortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';

const NewVoiceNoteDialog = lazy(() =>
  import('@app/voice/NewVoiceNoteDialog').then((module) => ({
    default: module.NewVoiceNoteDialog,
  })),
);

const PhotoToNoteDialog = lazy(() => import('@app/photo/PhotoToNoteDialog'));

export interface CommandCenterApi {
  commands: AppCommand[];
  /** Runs a command by id (buttons and menus call the same command as the palette). */
  run: (id: CommandId) => void;
  /** The note screen says which note is open and what its commands do (see useCurrentNoteCommands). */
  setCurrentNote: (note: CurrentNoteCommands | null) => void;
}

const [CommandCenterContext, useCommandCenter] = createStrictContext<CommandCenterApi>(
  'CommandCenter',
  'useCommandCenter',
);
export { useCommandCenter };

/**
 * Offers the open note's commands (pin, save as template, move to trash) in
 * the palette and to `run` while the calling screen is mounted. Pass a
 * memoised object: each new one rebuilds the commands. Registered before the
 * screen paints, so its buttons never run a command that is not there yet.
 */
export function useCurrentNoteCommands(note: CurrentNoteCommands) {
  const { setCurrentNote } = useCommandCenter();
  useLayoutEffect(() => {
    setCurrentNote(note);
    return () => setCurrentNote(null);
  }, [note, setCurrentNote]);
}

/** Registers every command's shortcut on the window while the app screens are open. */
function useShortcutKeys(commands: AppCommand[]) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      for (const command of commands) {
        if (!command.shortcut || !matchesShortcut(event, command.shortcut)) continue;
        // A plain key ('?') is text while typing; chords work everywhere.
        const chord = command.shortcut.mod || command.shortcut.alt;
        if (!chord && isTypingTarget(event.target)) return;
        event.preventDefault();
        command.run();
        return;
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [commands]);
}

/** The app's commands, their shortcuts, and the dialogs they open: palette, shortcuts, templates. */
export function CommandCenter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const createNote = useCreateNote();
  const { setChoice } = useTheme();
  const focusMode = useFocusMode();
  const onNote = useMatch('/note/:id') !== null;
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const [currentNote, setCurrentNote] = useState<CurrentNoteCommands | null>(null);

  const commands = useMemo(
    () =>
      buildAppCommands({
        navigate: (path) => void navigate(path),
        createNote: () => void createNote(),
        openTemplatePicker: () => setTemplatesOpen(true),
        openPhotoToNote: () => setPhotoOpen(true),
        openVoiceNote: () => setVoiceOpen(true),
        openPalette: () => setPaletteOpen((open) => !open),
        openShortcuts: () => setShortcutsOpen(true),
        setTheme: setChoice,
        toggleFocusMode: onNote ? focusMode.toggle : undefined,
        note: currentNote,
      }),
    [navigate, createNote, setChoice, onNote, focusMode.toggle, currentNote],
  );
  useShortcutKeys(commands);

  const value = useMemo(
    () => ({
      commands,
      run: (id: CommandId) => commands.find((command) => command.id === id)?.run(),
      setCurrentNote,
    }),
    [commands],
  );

  return (
    <CommandCenterContext value={value}>
      {children}
      <CommandPalette
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        commands={commands}
        openNote={(id, searched) => void navigate(notePath(id, searched))}
      />
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} commands={commands} />
      <TemplatePicker open={templatesOpen} onOpenChange={setTemplatesOpen} />
      {photoOpen && (
        <Suspense fallback={null}>
          <PhotoToNoteDialog open onOpenChange={setPhotoOpen} />
        </Suspense>
      )}
      {voiceOpen && (
        <Suspense fallback={null}>
          <NewVoiceNoteDialog open onOpenChange={setVoiceOpen} />
        </Suspense>
      )}
    </CommandCenterContext>
  );
}
