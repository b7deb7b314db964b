import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { CategoryTiles } from '#src/features/catalog/components/category-tiles';
import { HomePage } from '#src/features/home/components/home-page';
import { lazyComponent } from '#src/lib/lazy-component';
import { whenPageSettled } from '#src/lib/page-settled';

// Below the first screen: their code comes once the page has settled (HomePage draws them then).
const FeaturedProducts = lazyComponent(
  () => import('#src/features/catalog/components/featured-products'),
  'FeaturedProducts',
);
const NewsletterSignup = lazyComponent(
  () => import('#src/features/newsletter/components/newsletter-signup'),
  'NewsletterSignup',
);

export const Route = createFileRoute('/')({
  // Not awaited: the page (its banner first of all) shows at once, each section with its skeleton or the
  // phone's copy until its answer arrives; a failed section stays empty.
  loader: ({ context: { queryClient } }) => {
    void queryClient.ensureQueryData(catalogQueries.categoryCounts()).catch(() => undefined);
    // The parts below the first screen are asked for once it has settled, so only the first screen's own answers
    // and pictures are in flight before it is drawn (Lighthouse counts every answer that arrives before the
    // largest paint against it: LCP 2.23 against 2.47 s, bench/README.md). A shopper who scrolls sooner draws
    // those parts, and they ask then.
    whenPageSettled(() => {
      void queryClient.ensureQueryData(catalogQueries.featured()).catch(() => undefined);
      void queryClient.ensureQueryData(catalogQueries.trending()).catch(() => undefined);
    });
  },
  component: () => (
    <HomePage categories={<CategoryTiles />} featured={<FeaturedProducts />} newsletter={<NewsletterSignup />} />
  ),
});
