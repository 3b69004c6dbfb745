import { LOADING_MESSAGE } from '@common/constants';
import { cn } from '@app/lib/cn';

/** Covers the page while a screen's code loads (seed §2). */
export function FullPageLoader({ overlay = false }: { overlay?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-4 bg-background text-foreground',
        overlay && 'fixed inset-0 z-40 animate-[fade-in_150ms_ease-out_120ms_both]',
      )}
    >
      <span
        aria-hidden
        className="size-9 animate-spin rounded-full border-4 border-muted border-t-primary"
      />
      <p className="text-base text-muted-foreground">{LOADING_MESSAGE}</p>
    </div>
  );
}
