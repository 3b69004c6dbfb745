import type { TagWithCount } from '@common/schemas/notes';
import { Combine, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@app/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@app/components/ui/DropdownMenu';

export type TagAction = 'rename' | 'merge' | 'delete';

/** Rename, merge and delete for one tag; each opens its dialog through `onAction`. */
export function TagActionsMenu({
  tag,
  canMerge,
  onAction,
}: {
  tag: TagWithCount;
  /** False when this is the only tag: there is nothing to merge into. */
  canMerge: boolean;
  /** Gets this menu's button too: focus returns there when the dialog closes. */
  onAction: (action: TagAction, opener: HTMLElement | null) => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" aria-label={`Actions for “${tag.name}”`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('rename', trigger.current)}>
          <Pencil aria-hidden />
          Rename…
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!canMerge} onSelect={() => onAction('merge', trigger.current)}>
          <Combine aria-hidden />
          Merge into…
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive data-[highlighted]:bg-destructive/10"
          onSelect={() => onAction('delete', trigger.current)}
        >
          <Trash2 aria-hidden />
          Delete…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
