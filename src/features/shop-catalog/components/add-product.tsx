import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { SUBCATEGORIES } from '#contract/categories';
import { type AddProductBody, isValidEan13 } from '#contract/shop-catalog';
import { subcategoryName } from '#src/domain/catalog/category-names';
import { useAddProduct } from '#src/domain/shop/catalog.mutations';
import { BARCODE_TEXT } from '#src/domain/shop/catalog.queries';
import { goToStaffPath, STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { ApiError } from '#src/lib/api-client';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useToasts } from '#src/lib/toast';
import { fieldOfServerError, pictureProblem, readCount, readRupees, saveFailure } from '../product-fields';
import { FormField } from './form-field';
import '../shop-catalog.css';

const TEXTS = [
  'name',
  'nameHi',
  'brand',
  'category',
  'packSize',
  'barcode',
  'price',
  'mrp',
  'stock',
  'lowStockThreshold',
  'description',
  'features',
] as const;
type TextName = (typeof TEXTS)[number];
type Texts = Record<TextName, string>;
type Errors = Partial<Record<TextName | 'pictures', string>>;

/** Three views of a product, as the catalog's demo pictures have. */
const MOST_PICTURES = 3;
const MOST_FEATURES = 10;

/** The barcode the catalog's "Add a product with this barcode" came with (/shop/catalog/new?barcode=…). */
function barcodeOfAddress(): string {
  const barcode = new URLSearchParams(window.location.search).get('barcode') ?? '';
  return BARCODE_TEXT.test(barcode) ? barcode : '';
}

/** The typed form as addProduct takes it, or what to fix first. */
function readForm(texts: Texts): { body?: AddProductBody; errors: Errors } {
  const errors: Errors = {};
  const required = (name: TextName) => {
    const value = texts[name].trim();
    if (value === '') errors[name] = m.shop_catalog_required();
    return value;
  };
  const number = (name: 'price' | 'mrp' | 'stock' | 'lowStockThreshold', read: typeof readCount) => {
    const result = read(texts[name]);
    if ('error' in result) errors[name] = result.error;
    return 'value' in result ? result.value : 0;
  };
  const name = required('name');
  const brand = required('brand');
  const category = required('category');
  const packSize = required('packSize');
  const description = required('description');
  const barcode = texts.barcode.replace(/\s/g, '');
  if (barcode !== '' && !isValidEan13(barcode)) errors.barcode = m.shop_catalog_barcode_invalid();
  const price = number('price', readRupees);
  const mrp = number('mrp', readRupees);
  if (!errors.price && !errors.mrp && price > mrp)
    errors.price = m.shop_catalog_price_above_mrp({ mrp: formatRupees(mrp) });
  const stock = number('stock', readCount);
  const threshold = texts.lowStockThreshold.trim() === '' ? undefined : number('lowStockThreshold', readCount);
  const features = texts.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (features.length > MOST_FEATURES || features.some((line) => line.length > 200)) {
    errors.features = m.shop_catalog_features_too_many();
  }
  if (Object.keys(errors).length > 0) return { errors };
  const body: AddProductBody = {
    name,
    nameHi: texts.nameHi.trim(),
    brand,
    category,
    packSize,
    price,
    mrp,
    stock,
    description,
    ...(barcode ? { barcode } : {}),
    ...(threshold === undefined ? {} : { lowStockThreshold: threshold }),
    ...(features.length > 0 ? { features } : {}),
  };
  return { body, errors };
}

/**
 * The owner adds a product: its names in English and Hindi, brand, category, pack, barcode, money, stock, words,
 * and pictures taken with the phone, sent once the product is added (the first is the one cards show).
 */
