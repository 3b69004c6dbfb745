import { AI_CONTEXT_NOTES_MAX } from '@common/schemas/ai';
import { BookOpen, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@app/components/ui/Dialog';
import { Input } from '@app/components/ui/Input';
import { useNoteSearch } from '@app/notes/useNoteSearch';
import { useNoteListQuery } from '@app/queries/noteQueries';

/** A note given to the assistant as context. */
export interface ContextNote {
  id: string;
  title: string;
}

export interface ContextNotesPickerProps {
  notes: ContextNote[];
  onChange: (notes: ContextNote[]) => void;
}

const untitled = (title: string) => title.trim() || 'Untitled';

/**
 * "Use notes as context": up to 10 of the user's notes, found with the notes
 * search (the most recent ones before anything is typed), sent with every
 * question. The chosen notes show as chips that can be removed.
 */
/** The dialog's search and list: mounted only while it is open, so nothing is asked before. */
function NotePickerBody({ notes, onChange }: ContextNotesPickerProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { results, searching } = useNoteSearch(query, { limit: 20 });
  const recent = useNoteListQuery({ limit: 20 });
  const shown =
    query.trim() === '' ? (recent.data?.pages.flatMap((page) => page.notes) ?? []) : results;
  const chosen = new Set(notes.map((note) => note.id));
  const full = notes.length >= AI_CONTEXT_NOTES_MAX;

  const toggle = ({ id, title }: ContextNote) =>
    onChange(
      chosen.has(id)
        ? notes.filter((note) => note.id !== id)
        : full
          ? notes
          : [...notes, { id, title }],
    );

  return (
    <>
      <label htmlFor={searchId} className="sr-only">
        Search your notes
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder="Search your notes"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {notes.length} of {AI_CONTEXT_NOTES_MAX} chosen{full ? ' — remove one to pick another' : ''}
      </p>
      <ul
        className="grid max-h-72 gap-0.5 overflow-y-auto"
        aria-label="Notes"
        aria-busy={searching}
      >
        {shown.map((note) => (
          <li key={note.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
              <input
                type="checkbox"
                checked={chosen.has(note.id)}
                disabled={full && !chosen.has(note.id)}
                onChange={() => toggle(note)}
              />
              <span className="truncate">{untitled(note.title)}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && !searching && !recent.isPending && (
          <li className="px-2 py-1.5 text-sm text-muted-foreground">
            {query.trim() ? 'No notes match.' : 'You have no notes yet.'}
          </li>
        )}
      </ul>
    </>
  );
}

/**
 * "Use notes as context": up to 10 of the user's notes, found with the notes
 * search (the most recent ones before anything is typed), sent with every
 * question. The chosen notes show as chips that can be removed.
 */
export function ContextNotesPicker({ notes, onChange }: ContextNotesPickerProps) {
  const remove = (id: string) => onChange(notes.filter((note) => note.id !== id));
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1.5">
      <Dialog>
        <DialogTrigger asChild>
          <Button type="button" variant="ghost" size="sm">
            <BookOpen aria-hidden />
            {notes.length > 0 ? `Notes as context (${notes.length})` : 'Use notes as context'}
          </Button>
        </DialogTrigger>
        <DialogContent placement="top" className="max-w-lg gap-3 p-5">
          <DialogTitle>Use notes as context</DialogTitle>
          <DialogDescription>
            The assistant reads the notes you pick (up to {AI_CONTEXT_NOTES_MAX}) with each
            question.
          </DialogDescription>
          <NotePickerBody notes={notes} onChange={onChange} />
        </DialogContent>
      </Dialog>
      {notes.length > 0 && (
        <ul className="flex min-w-0 flex-wrap gap-1" aria-label="Notes used as context">
          {notes.map((note) => (
            <li
              key={note.id}
              className="flex max-w-48 items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2.5 text-xs"
            >
              <span className="truncate">{untitled(note.title)}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background"
                aria-label={`Stop using “${untitled(note.title)}” as context`}
                onClick={() => remove(note.id)}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
