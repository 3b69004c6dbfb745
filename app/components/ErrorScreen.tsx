import { AlertTriangle, RefreshCw, RotateCcw } from '@app/components/icons/shellIcons';
import { Button } from '@app/components/ui/Button';

export interface ErrorScreenProps {
  error: unknown;
  /** Clears the error and renders the screen again. */
  onTryAgain: () => void;
  /** Reloads the whole page; defaults to `location.reload()`. */
  onRefresh?: () => void;
}

/** The global error screen (seed §2): what happened, with details one click away. */
export function ErrorScreen({
  error,
  onTryAgain,
  onRefresh = () => window.location.reload(),
}: ErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12 text-foreground">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 shadow-sm">
        <AlertTriangle className="size-10 text-destructive" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">
          Your notes are safe. Try again, or refresh the page if the problem stays.
        </p>
        <details className="mt-6 rounded-lg border border-border bg-muted p-3 text-sm">
          <summary className="cursor-pointer font-medium">Error details</summary>
          {/* Focusable so keyboard users can scroll a long stack trace. */}
          <pre
            tabIndex={0}
            aria-label="Error message and stack trace"
            className="mt-3 max-h-64 overflow-auto text-xs whitespace-pre-wrap break-words"
          >
            {describeError(error)}
          </pre>
        </details>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={onTryAgain}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
          <Button variant="outline" onClick={onRefresh}>
            <RefreshCw aria-hidden />
            Refresh Page
          </Button>
        </div>
      </div>
    </main>
  );
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`;
  }
  return String(error);
}
