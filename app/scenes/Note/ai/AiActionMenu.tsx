import type { NoteAiAction } from '@common/schemas/ai';
import { Languages } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@app/components/ui/Button';
import { Input } from '@app/components/ui/Input';
import { storage } from '@app/lib/storage';
import type { AiScope } from './aiScope';
import { commonLanguages, noteAiActionList } from './noteAiActions';

const LANGUAGE_KEY = 'ai-translate-language';

/** What the actions will work on, in a line above them. */
export function scopeWords(scope: AiScope): string {
  if (scope.kind !== 'selection') return 'Works on the whole note.';
  const text = scope.text.replace(/\s+/g, ' ').trim();
  return `Works on the selected text: “${text.length > 80 ? `${text.slice(0, 80)}…` : text}”`;
}

interface AiActionMenuProps {
  scope: AiScope;
  /** Puts the caret in the language field (the palette's Translate). */
  translate: boolean;
  onChoose: (action: NoteAiAction, language?: string) => void;
}

/** The AI actions as buttons, and Translate with a language picker (common ones, or any typed). */
export function AiActionMenu({ scope, translate, onChoose }: AiActionMenuProps) {
  const [language, setLanguage] = useState(() => storage.get(LANGUAGE_KEY) ?? '');
  const languageRef = useRef<HTMLInputElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const listId = useId();

  useEffect(() => {
    (translate ? languageRef.current : firstRef.current)?.focus();
  }, [translate]);

  function translateNow(event: FormEvent) {
    event.preventDefault();
    const chosen = language.trim();
    if (chosen.length < 2) return;
    storage.set(LANGUAGE_KEY, chosen);
    onChoose('translate', chosen);
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm break-words text-muted-foreground">{scopeWords(scope)}</p>
      <ul aria-label="AI actions" className="grid gap-1 sm:grid-cols-2">
        {noteAiActionList
          .filter((info) => info.action !== 'translate')
          .map((info, index) => (
            <li key={info.action}>
              <button
                ref={index === 0 ? firstRef : undefined}
                type="button"
                onClick={() => onChoose(info.action)}
                className="flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="grid size-8 shrink-0 place-items-center rounded-md border border-border bg-background">
                  <info.icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block font-medium">{info.label}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {info.description}
                  </span>
                </span>
              </button>
            </li>
          ))}
      </ul>
      <form onSubmit={translateNow} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-40 flex-1 gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Translate into
          </label>
          <Input
            id={inputId}
            ref={languageRef}
            list={listId}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            placeholder="Spanish, Japanese…"
            minLength={2}
            maxLength={40}
            autoComplete="off"
          />
          <datalist id={listId}>
            {commonLanguages.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <Button type="submit" variant="outline" disabled={language.trim().length < 2}>
          <Languages aria-hidden />
          Translate
        </Button>
      </form>
    </div>
  );
}
