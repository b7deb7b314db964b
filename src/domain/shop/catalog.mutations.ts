import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as catalogEndpoints from '#contract/endpoints/shop-catalog';
import type { AddProductBody, EditorProduct, UpdateProductBody } from '#contract/shop-catalog';
import { ApiError, call, neverReachedServer } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { NO_ANSWER_MS } from '#src/lib/no-answer';
import { newChangeId } from '#src/lib/outbox/outbox';
import { catalogKeys } from './catalog.queries';

/*
 * The catalog editor's changes are online only, not the staff outbox's: they set values ("stock 12", "₹38"), and one
 * kept on a phone for an hour would overwrite a count or a price another member set since. A step of an order only
 * moves it forward, so a late one is harmless; these are not.
 */

const INLINE_ERRORS = { errorToast: false } as const;

/**
 * The key of a change: the same one while the same change is sent again after no answer came (a second tap), so
 * the shop applies it once; a new one once it was answered, so setting a value back later is a change again.
 */
function useRepeatKey() {
  const last = useRef<{ request: string; key: string } | undefined>(undefined);
  return {
    headers(request: unknown) {
      const text = JSON.stringify(request);
      if (last.current?.request !== text) last.current = { request: text, key: newChangeId() };
      return { [IDEMPOTENCY_KEY_HEADER]: last.current.key };
    },
    settled(error: unknown) {
      if (!neverReachedServer(error)) last.current = undefined;
    },
  };
}

/** A product as the shop now has it: its screen at once, the lists and the log asked again. */
function storeProduct(queryClient: QueryClient, product: EditorProduct) {
  queryClient.setQueryData(catalogKeys.product(product.id), product);
  void queryClient.invalidateQueries({ queryKey: catalogKeys.finds() });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.lowStock() });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.activity() });
}

/** Only the fields sent change; a refusal (price above MRP, a packer's price) throws ApiError with the shop's reason. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  const key = useRepeatKey();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => call(catalogEndpoints.updateProduct, { body, headers: key.headers(body) }),
    onSuccess: (product) => storeProduct(queryClient, product),
    onSettled: (_product, error) => key.settled(error),
    meta: INLINE_ERRORS,
  });
}

/**
 * A phone's photo on a village link's uplink, about 128 kbit/s (as the support form's attachment): fetch cannot
 * tell a slow upload from a dead one, so a picture may take this much longer than NO_ANSWER_MS.
 */
const UPLOAD_BYTES_PER_MS = 16;

/** One picture of a product (view 0 is the one the cards show); the shop resizes it and strips its metadata. */
export function uploadProductPicture(productId: number, view: number, picture: File): Promise<EditorProduct> {
  const form = new FormData();
  form.append('productId', String(productId));
  form.append('view', String(view));
  form.append('picture', picture, picture.name);
  return call(catalogEndpoints.uploadProductPicture, {
    form,
    noAnswerMs: NO_ANSWER_MS + picture.size / UPLOAD_BYTES_PER_MS,
  });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, view, picture }: { productId: number; view: number; picture: File }) =>
      uploadProductPicture(productId, view, picture),
    onSuccess: (product) => storeProduct(queryClient, product),
    meta: INLINE_ERRORS,
  });
}

export interface AddedProduct {
  product: EditorProduct;
  /** Why a picture did not go up (the product is added all the same): its screen can take it again. */
  pictureFailure?: string;
}

/**
 * Adds a product, then its pictures in order (the first is view 0). A refused product throws ApiError with the
 * shop's field errors; a refused picture leaves the product added and says why.
 */
export function useAddProduct() {
  const queryClient = useQueryClient();
  const key = useRepeatKey();
  return useMutation({
    mutationFn: async ({ body, pictures }: { body: AddProductBody; pictures: readonly File[] }) => {
      let product = await call(catalogEndpoints.addProduct, { body, headers: key.headers(body) });
      for (const [view, picture] of pictures.entries()) {
        try {
          product = await uploadProductPicture(product.id, view, picture);
        } catch (error) {
          return { product, pictureFailure: error instanceof ApiError ? error.message : m.lib_something_went_wrong() };
        }
      }
      return { product } satisfies AddedProduct as AddedProduct;
    },
    onSuccess: ({ product }) => storeProduct(queryClient, product),
    onSettled: (_added, error) => key.settled(error),
    meta: INLINE_ERRORS,
  });
}
