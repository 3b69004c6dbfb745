import { cn } from '@app/lib/cn';

/**
 * The mark on a feature that is not in the app yet, in the FAQ's words: the
 * site describes the roadmap, but never sells it as available today.
 */
export function InDevelopment({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'inline-block rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground',
        className,
      )}
    >
      In development
    </p>
  );
}
