import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '#src/features/static-pages/components/about-page';

export const Route = createFileRoute('/about-us')({
  component: AboutPage,
});
