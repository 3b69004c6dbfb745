import type { TagWithCount } from '@common/schemas/notes';
import { Link } from 'react-router';
import { TagBadge } from '@app/notes/TagBadge';
import { noteCount, tagDashboardPath } from '../tagWords';
import { TagActionsMenu, type TagAction } from './TagActionsMenu';
import { TagColorMenu } from './TagColorMenu';

/** One tag: a link to its notes on the dashboard, its colour, and its actions. */
export function TagRow({
  tag,
  canMerge,
  onAction,
}: {
  tag: TagWithCount;
  canMerge: boolean;
  onAction: (action: TagAction, opener: HTMLElement | null) => void;
}) {
  return (
    <li className="flex items-center gap-2 py-2 pr-2 pl-4">
      <Link
        to={tagDashboardPath(tag.name)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md py-1 hover:underline"
      >
        <TagBadge name={tag.name} color={tag.color} className="text-sm" />{' '}
        <span className="shrink-0 text-sm text-muted-foreground">{noteCount(tag.noteCount)}</span>
      </Link>
      <TagColorMenu tag={tag} />
      <TagActionsMenu tag={tag} canMerge={canMerge} onAction={onAction} />
    </li>
  );
}
