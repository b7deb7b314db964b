import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '#src/features/static-pages/components/privacy-page';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPage,
});
