import { ProductListResponseSchema } from '../catalog';
import {
  RecentSearchesResponseSchema,
  SearchProductsQuerySchema,
  SearchSuggestionsQuerySchema,
  SearchSuggestionsResponseSchema,
} from '../search';
import { endpoint } from './endpoint';

export const searchProducts = endpoint({
  method: 'GET',
  path: '/api/user/product/searchProducts',
  query: SearchProductsQuerySchema,
  response: ProductListResponseSchema,
  caching: 'catalog',
});

export const getSearchSuggestions = endpoint({
  method: 'GET',
  path: '/api/user/product/getSearchSuggestions',
  query: SearchSuggestionsQuerySchema,
  response: SearchSuggestionsResponseSchema,
  caching: 'catalog',
});

export const recentSearches = endpoint({
  method: 'GET',
  path: '/api/user/product/recentSearches',
  response: RecentSearchesResponseSchema,
  caching: 'personal',
});
