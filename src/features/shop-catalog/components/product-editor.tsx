import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { StaffMember } from '#contract/shop';
import type { EditorProduct, UpdateProductBody } from '#contract/shop-catalog';
import { subcategoryName } from '#src/domain/catalog/category-names';
import { useUpdateProduct, useUploadPicture } from '#src/domain/shop/catalog.mutations';
import { catalogQueries } from '#src/domain/shop/catalog.queries';
import { STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { ApiError } from '#src/lib/api-client';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useToasts } from '#src/lib/toast';
import { fieldOfServerError, pictureProblem, readCount, readRupees, saveFailure } from '../product-fields';
import { FormField } from './form-field';
import { ProductBadges } from './product-row';
import '../shop-catalog.css';

/** The form's fields as typed; the switches as they are. */
interface Fields {
  price: string;
  mrp: string;
  stock: string;
  lowStockThreshold: string;
  available: boolean;
  hidden: boolean;
}
type Errors = Partial<Record<keyof Fields, string>>;
type Changes = Omit<UpdateProductBody, 'productId'>;

const fieldsOf = (product: EditorProduct): Fields => ({
  price: String(product.price),
  mrp: String(product.mrp),
  stock: String(product.stock),
  lowStockThreshold: String(product.lowStockThreshold),
  available: product.available,
  hidden: product.hidden,
});

/**
 * One product for the shop: the owner changes its price and MRP, stock, in or out of stock, low-stock alert, whether
 * shoppers see it, and its picture; a packer only its stock (the server refuses them the rest too).
 */
export function ProductEditor({ productId, member }: { productId: number; member: StaffMember }) {
  const product = useQuery(catalogQueries.product(productId));
  useStaffTitle(product.data ? `${product.data.name} · Kirana Shop` : m.shop_catalog_title());
  const owner = member.role === 'owner';
  return (
    <article className="staff-product">
      <StaffLink to={STAFF_PATHS.catalog} className="staff-link-button">
        {m.shop_catalog_back()}
      </StaffLink>
      {product.data ? (
        <>
          <ProductFacts product={product.data} />
          {owner && <PictureChange product={product.data} />}
          <EditorForm product={product.data} owner={owner} />
        </>
      ) : (
        <p role={product.isError ? 'alert' : 'status'}>{product.isError ? product.error.message : m.shop_loading()}</p>
      )}
    </article>
  );
}

function ProductFacts({ product }: { product: EditorProduct }) {
  return (
    <header className="staff-product__head">
      <img
        src={product.image}
        alt={m.shop_catalog_picture_alt({ name: product.name })}
        width={112}
        height={112}
        className="staff-product__picture"
      />
      <div>
        <h1>{product.name}</h1>
        {product.nameHi && (
          <p lang="hi" className="staff-product__name-hi">
            {product.nameHi}
          </p>
        )}
        <p className="staff-product-row__muted">
          {product.brand} · {product.packSize} · {subcategoryName(product.category)}
        </p>
        <p className="staff-product-row__muted">
          {product.barcode ? m.shop_catalog_barcode_line({ barcode: product.barcode }) : m.shop_catalog_no_barcode()}
        </p>
        <ProductBadges product={product} />
      </div>
    </header>
  );
}

/** The fields changed from the product as the shop has it, or the errors to show first. */
function readChanges(fields: Fields, product: EditorProduct, owner: boolean): { changes: Changes; errors: Errors } {
  const errors: Errors = {};
  const changes: Changes = {};
  const saved = fieldsOf(product);
  const number = (name: 'price' | 'mrp' | 'stock' | 'lowStockThreshold', read: typeof readCount) => {
    const result = read(fields[name]);
    if ('error' in result) errors[name] = result.error;
    else if (fields[name] !== saved[name]) changes[name] = result.value;
    return 'value' in result ? result.value : undefined;
  };
  number('stock', readCount);
  if (!owner) return { changes, errors };
  const price = number('price', readRupees);
  const mrp = number('mrp', readRupees);
  number('lowStockThreshold', readCount);
  if (price !== undefined && mrp !== undefined && price > mrp) {
    errors.price = m.shop_catalog_price_above_mrp({ mrp: formatRupees(mrp) });
  }
  if (fields.available !== product.available) changes.available = fields.available;
  if (fields.hidden !== product.hidden) changes.hidden = fields.hidden;
  return { changes, errors };
}

