import {
  AddRecentlyViewedBodySchema,
  AddRecentlyViewedResponseSchema,
  CategoryCountResponseSchema,
  GetProductQuerySchema,
  GetProductResponseSchema,
  ProductListingQuerySchema,
  ProductListResponseSchema,
  RecentViewedQuerySchema,
} from '../catalog';
import { endpoint } from './endpoint';

export const getProduct = endpoint({
  method: 'GET',
  path: '/api/user/product/getProduct',
  query: GetProductQuerySchema,
  response: GetProductResponseSchema,
  caching: 'catalog',
});

export const getCategoryCount = endpoint({
  method: 'GET',
  path: '/api/user/product/getCategoryCount',
  response: CategoryCountResponseSchema,
  caching: 'catalog',
});

export const getProductsByCategory = endpoint({
  method: 'GET',
  path: '/api/user/product/getProductsByCategory',
  query: ProductListingQuerySchema,
  response: ProductListResponseSchema,
  caching: 'catalog',
});

export const getFeaturedProducts = endpoint({
  method: 'GET',
  path: '/api/user/product/getFeaturedProducts',
  response: ProductListResponseSchema,
  caching: 'catalog',
});

export const getTrendingProducts = endpoint({
  method: 'GET',
  path: '/api/user/product/getTrendingProducts',
  response: ProductListResponseSchema,
  caching: 'catalog',
});

export const addProductToRecentlyViewed = endpoint({
  method: 'POST',
  path: '/api/user/product/addProductToRecentlyViewed',
  body: AddRecentlyViewedBodySchema,
  response: AddRecentlyViewedResponseSchema,
  caching: 'never',
});

export const getRecentViewed = endpoint({
  method: 'GET',
  path: '/api/user/product/getRecentViewed',
  query: RecentViewedQuerySchema,
  response: ProductListResponseSchema,
  caching: 'personal',
});
