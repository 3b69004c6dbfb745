import { SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN, type Share } from '@common/schemas/shares';
import { useState, type FormEvent } from 'react';
import { FormField } from '@app/components/form/FormField';
import { PasswordInput } from '@app/components/form/PasswordInput';
import { Button } from '@app/components/ui/Button';
import { Input } from '@app/components/ui/Input';
import { useCreateShareMutation } from '@app/queries/shareQueries';
import { dateInputValue, expiryChoices, expiryFromChoice, type ExpiryChoice } from './shareWords';

/** The id of the form's submit button: where focus goes when a revoked link's row is gone. */
export const CREATE_SHARE_BUTTON_ID = 'create-share-link';

/**
 * Makes a new link: how long it lasts (never, 1, 7 or 30 days, or to the end
 * of a chosen day) and an optional password, which can never be changed
 * afterwards (make another link instead).
 */
export function CreateShareForm({
  noteId,
  onCreated,
}: {
  noteId: string;
  onCreated: (share: Share) => void;
}) {
  const [choice, setChoice] = useState<ExpiryChoice>('never');
  const [day, setDay] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: 'day' | 'password'; text: string } | null>(null);
  const create = useCreateShareMutation(noteId, {
    onSuccess: (share) => {
      setPassword('');
      onCreated(share);
    },
  });
  const today = dateInputValue(new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    const expiresAt = expiryFromChoice(choice, day);
    if (expiresAt === undefined) {
      setProblem({ field: 'day', text: 'Choose a day from today on.' });
      return;
    }
    if (password && password.length < SHARE_PASSWORD_MIN) {
      setProblem({
        field: 'password',
        text: `A link password needs at least ${SHARE_PASSWORD_MIN} characters.`,
      });
      return;
    }
    setProblem(null);
    create.mutate({ expiresAt, ...(password ? { password } : {}) });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="New share link" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="share-expiry" label="Link expires">
          {(field) => (
            <select
              {...field}
              value={choice}
              onChange={(event) => {
                setChoice(event.target.value as ExpiryChoice);
                setProblem(null);
              }}
              className="h-10 rounded-lg border border-input bg-background px-3 text-base sm:text-sm"
            >
              {expiryChoices.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {choice === 'date' && (
          <FormField
            id="share-expiry-day"
            label="Last day"
            error={problem?.field === 'day' ? problem.text : undefined}
          >
            {(field) => (
              <Input
                {...field}
                type="date"
                min={today}
                value={day}
                required
                onChange={(event) => setDay(event.target.value)}
              />
            )}
          </FormField>
        )}
      </div>
      <FormField
        id="share-password"
        label="Password (optional)"
        hint="Visitors must type it to read the note. It cannot be changed later."
        error={problem?.field === 'password' ? problem.text : undefined}
      >
        {(field) => (
          <PasswordInput
            {...field}
            value={password}
            autoComplete="new-password"
            maxLength={SHARE_PASSWORD_MAX}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      {create.isError && (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button id={CREATE_SHARE_BUTTON_ID} type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create link'}
        </Button>
      </div>
    </form>
  );
}