export function AddProduct() {
  const add = useAddProduct();
  const toasts = useToasts();
  const [texts, setTexts] = useState<Texts>(() => ({
    ...(Object.fromEntries(TEXTS.map((name) => [name, ''])) as Texts),
    barcode: barcodeOfAddress(),
  }));
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  useStaffTitle(m.shop_catalog_add_title());
  const text = (name: TextName) => (value: string) => setTexts((typed) => ({ ...typed, [name]: value }));
  const field = (name: TextName, label: string, more: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField label={label} value={texts[name]} onChange={text(name)} error={errors[name]} {...more} />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: found } = readForm(texts);
    setErrors(found);
    if (!body) return setFailure(m.shop_catalog_check_fields());
    setFailure('');
    add.mutate(
      { body, pictures: pictures.map((picture) => picture.file) },
      {
        onSuccess: ({ product, pictureFailure }) => {
          toasts.success(m.shop_catalog_added({ name: product.name }));
          if (pictureFailure) toasts.error(m.shop_catalog_picture_failed({ reason: pictureFailure }));
          goToStaffPath(STAFF_PATHS.product(product.id));
        },
        onError: (error) => {
          setFailure(saveFailure(error));
          setErrors(serverErrors(error));
        },
      },
    );
  }

  return (
    <section className="staff-product">
      <StaffLink to={STAFF_PATHS.catalog} className="staff-link-button">
        {m.shop_catalog_back()}
      </StaffLink>
      <h1>{m.shop_catalog_add_title()}</h1>
      <form className="staff-product__form" onSubmit={submit} noValidate>
        {field('name', m.shop_catalog_name(), { maxLength: 120 })}
        {field('nameHi', m.shop_catalog_name_hi(), { maxLength: 120, lang: 'hi' })}
        {field('brand', m.shop_catalog_brand(), { maxLength: 60 })}
        <CategoryField value={texts.category} onChange={text('category')} error={errors.category} />
        {field('packSize', m.shop_catalog_pack_size(), { maxLength: 30 })}
        {field('barcode', m.shop_catalog_barcode(), { number: true, maxLength: 13 })}
        <div className="staff-product__pair">
          {field('price', m.shop_catalog_price(), { number: true })}
          {field('mrp', m.shop_catalog_mrp(), { number: true })}
        </div>
        <div className="staff-product__pair">
          {field('stock', m.shop_catalog_stock(), { number: true })}
          {field('lowStockThreshold', m.shop_catalog_threshold_optional(), { number: true })}
        </div>
        {field('description', m.shop_catalog_description(), { lines: 4, maxLength: 2000 })}
        {field('features', m.shop_catalog_features(), { lines: 4 })}
        <Pictures pictures={pictures} onChange={setPictures} error={errors.pictures} />
        {failure && (
          <p className="staff-refusal" role="alert">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="staff-button staff-button--primary staff-product__save"
          disabled={add.isPending}
        >
          {add.isPending ? m.shop_catalog_adding() : m.shop_catalog_add()}
        </button>
      </form>
    </section>
  );
}

function CategoryField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="staff-field">
      <label htmlFor={id}>{m.shop_catalog_category()}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{m.shop_catalog_category_pick()}</option>
        {SUBCATEGORIES.map((subcategory) => (
          <option key={subcategory.id} value={subcategory.id}>
            {subcategoryName(subcategory)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="staff-error staff-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A picture taken, with a key of its own: the same photo may be picked twice. */
interface Picture {
  key: number;
  file: File;
}
let pictureKeys = 0;

/** Pictures taken one after another with the rear camera (or picked), each shown small with a way to drop it. */
function Pictures({
  pictures,
  onChange,
  error,
}: {
  pictures: Picture[];
  onChange: (pictures: Picture[]) => void;
  error?: string;
}) {
  const [problem, setProblem] = useState('');
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const wrong = picked.map(pictureProblem).find(Boolean);
    const room = MOST_PICTURES - pictures.length;
    setProblem(wrong ?? (picked.length > room ? m.shop_catalog_pictures_full() : ''));
    const taken = picked.slice(0, room).map((file) => ({ key: ++pictureKeys, file }));
    if (!wrong) onChange([...pictures, ...taken]);
  };
  return (
    <fieldset className="staff-pictures">
      <legend>{m.shop_catalog_pictures()}</legend>
      <p className="staff-hint">{m.shop_catalog_pictures_hint()}</p>
      <ul className="staff-pictures__list">
        {pictures.map((picture, at) => (
          <li key={picture.key}>
            <PicturePreview picture={picture.file} label={m.shop_catalog_picture_number({ number: at + 1 })} />
            <button
              type="button"
              className="staff-link-button"
              onClick={() => onChange(pictures.filter((other) => other !== picture))}
            >
              {m.shop_catalog_remove_picture({ number: at + 1 })}
            </button>
          </li>
        ))}
      </ul>
      {pictures.length < MOST_PICTURES && (
        <label className="staff-button">
          {m.shop_catalog_take_picture()}
          <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={take} />
        </label>
      )}
      {(problem || error) && (
        <p className="staff-error" role="alert">
          {problem || error}
        </p>
      )}
    </fieldset>
  );
}

/** The picture as taken, from memory (a blob: address the page's policy allows), let go when dropped. */
function PicturePreview({ picture, label }: { picture: File; label: string }) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    const address = URL.createObjectURL(picture);
    setSource(address);
    return () => URL.revokeObjectURL(address);
  }, [picture]);
  return source ? <img src={source} alt={label} width={96} height={96} className="staff-pictures__preview" /> : null;
}

/** The shop's reasons per field ("features.2" beside the features). */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const errors: Errors = {};
  for (const [path, message] of Object.entries(error.errors)) {
    const name = fieldOfServerError(path);
    if ((TEXTS as readonly string[]).includes(name)) errors[name as TextName] ??= message;
  }
  return errors;
}
