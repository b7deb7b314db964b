import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { GetSessionResponseSchema } from '../../../../contract/auth';
import { api } from '../../../lib/api-client';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

export const authQueries = {
  /** The signed-in shopper, or null. Guards, the header and personal sections all read this one query. */
  session: () =>
    queryOptions({
      queryKey: authKeys.session(),
      queryFn: ({ signal }) => api('GET', '/api/auth/getSession', GetSessionResponseSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
};

/** After a 401 the app stops believing its cached session (wired into the query client in main.tsx). */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(authKeys.session(), null);
}
