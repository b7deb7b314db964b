import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '#src/domain/catalog/catalog.queries';
import { authKeys } from '#src/domain/session/auth.queries';
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
