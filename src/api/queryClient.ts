import { QueryClient } from '@tanstack/react-query';

/** The one cache of server data, shared by every page that reads through TanStack Query. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
