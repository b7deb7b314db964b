import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '#src/features/static-pages/components/terms-page';

export const Route = createFileRoute('/terms-and-conditions')({
  component: TermsPage,
});
