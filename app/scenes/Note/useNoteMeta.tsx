import type { Note, NoteSummary, UpdateNote } from '@common/schemas/notes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@app/components/ui/Button';
import { useToast } from '@app/components/toast/ToastProvider';
import { useOnline } from '@app/hooks/useOnline';
import { ApiError } from '@app/lib/apiClient';
import { deviceNote } from '@app/offline/copies/deviceNote';
import { cachedNote } from '@app/offline/optimistic';
import { updateCachedNoteLists } from '@app/notes/cachedNoteLists';
import { useNoteQuery, useUpdateNoteMutation } from '@app/queries/noteQueries';
import { useMoveNoteToTrash, useRestoreNote } from '@app/queries/trashQueries';

/**
 * The note's record (tags, pin, dates) over REST; its title and body live in
 * the Yjs document. Writes update the cached record at once and refresh the lists.
 */
export function useNoteMeta(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const query = useNoteQuery(id);
  const { mutateAsync: save } = useUpdateNoteMutation(id);
  const moveToTrash = useMoveNoteToTrash();
  const restore = useRestoreNote();

  /** Saves tags or pin; rejects with a readable message. */
  const update = useCallback(
    async (patch: UpdateNote) => {
      await save(patch);
    },
    [save],
  );

  const setPinned = useCallback(
    async (pinned: boolean) => {
      try {
        await save({ pinned });
      } catch (error) {
        toast({
          title: 'Not saved',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        });
      }
    },
    [save, toast],
  );

  /** Shows the title typed in the editor in cached lists right away (the server stores it shortly). */
  const showTitle = useCallback(
    (title: string) => {
      updateCachedNoteLists(queryClient, (notes) =>
        notes.map((note) => (note.id === id ? { ...note, title } : note)),
      );
    },
    [id, queryClient],
  );

  const trash = useCallback(async () => {
    try {
      const note = await moveToTrash(id, async () => {
        await navigate('/dashboard');
      });
      const handle = toast({
        title: 'Moved to the trash',
        description: `${note.title || 'Untitled'} stays there for 30 days.`,
        action: (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              handle.dismiss();
              void restore(id).then(() => navigate(`/note/${id}`));
            }}
          >
            Undo
          </Button>
        ),
      });
    } catch (error) {
      toast({
        title: 'Not moved to the trash',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }, [id, moveToTrash, navigate, restore, toast]);

  return { query, update, setPinned, trash, showTitle };
}

/** What the note screen can open: the server's record, or offline the device's copy. */
export type NoteRecord =
  | { status: 'loading'; offline: boolean }
  | { status: 'ready'; note: NoteSummary; fromDevice: boolean }
  /** The server says there is no such note of this user (trashed, deleted, another user's). */
  | { status: 'not-found' }
  /** Offline, and this device has no copy of the note. */
  | { status: 'not-on-device' }
  | { status: 'error'; message: string };

/**
 * The note's record for the screen. Online, the server's (cached, or read).
 * Offline — the browser says so, or the request failed without an answer —
 * a note this tab never read opens from the device's copy (app/offline/
 * copies): tags and pin from the cached lists or the copy index, title and
 * body from the Yjs copy the editor reads. Back online, the server's record
 * takes over. Opened from a list, the note's line there is its record until
 * the server's answers: the screen opens without waiting for the request.
 */
export function useNoteRecord(id: string, userId: string | null): NoteRecord {
  const queryClient = useQueryClient();
  const query = useNoteQuery(id);
  const online = useOnline();
  const unanswered = query.isError && !(query.error instanceof ApiError);
  const offline = !query.data && userId !== null && (!online || unanswered);
  const [device, setDevice] = useState<{ id: string; note: Note | null } | null>(null);

  useEffect(() => {
    if (!offline || !userId) return;
    let current = true;
    deviceNote(queryClient, userId, id).then(
      (note) => current && setDevice({ id, note }),
      () => current && setDevice({ id, note: null }),
    );
    return () => {
      current = false;
    };
  }, [offline, userId, id, queryClient]);

  if (query.data) return { status: 'ready', note: query.data, fromDevice: false };
  const listed = query.isPending && !offline ? cachedNote(queryClient, id) : undefined;
  if (listed) return { status: 'ready', note: listed, fromDevice: false };
  if (offline) {
    if (device?.id !== id) return { status: 'loading', offline };
    return device.note
      ? { status: 'ready', note: device.note, fromDevice: true }
      : { status: 'not-on-device' };
  }
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404
      ? { status: 'not-found' }
      : { status: 'error', message: query.error.message };
  }
  return { status: 'loading', offline };
}
