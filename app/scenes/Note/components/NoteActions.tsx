import {
  FileDown,
  FilePlus2,
  History,
  Maximize2,
  MoreHorizontal,
  Pin,
  PinOff,
  Share2,
  Trash2,
} from 'lucide-react';
import { Button } from '@app/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@app/components/ui/DropdownMenu';
import { ariaShortcut, formatShortcut } from '@app/commands/shortcuts';
import { useCommandCenter } from '@app/commands/CommandCenter';
import { HISTORY_BUTTON_ID } from '../history/VersionHistory';

/**
 * The note's buttons: pin, share, version history, focus mode, and a menu for the rest. Each runs
 * the app command of the same name, the one the palette offers.
 */
export function NoteActions({ pinned }: { pinned: boolean }) {
  const { commands, run } = useCommandCenter();
  const focus = commands.find((command) => command.id === 'focus-mode');
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={pinned}
        onClick={() => run(pinned ? 'unpin-note' : 'pin-note')}
        title={
          pinned ? 'Unpin: no longer first on the dashboard' : 'Pin to the top of the dashboard'
        }
      >
        {pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
        {pinned ? 'Unpin' : 'Pin'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => run('share-note')}
        aria-haspopup="dialog"
        title="Share: a link anyone can read"
      >
        <Share2 aria-hidden />
        Share
      </Button>
      <Button
        id={HISTORY_BUTTON_ID}
        variant="ghost"
        size="sm"
        onClick={() => run('version-history')}
        aria-haspopup="dialog"
        aria-label="Version history"
        title="Version history: earlier states of this note, and restore"
      >
        <History aria-hidden />
        <span className="hidden sm:inline">History</span>
      </Button>
      {focus && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => run('focus-mode')}
          aria-keyshortcuts={focus.shortcut ? ariaShortcut(focus.shortcut) : undefined}
          title={focus.shortcut ? `Focus mode (${formatShortcut(focus.shortcut)})` : 'Focus mode'}
        >
          <Maximize2 aria-hidden />
          <span className="hidden sm:inline">Focus</span>
        </Button>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label="More actions">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => run('save-as-template')}>
            <FilePlus2 aria-hidden />
            Save as template
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => run('export-markdown')}>
            <FileDown aria-hidden />
            Export as Markdown
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => run('export-pdf')}>
            <FileDown aria-hidden />
            Export as PDF
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => run('export-text')}>
            <FileDown aria-hidden />
            Export as plain text
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => run('move-to-trash')}>
            <Trash2 aria-hidden />
            Move to trash
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
