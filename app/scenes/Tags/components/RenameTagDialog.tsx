import { tagNameSchema, type TagWithCount } from '@common/schemas/notes';
import { useState, type FormEvent } from 'react';
import { FormField } from '@app/components/form/FormField';
import { Button } from '@app/components/ui/Button';
import { DialogDescription, DialogTitle } from '@app/components/ui/Dialog';
import { Input } from '@app/components/ui/Input';
import { mergeTargetFor } from '../tagWords';
import { useRenameTag } from '../useTags';
import { TagDialog } from './TagDialog';

/** Rename a tag; a name another tag already has merges the two, and the dialog says so first. */
export function RenameTagDialog({
  tag,
  tags,
  opener,
  onClose,
}: {
  /** The tag being renamed; null keeps the dialog closed. */
  tag: TagWithCount | null;
  tags: TagWithCount[];
  /** The row's actions button: focus returns there, or to the heading once the tag is gone. */
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <TagDialog tag={tag} opener={opener} onClose={onClose}>
      {(current) => <RenameForm key={current.id} tag={current} tags={tags} onDone={onClose} />}
    </TagDialog>
  );
}

function RenameForm({
  tag,
  tags,
  onDone,
}: {
  tag: TagWithCount;
  tags: TagWithCount[];
  onDone: () => void;
}) {
  const rename = useRenameTag();
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string>();
  const target = mergeTargetFor(tags, tag, name);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tagNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data === tag.name) {
      onDone();
      return;
    }
    rename.mutate({ tag, name: parsed.data }, { onSuccess: onDone });
  };

  return (
    <>
      <DialogTitle>Rename “{tag.name}”</DialogTitle>
      <DialogDescription>The new name shows on every note with this tag.</DialogDescription>
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <FormField
          id="rename-tag"
          label="Name"
          error={error ?? rename.error?.message}
          hint={
            target
              ? `“${target.name}” already exists: renaming merges “${tag.name}” into it.`
              : undefined
          }
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
                rename.reset();
              }}
            />
          )}
        </FormField>
        <Button type="submit" className="justify-self-end" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : target ? 'Merge' : 'Rename'}
        </Button>
      </form>
    </>
  );
}
