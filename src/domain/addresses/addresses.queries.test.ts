import { afterEach, expect, it, vi } from 'vitest';
import { haveCopyOnRefetch } from '#src/test/fake-api';
import { SHOPPER } from '#src/test/shopper';
import { addressQueries } from './addresses.queries';

afterEach(() => vi.unstubAllGlobals());

it("the address book is asked of the network alone once the phone holds it: an address just deleted never comes back from the service worker's older copy", async () => {
  const [first, again] = await haveCopyOnRefetch(
    addressQueries.list(SHOPPER.id),
    '/api/user/address/getUserAddresses',
    [],
  );
  expect(first).toBeUndefined();
  expect(again).toBe('1');
});
