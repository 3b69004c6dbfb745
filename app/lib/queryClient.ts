import { QueryClient } from '@tanstack/react-query';
import { listenForNoteChanges } from '@app/notes/noteChanges';

/** Server data of the signed-in screens; one client for the app's lifetime. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

// A note changed in another tab of this browser (its tags or pin): read it again here.
listenForNoteChanges(queryClient);
