import { QueryClient } from '@tanstack/react-query';

/** Server data of the signed-in screens; one client for the app's lifetime. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});
