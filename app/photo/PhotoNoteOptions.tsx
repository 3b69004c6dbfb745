import type { OcrLanguageCode } from '@common/schemas/ocr';
import { Link } from 'react-router';
import { useAiAvailability } from '@app/ai/useAiAvailability';
import { useOcrLanguagesQuery } from '@app/queries/photoQueries';
import type { PhotoNoteMode } from './usePhotoToNote';

export interface PhotoNoteChoices {
  mode: PhotoNoteMode;
  /** Null: the server's default language. */
  language: OcrLanguageCode | null;
  tidy: boolean;
}

const modes: { value: PhotoNoteMode; label: string }[] = [
  { value: 'one', label: 'One note' },
  { value: 'each', label: 'A note per photo' },
];

/**
 * How the photos become notes: one or one each (when there are several),
 * the language of the text (when the server reads more than English), and
 * "Tidy with AI" (when AI chat is set up; off with the reason when the day's
 * uses are spent).
 */
export function PhotoNoteOptions({
  count,
  choices,
  onChange,
  disabled,
}: {
  /** How many photos are chosen. */
  count: number;
  choices: PhotoNoteChoices;
  onChange: (choices: PhotoNoteChoices) => void;
  disabled: boolean;
}) {
  const languages = useOcrLanguagesQuery();
  const ai = useAiAvailability();
  const installed = languages.data?.languages ?? [];
  const tidyShown = ai.state === 'out-of-uses' || (ai.state === 'ready' && ai.status?.chat);
  const outOfUses = ai.state === 'out-of-uses';
  const change = (next: Partial<PhotoNoteChoices>) => onChange({ ...choices, ...next });

  return (
    <div className="grid gap-4">
      {count > 1 && (
        <fieldset className="grid gap-2" disabled={disabled}>
          <legend className="mb-1 text-sm font-medium">{count} photos make</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {modes.map((mode) => (
              <label key={mode.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="photo-note-mode"
                  value={mode.value}
                  checked={choices.mode === mode.value}
                  onChange={() => change({ mode: mode.value })}
                  className="size-4 accent-primary"
                />
                {mode.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {installed.length > 1 && (
        <div className="grid gap-1">
          <label htmlFor="photo-language" className="text-sm font-medium">
            Language of the text
          </label>
          <select
            id="photo-language"
            value={choices.language ?? languages.data?.default ?? 'eng'}
            onChange={(event) => change({ language: event.target.value as OcrLanguageCode })}
            disabled={disabled}
            className="h-10 rounded-lg border border-input bg-background px-3 text-base sm:text-sm"
          >
            {installed.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {tidyShown && (
        <div className="grid gap-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={choices.tidy && !outOfUses}
              onChange={(event) => change({ tidy: event.target.checked })}
              disabled={disabled || outOfUses}
              aria-describedby="photo-tidy-hint"
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="font-medium">Tidy with AI</span>: headings and lists from the raw
              text
            </span>
          </label>
          <p id="photo-tidy-hint" className="pl-6 text-xs text-muted-foreground">
            {outOfUses ? (
              <>
                You have used today’s AI uses: tidying is off until they renew at midnight UTC.{' '}
                <Link to="/pricing" className="text-primary underline underline-offset-2">
                  See plans
                </Link>
              </>
            ) : (
              `Uses one AI use${count > 1 && choices.mode === 'each' ? ' per note' : ''}.`
            )}
          </p>
        </div>
      )}
    </div>
  );
}
