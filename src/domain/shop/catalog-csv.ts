import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as csvEndpoints from '#contract/endpoints/shop-csv';
import { call } from '#src/lib/api-client';
import { staffKeys } from './staff.queries';

/** Where the owner downloads the catalog as CSV: a plain link, so the browser saves it as it arrives. */
export const CATALOG_CSV_DOWNLOAD = csvEndpoints.exportCatalog.path;

/** A 20 MB file on a shop's connection takes a while; the dry run reads the whole catalog too. */
const IMPORT_WAIT_MS = 5 * 60_000;

/**
 * The owner's CSV import (decision 116): online only, its answer shown beside the form. The file goes as it is, typed
 * text/csv whatever the phone calls it (Windows says a .csv is application/vnd.ms-excel). A dry run writes nothing;
 * once applied, every staff answer but the session is asked again (the editor's products, the low-stock list).
 */
export function useImportCatalogCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: Blob; dryRun: boolean }) =>
      call(csvEndpoints.importCatalog, {
        form: new Blob([file], { type: csvEndpoints.importCatalog.upload }),
        query: { dryRun: String(dryRun) },
        noAnswerMs: IMPORT_WAIT_MS,
      }),
    onSuccess: (result) => {
      if (!result.applied || result.products === 0) return;
      void queryClient.invalidateQueries({
        queryKey: staffKeys.all,
        predicate: (query) => query.queryKey[1] !== 'session',
      });
    },
    meta: { errorToast: false },
  });
}
