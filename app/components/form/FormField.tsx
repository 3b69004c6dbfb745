import type { ReactNode } from 'react';
import { Label } from '@app/components/ui/Input';
import { FieldError } from './FieldMessage';

export interface FieldProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled field with an optional hint and error, wired for screen
 * readers: the control (rendered by `children`) gets the id, aria-invalid and
 * aria-describedby pointing at the error and the hint.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  labelAside,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Beside the label, at the end of the line (a "Forgot password?" link). */
  labelAside?: ReactNode;
  children: (field: FieldProps) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-2">
      {labelAside ? (
        <div className="flex items-baseline justify-between">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
