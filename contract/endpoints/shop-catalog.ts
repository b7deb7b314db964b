import {
  ActivityQuerySchema,
  ActivityResponseSchema,
  AddProductBodySchema,
  AddProductResponseSchema,
  EditorProductQuerySchema,
  EditorProductResponseSchema,
  FindProductsQuerySchema,
  FindProductsResponseSchema,
  LowStockResponseSchema,
  UpdateProductBodySchema,
  UpdateProductResponseSchema,
  UploadPictureFieldsSchema,
  UploadPictureResponseSchema,
} from '../shop-catalog';
import { endpoint } from './endpoint';

/* The owner's catalog editor (decision 112): owner everything, packer stock only, rider nothing. */

export const findProducts = endpoint({
  method: 'GET',
  path: '/api/shop/catalog/find',
  query: FindProductsQuerySchema,
  response: FindProductsResponseSchema,
  caching: 'never',
});

export const editorProduct = endpoint({
  method: 'GET',
  path: '/api/shop/catalog/product',
  query: EditorProductQuerySchema,
  response: EditorProductResponseSchema,
  caching: 'never',
});

export const updateProduct = endpoint({
  method: 'POST',
  path: '/api/shop/catalog/update',
  body: UpdateProductBodySchema,
  response: UpdateProductResponseSchema,
  caching: 'never',
});

export const addProduct = endpoint({
  method: 'POST',
  path: '/api/shop/catalog/add',
  body: AddProductBodySchema,
  response: AddProductResponseSchema,
  caching: 'never',
});

export const uploadProductPicture = endpoint({
  method: 'POST',
  path: '/api/shop/catalog/picture',
  form: UploadPictureFieldsSchema,
  file: 'picture',
  response: UploadPictureResponseSchema,
  caching: 'never',
});

export const lowStock = endpoint({
  method: 'GET',
  path: '/api/shop/catalog/lowStock',
  response: LowStockResponseSchema,
  caching: 'never',
});

export const activityLog = endpoint({
  method: 'GET',
  path: '/api/shop/activity',
  query: ActivityQuerySchema,
  response: ActivityResponseSchema,
  caching: 'never',
});
