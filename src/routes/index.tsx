import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { CategoryTiles } from '#src/features/catalog/components/category-tiles';
import { FeaturedProducts } from '#src/features/catalog/components/featured-products';
import { HomePage } from '#src/features/home/components/home-page';
import { NewsletterSignup } from '#src/features/newsletter/components/newsletter-signup';

export const Route = createFileRoute('/')({
  // Fill the cache before the page shows; cached data answers at once, and a failed section stays empty.
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(catalogQueries.categoryCounts()),
      queryClient.ensureQueryData(catalogQueries.featured()),
      queryClient.ensureQueryData(catalogQueries.trending()),
    ]),
  component: () => (
    <HomePage categories={<CategoryTiles />} featured={<FeaturedProducts />} newsletter={<NewsletterSignup />} />
  ),
});
