import { Tags } from 'lucide-react';

/** No tags yet: how tags come about. */
export function TagsEmpty() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
      <Tags className="size-8 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">No tags yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Tags group notes across days and topics. Add one above, or tag a note in the editor: its
        tags appear here with their note counts.
      </p>
    </div>
  );
}
