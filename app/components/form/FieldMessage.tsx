import type { ReactNode } from 'react';

/** A field's error, announced to screen readers and tied to the field by id. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}