function EditorForm({ product, owner }: { product: EditorProduct; owner: boolean }) {
  const update = useUpdateProduct();
  const toasts = useToasts();
  // Typed values stay while the product is asked again (another phone changed it): only what differs is sent.
  const [fields, setFields] = useState(() => fieldsOf(product));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ failure?: string; note?: string }>({});
  const text = (name: 'price' | 'mrp' | 'stock' | 'lowStockThreshold') => (value: string) =>
    setFields((typed) => ({ ...typed, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { changes, errors: found } = readChanges(fields, product, owner);
    setErrors(found);
    if (Object.keys(found).length > 0) return setOutcome({});
    if (Object.keys(changes).length === 0) return setOutcome({ note: m.shop_catalog_nothing_changed() });
    setOutcome({});
    update.mutate(
      { productId: product.id, ...changes },
      {
        onSuccess: (saved) => {
          setFields(fieldsOf(saved));
          toasts.success(m.shop_catalog_saved({ name: saved.name }));
        },
        onError: (error) => {
          setOutcome({ failure: saveFailure(error) });
          setErrors(serverErrors(error));
        },
      },
    );
  }

  return (
    <form className="staff-product__form" onSubmit={submit} noValidate>
      {owner ? (
        <>
          <div className="staff-product__pair">
            <FormField
              label={m.shop_catalog_price()}
              value={fields.price}
              onChange={text('price')}
              error={errors.price}
              number
            />
            <FormField
              label={m.shop_catalog_mrp()}
              value={fields.mrp}
              onChange={text('mrp')}
              error={errors.mrp}
              number
            />
          </div>
          <FormField
            label={m.shop_catalog_stock()}
            value={fields.stock}
            onChange={text('stock')}
            error={errors.stock}
            number
          />
          <label className="staff-switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={fields.available}
              checked={fields.available}
              onChange={(event) => setFields((typed) => ({ ...typed, available: event.target.checked }))}
            />
            <span>
              <strong>{m.shop_catalog_available()}</strong>
              <span className="staff-hint">
                {fields.available ? m.shop_catalog_available_on() : m.shop_catalog_available_off()}
              </span>
            </span>
          </label>
          <FormField
            label={m.shop_catalog_threshold()}
            value={fields.lowStockThreshold}
            onChange={text('lowStockThreshold')}
            error={errors.lowStockThreshold}
            number
          />
          <label className="staff-switch">
            <input
              type="checkbox"
              checked={fields.hidden}
              onChange={(event) => setFields((typed) => ({ ...typed, hidden: event.target.checked }))}
            />
            <strong>{m.shop_catalog_hidden()}</strong>
          </label>
        </>
      ) : (
        <>
          <p>{m.shop_catalog_price_line({ price: formatRupees(product.price), mrp: formatRupees(product.mrp) })}</p>
          <p className="staff-hint">{m.shop_catalog_packer_note()}</p>
          <FormField
            label={m.shop_catalog_stock()}
            value={fields.stock}
            onChange={text('stock')}
            error={errors.stock}
            number
          />
        </>
      )}
      {outcome.failure && (
        <p className="staff-refusal" role="alert">
          {outcome.failure}
        </p>
      )}
      {outcome.note && <p role="status">{outcome.note}</p>}
      <button
        type="submit"
        className="staff-button staff-button--primary staff-product__save"
        disabled={update.isPending}
      >
        {update.isPending ? m.shop_catalog_saving() : m.shop_catalog_save()}
      </button>
    </form>
  );
}

/** The shop's reasons per field, beside the fields this form has. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const errors: Errors = {};
  for (const [path, message] of Object.entries(error.errors)) {
    const field = fieldOfServerError(path);
    if (field in EMPTY_FIELDS) errors[field as keyof Fields] ??= message;
  }
  return errors;
}
const EMPTY_FIELDS: Record<keyof Fields, true> = {
  price: true,
  mrp: true,
  stock: true,
  lowStockThreshold: true,
  available: true,
  hidden: true,
};

/** The card's picture taken again with the phone (view 0); the shop resizes it and strips its metadata. */
function PictureChange({ product }: { product: EditorProduct }) {
  const upload = useUploadPicture();
  const toasts = useToasts();
  const [error, setError] = useState('');
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picture = event.target.files?.[0];
    event.target.value = '';
    if (!picture) return;
    const problem = pictureProblem(picture);
    setError(problem ?? '');
    if (problem) return;
    upload.mutate(
      { productId: product.id, view: 0, picture },
      {
        onSuccess: (saved) => toasts.success(m.shop_catalog_picture_saved({ name: saved.name })),
        onError: (failure) => setError(saveFailure(failure)),
      },
    );
  };
  return (
    <div className="staff-product__picture-change">
      <label className="staff-button">
        {upload.isPending ? m.shop_catalog_uploading() : m.shop_catalog_change_picture()}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          disabled={upload.isPending}
          onChange={pick}
        />
      </label>
      {error && (
        <p className="staff-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
