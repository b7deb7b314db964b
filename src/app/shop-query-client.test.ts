import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '#src/domain/account/account.queries';
import { cartKeys } from '#src/domain/cart/cart.queries';
import { catalogKeys } from '#src/domain/catalog/catalog.queries';
import { searchKeys } from '#src/domain/search/search.queries';
import { authKeys } from '#src/domain/session/auth.queries';
import { ApiError } from '#src/lib/api-client';
import { outboxOf } from '#src/lib/outbox/use-outbox';
import { shopClientForThisTest } from '#src/test/render';

afterEach(() => vi.restoreAllMocks());

describe('createShopQueryClient', () => {
  it('sends the waiting changes when a shopper arrives, and not for what other answers do', () => {
    const queryClient = shopClientForThisTest();
    const flush = vi.spyOn(outboxOf(queryClient), 'flush');
    queryClient.setQueryData(catalogKeys.categoryCounts(), { Snacks: 3 });
    expect(flush).not.toHaveBeenCalled();
    queryClient.setQueryData(authKeys.session(), { id: 'shopper-1' });
    expect(flush).toHaveBeenCalledTimes(1);
    // The same shopper again: nothing new to send for.
    queryClient.setQueryData(authKeys.session(), { id: 'shopper-1' });
    expect(flush).toHaveBeenCalledTimes(1);
    queryClient.removeQueries({ queryKey: authKeys.session() });
    queryClient.setQueryData(authKeys.session(), { id: 'shopper-2' });
    expect(flush).toHaveBeenCalledTimes(3);
  });
});

describe('a session that ended without Log Out (decision 105)', () => {
  /** The page's service worker, answering "done" to each message as sw/sw.ts does. */
  function serviceWorkerOfThisTest() {
    const postMessage = vi.fn((_message: unknown, ports: MessagePort[]) => ports[0]?.postMessage('done'));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
    return postMessage;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  function ashaHasBrowsed(queryClient: QueryClient) {
    queryClient.setQueryData(authKeys.session(), { id: 'asha' });
    queryClient.setQueryData(accountKeys.profile(), { name: 'Asha Verma' });
    queryClient.setQueryData(accountKeys.sessions(), [{ id: 'this-phone' }]);
    queryClient.setQueryData(cartKeys.items('asha'), [{ id: 7, quantity: 2 }]);
    queryClient.setQueryData(searchKeys.recent('asha'), ['atta']);
    queryClient.setQueryData(catalogKeys.featured(), [{ id: 504 }]);
    queryClient.setQueryData(searchKeys.results('atta', undefined), [{ id: 12 }]);
  }

  const ashasAnswers = (queryClient: QueryClient) =>
    [accountKeys.profile(), accountKeys.sessions(), cartKeys.items('asha'), searchKeys.recent('asha')].map((key) =>
      queryClient.getQueryData(key),
    );

  it("forgets the shopper's answers on a 401, keeps everyone's, and has the service worker forget its copies", async () => {
    const postMessage = serviceWorkerOfThisTest();
    const queryClient = shopClientForThisTest();
    ashaHasBrowsed(queryClient);

    const refused = () => Promise.reject(new ApiError(401, 'Sign in first'));
    await queryClient.fetchQuery({ queryKey: accountKeys.sessions(), queryFn: refused, staleTime: 0 }).catch(() => {});

    await vi.waitFor(() => expect(ashasAnswers(queryClient)).toEqual([undefined, undefined, undefined, undefined]));
    expect(queryClient.getQueryData(authKeys.session())).toBeNull();
    expect(queryClient.getQueryData(catalogKeys.featured())).toEqual([{ id: 504 }]);
    expect(queryClient.getQueryData(searchKeys.results('atta', undefined))).toEqual([{ id: 12 }]);
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'FORGET_PERSONAL_DATA' }, expect.anything()),
    );
  });

  it('forgets them when the session check says signed out, or names another shopper', async () => {
    serviceWorkerOfThisTest();
    const queryClient = shopClientForThisTest();
    ashaHasBrowsed(queryClient);
    queryClient.setQueryData(authKeys.session(), null);
    await vi.waitFor(() => expect(ashasAnswers(queryClient)).toEqual([undefined, undefined, undefined, undefined]));

    ashaHasBrowsed(queryClient);
    queryClient.setQueryData(authKeys.session(), { id: 'bilal' });
    await vi.waitFor(() => expect(ashasAnswers(queryClient)).toEqual([undefined, undefined, undefined, undefined]));
  });

  it("keeps a shopper's answers when the session only arrives (restored from the phone, or a sign-in)", async () => {
    const postMessage = serviceWorkerOfThisTest();
    const queryClient = shopClientForThisTest();
    ashaHasBrowsed(queryClient);
    queryClient.setQueryData(authKeys.session(), { id: 'asha' });
    // Whatever a forgetting would have done, it would have started by now.
    await import('#src/domain/session/auth.mutations');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ashasAnswers(queryClient)).toEqual([
      { name: 'Asha Verma' },
      [{ id: 'this-phone' }],
      [{ id: 7, quantity: 2 }],
      ['atta'],
    ]);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
