import { queryOptions } from '@tanstack/react-query';
import { SessionListResponseSchema } from '../../../../contract/auth';
import { GetUserResponseSchema } from '../../../../contract/user';
import { api } from '../../../lib/api-client';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

export const accountQueries = {
  /** GET /api/user/getUser (spec 001 §7 "Get profile"): the profile plus when the account was made. */
  profile: () =>
    queryOptions({
      queryKey: accountKeys.profile(),
      queryFn: ({ signal }) => api('GET', '/api/user/getUser', GetUserResponseSchema, { signal }),
    }),
  /** GET /api/auth/sessions: the browsers the shopper is signed in on, this one first. */
  sessions: () =>
    queryOptions({
      queryKey: accountKeys.sessions(),
      queryFn: ({ signal }) => api('GET', '/api/auth/sessions', SessionListResponseSchema, { signal }),
      // Another device may sign in or out at any time; the list is cheap to ask again.
      staleTime: 0,
    }),
};
