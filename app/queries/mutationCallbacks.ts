import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

/**
 * What a screen adds to a write: its messages and its own state. The hooks
 * pass them into `useMutation`'s options, where they run even when the
 * component that asked has unmounted (a restored row, a closed dialog),
 * unlike the callbacks given to `mutate()`.
 */
export type MutationCallbacks<Output, Input> = Pick<
  UseMutationOptions<Output, Error, Input>,
  'onSuccess' | 'onError'
>;

/**
 * A write that reads `refreshes` again once it settles (succeeded or failed:
 * the server may have changed something either way). By default it stays
 * pending until the refresh is done, so what shows next is the new state;
 * `waitForRefresh: false` lets the screen move on at once.
 */
export function useRefreshingWrite<Input, Output>(
  refreshes: QueryKey,
  mutationFn: (input: Input) => Promise<Output>,
  callbacks: MutationCallbacks<Output, Input>,
  { waitForRefresh = true }: { waitForRefresh?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...callbacks,
    onSettled: () => {
      const refreshed = queryClient.invalidateQueries({ queryKey: refreshes });
      return waitForRefresh ? refreshed : undefined;
    },
  });
}

/**
 * The inputs of the writes under `mutationKey` still on their way, other than `answered`, in the
 * order made. For writes sent one at a time and shown before the server answers: an answer (or
 * the state put back after a failure) predates the writes queued behind it, which are shown again
 * over it.
 */
export function writesStillSending<Input>(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  answered: Input,
): Input[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey, status: 'pending' })
    .map((mutation) => mutation.state.variables as Input | undefined)
    .filter((input): input is Input => input !== undefined && input !== answered);
}
