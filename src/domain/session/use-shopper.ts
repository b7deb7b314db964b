import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { UserProfile } from '#contract/user';
import { cartQueries } from '#src/domain/cart/cart.queries';
import { wishlistQueries } from '#src/domain/wishlist/wishlist.queries';
import { authQueries } from './auth.queries';

/**
 * The session query itself, for the few screens that must tell "not known yet" (data undefined,
 * isPending) from "signed out" (null). Everyone else reads useShopper.
 */
export function useSession() {
  return useQuery(authQueries.session());
}

/** The signed-in shopper (or null) as the session query knows them: the one way a screen reads who is signed in. */
export function useShopper(): UserProfile | null {
  return useSession().data ?? null;
}

/**
 * For a button that needs a signed-in shopper: the returned function reads the shopper at the click
 * (the cached session answers at once, offline too) and, for a visitor, goes to /login, which brings
 * them back here afterwards; it then resolves to null and the button does nothing more.
 */
export function useRequireShopper(): () => Promise<UserProfile | null> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    const shopper = await queryClient.ensureQueryData(authQueries.session()).catch(() => null);
    if (!shopper) await router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
    return shopper;
  };
}

const countLines = (lines: readonly unknown[]) => lines.length;

/** How many lines the shopper's cart and wishlist hold; undefined when signed out or not known yet. */
export function useShopperCounts(userId: string | undefined) {
  const enabled = userId !== undefined;
  const { data: cart } = useQuery({ ...cartQueries.items(userId ?? ''), enabled, select: countLines });
  const { data: wishlist } = useQuery({ ...wishlistQueries.items(userId ?? ''), enabled, select: countLines });
  return { cart, wishlist };
}
