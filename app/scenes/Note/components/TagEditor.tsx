import { tagNameSchema, type Tag } from '@common/schemas/notes';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { tagChipClass } from '@app/notes/TagBadge';
import { cn } from '@app/lib/cn';
import { useTagsQuery } from '@app/queries/tagQueries';

interface TagEditorProps {
  tags: Tag[];
  /** Saves the note's whole tag list (names); rejects with a readable message. */
  onChange: (names: string[]) => Promise<void>;
}

/** The note's tags as chips, and a field that suggests the reader's existing tags. */
export function TagEditor({ tags, onChange }: TagEditorProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const listId = useId();
  const errorId = useId();
  const existing = useTagsQuery();
  const names = tags.map((tag) => tag.name);
  const suggestions = (existing.data ?? []).filter(
    (tag) => !names.some((name) => name.toLowerCase() === tag.name.toLowerCase()),
  );

  async function save(next: string[]) {
    try {
      setError(null);
      await onChange(next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The tags were not saved.');
    }
  }

  async function add() {
    const parsed = tagNameSchema.safeParse(draft.replace(/^#/, ''));
    if (!parsed.success) {
      if (draft.trim()) setError(parsed.error.issues[0]?.message ?? 'Not a valid tag name');
      return;
    }
    setDraft('');
    if (names.some((name) => name.toLowerCase() === parsed.data.toLowerCase())) return;
    // An existing tag keeps its own spelling.
    const known = existing.data?.find(
      (tag) => tag.name.toLowerCase() === parsed.data.toLowerCase(),
    );
    await save([...names, known?.name ?? parsed.data]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      void add();
    } else if (event.key === 'Backspace' && draft === '' && names.length > 0) {
      void save(names.slice(0, -1));
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-1.5">
        <ul aria-label="Tags of this note" className="contents">
          {tags.map((tag) => (
            <li
              key={tag.id}
              className={cn(
                'inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2 text-xs font-medium',
                tagChipClass(tag.color),
              )}
            >
              {tag.name}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-black/10 dark:hover:bg-white/10"
                aria-label={`Remove tag ${tag.name}`}
                onClick={() => void save(names.filter((name) => name !== tag.name))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor={inputId} className="sr-only">
          Add a tag
        </label>
        <input
          id={inputId}
          list={listId}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => void add()}
          placeholder={tags.length ? 'Add tag' : 'Add a tag…'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-7 w-28 rounded-md bg-transparent px-1.5 text-sm placeholder:text-muted-foreground hover:bg-muted focus:w-40 focus:bg-muted"
        />
        <datalist id={listId}>
          {suggestions.map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
        </datalist>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
