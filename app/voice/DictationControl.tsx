import type { Editor } from '@tiptap/core';
import { Mic, Square } from 'lucide-react';
import { Button } from '@app/components/ui/Button';
import { cn } from '@app/lib/cn';
import { useDictation } from './useDictation';

/**
 * "Dictate": speak into the note where the caret is. Hidden in browsers
 * without speech recognition; while listening, the words not yet final show
 * here, and Stop ends it.
 */
export function DictationControl({ editor, className }: { editor: Editor; className?: string }) {
  const dictation = useDictation(editor);
  if (!dictation.supported) return null;
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-2', className)}>
      {dictation.listening ? (
        <>
          <Button variant="destructive" size="sm" onClick={dictation.stop} autoFocus>
            <Square aria-hidden />
            Stop dictation
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            Listening…
          </p>
          {dictation.interim && (
            <p
              className="min-w-0 text-sm text-muted-foreground italic"
              data-testid="dictation-interim"
            >
              {dictation.interim}
            </p>
          )}
        </>
      ) : (
        <Button variant="outline" size="sm" onClick={dictation.start}>
          <Mic aria-hidden />
          Dictate
        </Button>
      )}
      {dictation.error && (
        <p role="alert" className="basis-full text-sm text-destructive">
          {dictation.error}
        </p>
      )}
    </div>
  );
}
