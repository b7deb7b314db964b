import { queryOptions } from '@tanstack/react-query';
import * as authEndpoints from '#contract/endpoints/auth';
import * as usersEndpoints from '#contract/endpoints/users';
import { call, haveCopyOf } from '#src/lib/api-client';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

export const accountQueries = {
  /** `users.getUser` (spec 001 §7 "Get profile"): the profile plus when the account was made. */
  profile: () =>
    queryOptions({
      queryKey: accountKeys.profile(),
      queryFn: ({ signal, client, queryKey }) =>
        call(usersEndpoints.getUser, { signal, haveCopy: haveCopyOf({ client, queryKey }) }),
    }),
  /** `auth.sessions`: the browsers the shopper is signed in on, this one first. */
  sessions: () =>
    queryOptions({
      queryKey: accountKeys.sessions(),
      queryFn: ({ signal, client, queryKey }) =>
        call(authEndpoints.sessions, { signal, haveCopy: haveCopyOf({ client, queryKey }) }),
      // Another device may sign in or out at any time; the list is cheap to ask again.
      staleTime: 0,
    }),
};
