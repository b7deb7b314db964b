import { queryOptions } from '@tanstack/react-query';
import {
  CategoryCountResponseSchema,
  GetProductResponseSchema,
  ProductListResponseSchema,
} from '../../../../contract/catalog';
import { api } from '../../../lib/api-client';

const PRODUCT_API = '/api/user/product';

export const catalogKeys = {
  all: ['catalog'] as const,
  categoryCounts: () => [...catalogKeys.all, 'category-counts'] as const,
  featured: () => [...catalogKeys.all, 'featured'] as const,
  byCategory: (categoryId: string) => [...catalogKeys.all, 'by-category', categoryId] as const,
  product: (productId: number) => [...catalogKeys.all, 'product', productId] as const,
};

export const catalogQueries = {
  categoryCounts: () =>
    queryOptions({
      queryKey: catalogKeys.categoryCounts(),
      queryFn: ({ signal }) => api('GET', `${PRODUCT_API}/getCategoryCount`, CategoryCountResponseSchema, { signal }),
    }),
  featured: () =>
    queryOptions({
      queryKey: catalogKeys.featured(),
      queryFn: ({ signal }) => api('GET', `${PRODUCT_API}/getFeaturedProducts`, ProductListResponseSchema, { signal }),
    }),
  byCategory: (categoryId: string) =>
    queryOptions({
      queryKey: catalogKeys.byCategory(categoryId),
      queryFn: ({ signal }) =>
        api('GET', `${PRODUCT_API}/getProductsByCategory`, ProductListResponseSchema, {
          query: { category: categoryId },
          signal,
        }),
    }),
  product: (productId: number) =>
    queryOptions({
      queryKey: catalogKeys.product(productId),
      queryFn: ({ signal }) =>
        api('GET', `${PRODUCT_API}/getProduct`, GetProductResponseSchema, { query: { productId }, signal }),
    }),
};
