import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useIdleMoment } from '@app/hooks/useIdleMoment';
import { useWhenVisible } from '@app/hooks/useWhenVisible';
import { storage } from '@app/lib/storage';
import { useAiStatus } from '@app/queries/aiQueries';
import { useRelatedNotesQuery } from '@app/queries/noteQueries';

const OPEN_KEY = 'related-notes-open';

function RelatedList({ noteId, open }: { noteId: string; open: boolean }) {
  const related = useRelatedNotesQuery(noteId, open);
  if (related.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Finding related notes…
      </p>
    );
  if (related.isError)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Related notes could not be loaded: {related.error.message}
      </p>
    );
  const { notes, indexed } = related.data;
  return (
    <div className="grid gap-2">
      {!indexed && (
        <p role="status" className="text-sm text-muted-foreground">
          Still indexing your notes; more may appear.
        </p>
      )}
      {notes.length === 0 ? (
        indexed && <p className="text-sm text-muted-foreground">No related notes yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Related notes">
          {notes.map((note) => (
            <li key={note.id}>
              <Link
                to={`/note/${note.id}`}
                className="block rounded-lg border border-border px-3 py-2 hover:border-primary"
              >
                <span className="block truncate font-medium">{note.title || 'Untitled'}</span>
                {note.snippet && (
                  <span className="mt-0.5 line-clamp-2 block text-sm break-words text-muted-foreground">
                    {note.snippet}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The section, once it is near the screen and AI embeddings are on. */
function RelatedSection({ noteId }: { noteId: string }) {
  const status = useAiStatus();
  const [open, setOpen] = useState(() => storage.get(OPEN_KEY) !== 'closed');
  // Off without embeddings: nothing to find related notes with.
  if (status.data?.embeddings !== true) return null;
  return (
    <details
      open={open}
      onToggle={(event) => {
        const next = event.currentTarget.open;
        storage.set(OPEN_KEY, next ? 'open' : 'closed');
        setOpen(next);
      }}
      className="mt-10 rounded-xl border border-border p-4"
    >
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden />
        Related notes
      </summary>
      <div className="mt-3">
        <RelatedList noteId={noteId} open={open} />
      </div>
    </details>
  );
}

/**
 * "Related notes" under the note: up to five of the reader's notes closest in
 * meaning, with a line of each. Off the note's critical path: nothing is
 * asked until the browser is idle and the section comes near the screen.
 */
export function RelatedNotes({ noteId }: { noteId: string }) {
  const idle = useIdleMoment();
  const [near, setNear] = useState(false);
  const ref = useWhenVisible<HTMLDivElement>(() => setNear(true), idle && !near);
  return <div ref={ref}>{idle && near && <RelatedSection noteId={noteId} />}</div>;
}
