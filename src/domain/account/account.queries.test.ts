import { afterEach, expect, it, vi } from 'vitest';
import { haveCopyOnRefetch } from '#src/test/fake-api';
import { THIS_PHONE } from '#src/test/sessions';
import { SHOPPER } from '#src/test/shopper';
import { accountQueries } from './account.queries';

afterEach(() => vi.unstubAllGlobals());

it("the profile and the signed-in browsers are asked of the network alone once the phone holds them: an edit or a sign-out just made never comes back undone from the service worker's older copy", async () => {
  const profile = await haveCopyOnRefetch(accountQueries.profile(), '/api/user/getUser', {
    ...SHOPPER,
    createdAt: '2025-03-14T09:30:00.000Z',
  });
  const sessions = await haveCopyOnRefetch(accountQueries.sessions(), '/api/auth/sessions', [THIS_PHONE]);
  expect([profile, sessions]).toEqual([
    [undefined, '1'],
    [undefined, '1'],
  ]);
});
