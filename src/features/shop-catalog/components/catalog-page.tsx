import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { StaffMember } from '#contract/shop';
import type { EditorProduct } from '#contract/shop-catalog';
import { catalogQueries, type ProductSearch, searchOf } from '#src/domain/shop/catalog.queries';
import { goToStaffPath, STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { keepSearch, lastSearch } from '../state/last-search';
import { BarcodeScanner } from './barcode-scanner';
import { ProductRow } from './product-row';
import '../shop-catalog.css';

/** A product to add with the barcode nobody has yet: the add form starts with it. */
export const newProductWithBarcode = (barcode: string) =>
  `${STAFF_PATHS.newProduct}?barcode=${encodeURIComponent(barcode)}`;

/**
 * Finding a product to change: by its name in English or Hindi (the shop's own search), by its barcode typed or
 * scanned with the phone's camera. A barcode that names one product opens it; one that names none offers the owner
 * to add it. The last search is there again on coming back from a product.
 */
export function CatalogPage({ member }: { member: StaffMember }) {
  const owner = member.role === 'owner';
  const [text, setText] = useState(lastSearch);
  const [search, setSearch] = useState(() => searchOf(lastSearch()));
  // Only a barcode just asked for opens its product: coming back to the list must not open it again.
  const openOnlyMatch = useRef(false);
  const found = useQuery({ ...catalogQueries.find(search ?? { q: '' }), enabled: search !== undefined });
  const id = useId();
  useStaffTitle(m.shop_catalog_title());

  const lookUp = (typed: string) => {
    const next = searchOf(typed);
    keepSearch(typed.trim());
    openOnlyMatch.current = next !== undefined && 'barcode' in next;
    setSearch(next);
  };

  useEffect(() => {
    if (!openOnlyMatch.current || !found.data || found.isFetching) return;
    openOnlyMatch.current = false;
    const [only, ...others] = found.data;
    if (only && others.length === 0) goToStaffPath(STAFF_PATHS.product(only.id));
  }, [found.data, found.isFetching]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(text);
  };

  return (
    <section className="staff-catalog">
      <div className="staff-catalog__head">
        <h1>{m.shop_catalog_title()}</h1>
        <div className="staff-catalog__links">
          <StaffLink to={STAFF_PATHS.lowStock} className="staff-button">
            {m.shop_catalog_low_stock()}
          </StaffLink>
          {owner && (
            <StaffLink to={STAFF_PATHS.newProduct} className="staff-button staff-button--primary">
              {m.shop_catalog_add_product()}
            </StaffLink>
          )}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is a landmark in every browser; <search> is not yet */}
      <form role="search" className="staff-catalog__search" onSubmit={submit}>
        <label htmlFor={`${id}-search`}>{m.shop_catalog_search_label()}</label>
        <div className="staff-catalog__search-row">
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="staff-button staff-button--primary">
            {m.shop_catalog_search()}
          </button>
        </div>
        <p id={`${id}-hint`} className="staff-hint">
          {m.shop_catalog_search_hint()}
        </p>
      </form>
      <BarcodeScanner
        onFound={(barcode) => {
          setText(barcode);
          lookUp(barcode);
        }}
      />
      {search && <Results search={search} found={found} owner={owner} />}
    </section>
  );
}

function Results({
  search,
  found,
  owner,
}: {
  search: ProductSearch;
  found: UseQueryResult<EditorProduct[]>;
  owner: boolean;
}) {
  if (found.isError) {
    return (
      <p className="staff-error" role="alert">
        {found.error.message}
      </p>
    );
  }
  if (!found.data) return <p role="status">{m.shop_catalog_searching()}</p>;
  if (found.data.length === 0) {
    if ('q' in search) return <p role="status">{m.shop_catalog_nothing_found({ text: search.q })}</p>;
    return (
      <div className="staff-catalog__unknown">
        <p role="status">{m.shop_catalog_barcode_unknown({ barcode: search.barcode })}</p>
        {owner && (
          <StaffLink to={newProductWithBarcode(search.barcode)} className="staff-button staff-button--primary">
            {m.shop_catalog_add_with_barcode()}
          </StaffLink>
        )}
      </div>
    );
  }
  return (
    <ul className="staff-product-list" aria-label={m.shop_catalog_results()}>
      {found.data.map((product) => (
        <ProductRow key={product.id} product={product} />
      ))}
    </ul>
  );
}
