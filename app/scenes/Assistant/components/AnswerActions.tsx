import { Copy, FilePlus2, Link2, Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@app/components/ui/Button';
import type { Turn } from '../chatTurns';

export interface AnswerActionsProps {
  turn: Turn;
  /** Only the last answer can be regenerated. */
  isLast: boolean;
  busy: 'save' | 'share' | null;
  onCopy: () => void;
  onSave: () => void;
  onShare: () => void;
  onRegenerate: () => void;
}

/** What can be done with a finished answer. */
export function AnswerActions({
  turn,
  isLast,
  busy,
  onCopy,
  onSave,
  onShare,
  onRegenerate,
}: AnswerActionsProps) {
  return (
    <div role="group" aria-label="Answer actions" className="mt-3 flex flex-wrap gap-1.5">
      <Button variant="outline" size="sm" onClick={onCopy}>
        <Copy aria-hidden />
        Copy
      </Button>
      <Button variant="outline" size="sm" onClick={onSave} disabled={busy !== null}>
        {busy === 'save' ? (
          <Loader2 className="animate-spin" aria-hidden />
        ) : (
          <FilePlus2 aria-hidden />
        )}
        {turn.savedNoteId ? 'Open note' : 'Save as note'}
      </Button>
      <Button variant="outline" size="sm" onClick={onShare} disabled={busy !== null}>
        {busy === 'share' ? (
          <Loader2 className="animate-spin" aria-hidden />
        ) : (
          <Link2 aria-hidden />
        )}
        Share
      </Button>
      {isLast && (
        <Button variant="ghost" size="sm" onClick={onRegenerate}>
          <RefreshCw aria-hidden />
          Regenerate
        </Button>
      )}
    </div>
  );
}
