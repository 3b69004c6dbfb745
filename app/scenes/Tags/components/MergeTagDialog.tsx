import type { TagWithCount } from '@common/schemas/notes';
import { useState, type FormEvent } from 'react';
import { FormField } from '@app/components/form/FormField';
import { Button } from '@app/components/ui/Button';
import { DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { useRenameTag } from '../useTags';
import { TagDialog } from './TagDialog';

/**
 * Merge a tag into another. The API has no merge call of its own: renaming
 * a tag onto another's name is the merge.
 */
export function MergeTagDialog({
  tag,
  tags,
  opener,
  onClose,
}: {
  /** The tag that goes away; null keeps the dialog closed. */
  tag: TagWithCount | null;
  tags: TagWithCount[];
  /** The row's actions button: focus returns there, or to the heading once the tag is gone. */
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <TagDialog tag={tag} opener={opener} onClose={onClose}>
      {(current) => <MergeForm key={current.id} tag={current} tags={tags} onDone={onClose} />}
    </TagDialog>
  );
}

function MergeForm({
  tag,
  tags,
  onDone,
}: {
  tag: TagWithCount;
  tags: TagWithCount[];
  onDone: () => void;
}) {
  const rename = useRenameTag();
  const others = tags.filter((other) => other.id !== tag.id);
  const [targetId, setTargetId] = useState(others[0]?.id ?? '');
  const target = others.find((other) => other.id === targetId);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (target) rename.mutate({ tag, name: target.name }, { onSuccess: onDone });
  };

  return (
    <>
      <DialogTitle>Merge “{tag.name}”</DialogTitle>
      <DialogDescription>
        Its notes get the tag you choose, and “{tag.name}” goes away. The notes keep their content.
      </DialogDescription>
      <form onSubmit={handleSubmit} className="grid gap-4">
        <FormField id="merge-target" label="Merge into" error={rename.error?.message}>
          {(field) => (
            <select
              {...field}
              value={targetId}
              onChange={(event) => {
                setTargetId(event.target.value);
                rename.reset();
              }}
              className="h-10 w-full rounded-lg border border-input bg-background px-3 text-base sm:text-sm"
            >
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="submit" className="justify-self-end" disabled={!target || rename.isPending}>
          {rename.isPending ? 'Merging…' : 'Merge'}
        </Button>
      </form>
    </>
  );
}
