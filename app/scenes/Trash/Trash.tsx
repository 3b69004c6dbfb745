import { PRODUCT_NAME } from '@common/constants';
import { TRASH_RETENTION_DAYS } from '@common/schemas/notes';
import { useEffect } from 'react';
import { Button } from '@app/components/ui/Button';
import { EmptyTrashButton } from './components/EmptyTrashButton';
import { TrashEmpty } from './components/TrashEmpty';
import { TrashList } from './components/TrashList';
import { recoverLostFocus } from '@app/lib/returnFocus';
import { useTrashQuery } from '@app/queries/trashQueries';
import { TRASH_HEADING_ID } from './useTrash';

export function meta() {
  return [{ title: `Trash — ${PRODUCT_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** Trashed notes: days left before the purge, restore, delete forever, empty. */
export default function Trash() {
  const trash = useTrashQuery();
  const count = trash.data?.length ?? 0;
  // A restored note's row leaves with its focused button: keep focus on the screen.
  useEffect(() => recoverLostFocus(TRASH_HEADING_ID), [count]);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id={TRASH_HEADING_ID} tabIndex={-1} className="text-3xl font-bold tracking-tight">
            Trash
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Notes here are deleted forever {TRASH_RETENTION_DAYS} days after you trash them.
          </p>
        </div>
        {count > 0 && <EmptyTrashButton count={count} />}
      </header>
      {trash.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the trash…
        </p>
      ) : trash.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-destructive">
            Could not load the trash: {trash.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void trash.refetch()}>
            Try again
          </Button>
        </div>
      ) : count === 0 ? (
        <TrashEmpty />
      ) : (
        <TrashList notes={trash.data} />
      )}
    </div>
  );
}
