import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';

/** Nothing in the trash: say where trashed notes come from. */
export function TrashEmpty() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
      <Trash2 className="size-8 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">The trash is empty</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Notes you delete wait here for 30 days, so you can bring them back.{' '}
        <Link to="/dashboard" className="font-medium text-primary underline underline-offset-4">
          Back to your notes
        </Link>
      </p>
    </div>
  );
}
