import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../api/queryClient';

/**
 * Gives the pages under it the server-data cache. The sign-in pages sit outside it and read nothing through
 * it, so their first visit does not download the query library.
 */
export function QueryLayer() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
