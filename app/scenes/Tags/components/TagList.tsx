import type { TagWithCount } from '@common/schemas/notes';
import { useState } from 'react';
import { DeleteTagDialog } from './DeleteTagDialog';
import { MergeTagDialog } from './MergeTagDialog';
import { RenameTagDialog } from './RenameTagDialog';
import type { TagAction } from './TagActionsMenu';
import { TagRow } from './TagRow';

/**
 * The tags, with one dialog per action shared by every row. The dialogs sit
 * outside the rows' menus: a dialog inside a menu would close with it.
 */
export function TagList({ tags }: { tags: TagWithCount[] }) {
  const [open, setOpen] = useState<{ action: TagAction; tag: TagWithCount } | null>(null);
  // Kept after closing: a dialog returns focus to it as it closes, after `open` is null.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const close = () => setOpen(null);
  const tagFor = (action: TagAction) => (open?.action === action ? open.tag : null);

  return (
    <>
      <ul
        aria-label="Tags"
        className="divide-y divide-border rounded-xl border border-border bg-card"
      >
        {tags.map((tag) => (
          <TagRow
            key={tag.id}
            tag={tag}
            canMerge={tags.length > 1}
            onAction={(action, button) => {
              setOpener(button);
              setOpen({ action, tag });
            }}
          />
        ))}
      </ul>
      <RenameTagDialog tag={tagFor('rename')} tags={tags} opener={opener} onClose={close} />
      <MergeTagDialog tag={tagFor('merge')} tags={tags} opener={opener} onClose={close} />
      <DeleteTagDialog tag={tagFor('delete')} opener={opener} onClose={close} />
    </>
  );
}
