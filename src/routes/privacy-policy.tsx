import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/static-pages/components/privacy-page';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPage,
});
