import { RefreshCw } from 'lucide-react';
import { Button } from '@app/components/ui/Button';

/** The prompt above the entry, with "Another prompt" for a different one. */
export function PromptCard({
  prompt,
  loading,
  onAnother,
}: {
  prompt: string | undefined;
  loading: boolean;
  onAnother: () => void;
}) {
  return (
    <section
      aria-labelledby="journal-prompt-title"
      className="flex flex-wrap items-start gap-3 rounded-xl border border-border bg-muted/40 p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id="journal-prompt-title" className="text-xs font-medium text-muted-foreground">
          Prompt
        </h2>
        <p className="mt-1 font-medium text-pretty" aria-live="polite" aria-busy={loading}>
          {prompt ?? (loading ? 'Finding a prompt…' : 'Write whatever is on your mind.')}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onAnother} disabled={loading}>
        <RefreshCw aria-hidden />
        Another prompt
      </Button>
    </section>
  );
}
