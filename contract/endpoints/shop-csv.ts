import { ImportCatalogQuerySchema, ImportCatalogResponseSchema } from '../shop-csv';
import { endpoint } from './endpoint';

/* The owner's catalog as a CSV file (decision 116): the owner only. */

export const exportCatalog = endpoint({
  method: 'GET',
  path: '/api/shop/catalog/export',
  download: 'text/csv',
  caching: 'never',
});

/** The body is the CSV file itself (text/csv, at most CSV_MAX_BYTES); `dryRun=true` writes nothing. */
export const importCatalog = endpoint({
  method: 'POST',
  path: '/api/shop/catalog/import',
  query: ImportCatalogQuerySchema,
  upload: 'text/csv',
  response: ImportCatalogResponseSchema,
  caching: 'never',
});
