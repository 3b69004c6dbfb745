import { tagNameSchema } from '@common/schemas/notes';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FieldError } from '@app/components/form/FieldMessage';
import { Button } from '@app/components/ui/Button';
import { Input, Label } from '@app/components/ui/Input';
import { useCreateTag } from '../useTags';

/** Add a tag before any note has it, to have it ready with its colour. */
export function NewTagForm() {
  const create = useCreateTag();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const shownError = error ?? create.error?.message;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tagNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, { onSuccess: () => setName('') });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-2">
      <Label htmlFor="new-tag">New tag</Label>
      <div className="flex gap-2">
        <Input
          id="new-tag"
          autoComplete="off"
          value={name}
          aria-invalid={Boolean(shownError)}
          {...(shownError ? { 'aria-describedby': 'new-tag-error' } : {})}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
            create.reset();
          }}
          className="max-w-xs"
        />
        <Button type="submit" variant="outline" disabled={create.isPending}>
          <Plus aria-hidden />
          Add tag
        </Button>
      </div>
      <FieldError id="new-tag-error">{shownError}</FieldError>
    </form>
  );
}
