import { Command } from 'cmdk';
import { FileText, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { relativeTime } from '@app/notes/formatDates';
import { useNoteSearch } from '@app/notes/useNoteSearch';
import { commandMatches, type AppCommand, type CommandGroup } from './appCommands';
import { formatShortcut } from './shortcuts';

const groupOrder: CommandGroup[] = ['Notes', 'Go to', 'View', 'Help'];

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  commands: AppCommand[];
  /** Opens a found note, with what was searched (see notePath). */
  openNote: (id: string, searched: string) => void;
}

/** Ctrl/Cmd+K: the notes matching what is typed, and every command, one keystroke away. */
export function CommandPalette({ open, onOpenChange, commands, openNote }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const { results, resultsFor, searching, onDevice } = useNoteSearch(open ? query : '', {
    limit: 8,
  });
  const visible = commands.filter(
    (command) => command.id !== 'search' && commandMatches(command, query),
  );

  function close(then: () => void) {
    onOpenChange(false);
    setQuery('');
    then();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setQuery('');
      }}
    >
      {/* grid-cols-1: the one grid column may not grow to fit a long, unbroken result. */}
      <DialogContent placement="top" className="max-w-xl grid-cols-1 overflow-hidden">
        <DialogTitle className="sr-only">Search notes and commands</DialogTitle>
        <DialogDescription className="sr-only">
          Type to search your notes; arrow keys choose, Enter opens.
        </DialogDescription>
        <Command shouldFilter={false} label="Search notes and commands" loop>
          <div className="flex items-center gap-2 border-b border-border px-4">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="Search notes or type a command…"
              className="h-14 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
            />
            {searching && (
              <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />
            )}
          </div>
          {/* data-results-for lets the latency benchmark see when this query's results show. */}
          <Command.List
            className="max-h-[60vh] overflow-y-auto p-2"
            data-results-for={resultsFor ?? undefined}
          >
            {!searching && (
              <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
                No notes or commands match “{query}”.
              </Command.Empty>
            )}
            {onDevice && (
              <p className="px-3 pt-1 pb-2 text-xs text-muted-foreground">
                Searching notes on this device
              </p>
            )}
            {results.length > 0 && (
              <Command.Group heading="Notes" className="palette-group">
                {results.map((result) => (
                  <Command.Item
                    key={result.id}
                    value={`note:${result.id}`}
                    onSelect={() => close(() => openNote(result.id, query))}
                    className={itemClass}
                  >
                    <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">
                        {result.title || 'Untitled'}
                      </span>
                      <span
                        className="search-snippet block truncate text-xs text-muted-foreground"
                        // The server escapes the text and adds only <mark> around matches.
                        dangerouslySetInnerHTML={{ __html: result.snippet }}
                      />
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {relativeTime(result.updatedAt)}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {groupOrder.map((group) => {
              const inGroup = visible.filter((command) => command.group === group);
              if (inGroup.length === 0) return null;
              return (
                <Command.Group key={group} heading={group} className="palette-group">
                  {inGroup.map((command) => (
                    <Command.Item
                      key={command.id}
                      value={`command:${command.id}`}
                      onSelect={() => close(command.run)}
                      className={itemClass}
                    >
                      <span className="flex-1">{command.title}</span>
                      {command.shortcut && (
                        <kbd className="font-mono text-xs text-muted-foreground">
                          {formatShortcut(command.shortcut)}
                        </kbd>
                      )}
                    </Command.Item>
                  ))}
                </Command.Group>
              );
            })}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
