import type { UseMutationOptions } from '@tanstack/react-query';

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
