import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import type { AppCommand } from './appCommands';
import { formatShortcut, isApplePlatform } from './shortcuts';

/** Editor keys TipTap provides; listed so the dialog tells the whole story. */
const editorShortcuts = [
  { title: 'Bold', keys: { key: 'b', mod: true } },
  { title: 'Italic', keys: { key: 'i', mod: true } },
  { title: 'Underline', keys: { key: 'u', mod: true } },
  { title: 'Highlight', keys: { key: 'h', mod: true, shift: true } },
  { title: 'Undo', keys: { key: 'z', mod: true } },
  { title: 'Redo', keys: { key: 'z', mod: true, shift: true } },
];

/** `?`: every keyboard shortcut, from the same command list the palette uses. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  commands,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  commands: AppCommand[];
}) {
  const apple = isApplePlatform();
  const rows = [
    ...commands.flatMap((command) =>
      command.shortcut ? [{ title: command.title, keys: command.shortcut }] : [],
    ),
    { title: 'Insert a block (in a note)', keys: { key: '/' } },
    ...editorShortcuts,
    { title: 'Leave focus mode or close a dialog', keys: { key: 'Esc' } },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogDescription>
          {apple ? '⌘ is the Command key.' : 'On a Mac, use ⌘ where this list says Ctrl.'}
        </DialogDescription>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Keys</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.title} className="border-b border-border last:border-0">
                <td className="py-2">{row.title}</td>
                <td className="py-2 text-right">
                  <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {formatShortcut(row.keys, apple)}
                  </kbd>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
