import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { SUBCATEGORIES } from '../../../contract/categories';
import * as api from '../../../contract/endpoints/shop-catalog';
import { PACKER_FIELDS, PICTURE_MAX_BYTES, UploadPictureFieldsSchema } from '../../../contract/shop-catalog';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { staffExactlyOnce } from '../../http/exactly-once';
import { fieldErrorsInRequestLanguage } from '../../http/field-errors';
import { fail, ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { currentStaff, requireStaff } from '../../http/staff-session';
import { INPUT_FREE_MESSAGES } from '../../http/validate';
import { say } from '../../i18n/say';
import { listActivity } from '../activity/activity.repo';
import { shopCatalogMessages } from './messages';
import { catalogPictures } from './picture';
import {
  addProduct,
  findEditorProduct,
  findProducts,
  lowStockProducts,
  savePicture,
  toEditorProduct,
  updateProduct,
} from './shop-catalog.repo';

/** A page of the activity log. */
export const ACTIVITY_PAGE = 50;

const CHANGEABLE = ['price', 'mrp', 'stock', 'available', 'hidden', 'lowStockThreshold'] as const;

function priceAboveMrp(c: Context, refusal: { price: number; mrp: number }) {
  const words = say(c, shopCatalogMessages);
  return fail(c, 422, words.priceAboveMrp(refusal), { price: words.priceAboveMrpField });
}

/**
 * The owner's catalog editor (decision 112): the owner changes everything, a packer the stock count only, a
 * rider nothing. Each change is one transaction with its entry in the activity log, and the read model hears of
 * it after commit (on PostgreSQL every other process through the products trigger, catalog.changes.ts).
 */
export function shopCatalogRoutes(deps: Deps) {
  const { db, clock, catalog } = deps;
  const owner = requireStaff('owner');
  const ownerOrPacker = requireStaff('owner', 'packer');

  return new Hono<AppEnv>()
    .on(api.findProducts.method, api.findProducts.path, ownerOrPacker, accepts(api.findProducts), async (c) =>
      // Staff read the primary: the editor is what the shop acts on.
      ok(c, await findProducts(db, c.req.valid('query'))),
    )
    .on(api.editorProduct.method, api.editorProduct.path, ownerOrPacker, accepts(api.editorProduct), async (c) => {
      const product = await findEditorProduct(db, c.req.valid('query').id);
      return product ? ok(c, product) : fail(c, 404, say(c, shopCatalogMessages).productNotFound);
    })
    .on(
      api.updateProduct.method,
      api.updateProduct.path,
      ownerOrPacker,
      accepts(api.updateProduct),
      staffExactlyOnce(deps, {
        answerAgain: async (c) => {
          const { productId } = v.parse(v.object({ productId: v.number() }), await c.req.json());
          return findEditorProduct(c.var.db, productId);
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        const member = currentStaff(c);
        const words = say(c, shopCatalogMessages);
        if (member.role === 'packer') {
          const others = CHANGEABLE.filter(
            (field) => body[field] !== undefined && !(PACKER_FIELDS as readonly string[]).includes(field),
          );
          if (others.length > 0) {
            return fail(
              c,
              403,
              words.packersStockOnly({ fields: others }),
              Object.fromEntries(others.map((field) => [field, words.packersStockOnlyField])),
            );
          }
        }
        const result = await updateProduct(c.var.db, body, member, clock.now());
        if (result.kind === 'not-found') {
          return fail(c, 404, words.productNotFound, { productId: words.productNotFound });
        }
        if (result.kind === 'price-above-mrp') return priceAboveMrp(c, result);
        const { row, changed } = result;
        if (!changed) return ok(c, toEditorProduct(row), words.nothingChanged({ name: row.name }));
        c.var.afterCommit(() => catalog.refreshProducts([row.id]));
        return ok(c, toEditorProduct(row), words.saved({ name: row.name }));
      },
    )
    .on(
      api.addProduct.method,
      api.addProduct.path,
      owner,
      accepts(api.addProduct),
      staffExactlyOnce(deps),
      async (c) => {
        const words = say(c, shopCatalogMessages);
        const result = await addProduct(c.var.db, c.req.valid('json'), currentStaff(c), clock.now());
        switch (result.kind) {
          case 'unknown-category': {
            const example = SUBCATEGORIES[0]?.id ?? '';
            return fail(c, 422, words.unknownCategory({ example }), { category: words.unknownCategoryField });
          }
          case 'price-above-mrp':
            return priceAboveMrp(c, result);
          case 'barcode-taken':
            return fail(c, 409, words.barcodeTaken(result), { barcode: words.barcodeTakenField });
          case 'added': {
            const { row } = result;
            c.var.afterCommit(() => catalog.refreshProducts([row.id]));
            return ok(c, toEditorProduct(row), words.added({ name: row.name }), 201);
          }
        }
      },
    )
    .on(api.uploadProductPicture.method, api.uploadProductPicture.path, owner, async (c) => {
      // No exactlyOnce: the same picture sent again leaves what the first left, and a resent form's boundary differs.
      const words = say(c, shopCatalogMessages);
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) {
        return fail(c, 415, words.notMultipart);
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return fail(c, 400, words.unreadableForm);
      }
      const parsed = v.safeParse(
        UploadPictureFieldsSchema,
        { productId: form.get('productId') ?? undefined, view: form.get('view') ?? undefined },
        INPUT_FREE_MESSAGES,
      );
      if (!parsed.success) {
        const found: Record<string, string> = {};
        for (const issue of parsed.issues) found[v.getDotPath(issue) ?? 'form'] ??= issue.message;
        const errors = fieldErrorsInRequestLanguage(c, found);
        return fail(c, 400, Object.values(errors)[0] ?? words.unreadableForm, errors);
      }
      const { productId, view = 0 } = parsed.output;

      // A native form sends an empty, nameless part when no file was picked.
      const files = form
        .getAll('picture')
        .filter((part) => typeof part !== 'string' && (part.size > 0 || part.name !== '')) as File[];
      if (files.length !== 1 || form.getAll('picture').length !== 1) {
        return fail(c, 400, words.noPicture, { picture: words.noPictureField });
      }
      const [file] = files as [File];
      if (file.size > PICTURE_MAX_BYTES) {
        const megabytes = PICTURE_MAX_BYTES / 1024 / 1024;
        return fail(c, 413, words.pictureTooLarge({ megabytes }), { picture: words.pictureTooLargeField });
      }
      const pictures = await catalogPictures(new Uint8Array(await file.arrayBuffer()));
      if (pictures === 'type') return fail(c, 415, words.badPictureType, { picture: words.badPictureTypeField });
      if (pictures === 'pixels') {
        return fail(c, 413, words.pictureTooManyPixels, { picture: words.pictureTooLargeField });
      }

      const result = await savePicture(db, { productId, view, sizes: pictures.sizes }, currentStaff(c), clock.now());
      if (result.kind === 'not-found') {
        return fail(c, 404, words.productNotFound, { productId: words.productNotFound });
      }
      await catalog.refreshProducts([productId]);
      return ok(c, toEditorProduct(result.row), words.pictureSaved({ name: result.row.name }));
    })
    .on(api.lowStock.method, api.lowStock.path, ownerOrPacker, async (c) => ok(c, await lowStockProducts(db)))
    .on(api.activityLog.method, api.activityLog.path, owner, accepts(api.activityLog), async (c) => {
      const { before } = c.req.valid('query');
      const entries = await listActivity(db, { before, limit: ACTIVITY_PAGE + 1 });
      return ok(c, { entries: entries.slice(0, ACTIVITY_PAGE), more: entries.length > ACTIVITY_PAGE });
    });
}
