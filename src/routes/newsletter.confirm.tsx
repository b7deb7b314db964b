import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmSubscriptionPage } from '#src/features/newsletter/components/confirm-subscription-page';

/** A token that is not one (a mangled link) is dropped here; the page then says the link does not work. */
const SearchSchema = v.object({ token: v.fallback(v.optional(v.string()), undefined) });

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: ConfirmSubscriptionPage,
});
