import type { Habit } from '@common/schemas/habits';
import { Archive, ArchiveRestore, MoreHorizontal, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@app/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@app/components/ui/DropdownMenu';

export type HabitAction = 'edit' | 'pause' | 'resume' | 'archive' | 'unarchive' | 'delete';

/** Edit, pause or resume, archive or bring back, delete: one habit's menu. */
export function HabitActionsMenu({
  habit,
  onAction,
}: {
  habit: Habit;
  /** Gets the menu's button too: focus returns there when a dialog closes. */
  onAction: (action: HabitAction, opener: HTMLElement | null) => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" aria-label={`Actions for ${habit.name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {!habit.archived && (
          <>
            <DropdownMenuItem onSelect={() => onAction('edit', trigger.current)}>
              <Pencil aria-hidden />
              Edit…
            </DropdownMenuItem>
            {habit.paused ? (
              <DropdownMenuItem onSelect={() => onAction('resume', trigger.current)}>
                <Play aria-hidden />
                Resume
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => onAction('pause', trigger.current)}>
                <Pause aria-hidden />
                Pause
              </DropdownMenuItem>
            )}
          </>
        )}
        {habit.archived ? (
          <DropdownMenuItem onSelect={() => onAction('unarchive', trigger.current)}>
            <ArchiveRestore aria-hidden />
            Unarchive
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onAction('archive', trigger.current)}>
            <Archive aria-hidden />
            Archive
          </DropdownMenuItem>
        )}
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
