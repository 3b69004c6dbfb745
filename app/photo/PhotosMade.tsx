import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { useNotesByIdQueries } from '@app/queries/photoQueries';

/** The notes a job of several photos made, each a link; what could not be read, said plainly. */
export function PhotosMade({
  noteIds,
  problem,
  onOpen,
  onMore,
}: {
  noteIds: string[];
  /** Photos the server could not read, in its words; null when every one became a note. */
  problem: string | null;
  /** A note link was followed: the dialog closes. */
  onOpen: () => void;
  /** Back to choosing photos. */
  onMore: () => void;
}) {
  const notes = useNotesByIdQueries(noteIds);
  return (
    <div className="grid min-w-0 gap-4">
      <p role="status" className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="size-5 text-primary" aria-hidden />
        {noteIds.length === 1 ? '1 note made' : `${noteIds.length} notes made`}
      </p>
      <ul aria-label="Notes made" className="grid gap-2">
        {noteIds.map((id, index) => {
          const note = notes[index]?.data;
          return (
            <li key={id}>
              <Link
                to={`/note/${id}`}
                onClick={onOpen}
                className="block truncate rounded-lg border border-border px-3 py-2 text-sm font-medium hover:border-primary"
              >
                {note ? note.title || 'Untitled' : `Note ${index + 1}`}
              </Link>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onMore}>
          More photos
        </Button>
        <Button type="button" onClick={onOpen}>
          Done
        </Button>
      </div>
    </div>
  );
}
