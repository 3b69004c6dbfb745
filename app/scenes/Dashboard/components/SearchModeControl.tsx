import type { SearchMode } from '@common/schemas/ai';
import { cn } from '@app/lib/cn';

const modeLabels: Record<SearchMode, { label: string; hint: string }> = {
  fulltext: { label: 'Words', hint: 'Notes containing the words you type' },
  semantic: { label: 'Meaning', hint: 'Notes about what you type, even in other words' },
  hybrid: { label: 'Both', hint: 'Word matches and meaning together' },
};

/** Words | Meaning | Both: how the search box finds notes. */
export function SearchModeControl({
  mode,
  onMode,
}: {
  mode: SearchMode;
  onMode: (mode: SearchMode) => void;
}) {
  return (
    <div role="group" aria-label="Search by" className="flex rounded-lg border border-input p-0.5">
      {(Object.keys(modeLabels) as SearchMode[]).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          title={modeLabels[value].hint}
          onClick={() => onMode(value)}
          className={cn(
            'h-8 rounded-md px-2.5 text-sm',
            mode === value ? 'bg-accent font-medium text-accent-foreground' : 'hover:bg-muted',
          )}
        >
          {modeLabels[value].label}
        </button>
      ))}
    </div>
  );
}
