import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductCard } from '#contract/catalog';
import { Pagination } from '#src/components/ui/pagination';
import { PricesAsOf } from '#src/components/ui/prices-as-of';
import { ProductGrid } from '#src/domain/catalog/product-card';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useMediaQuery } from '#src/lib/use-media-query';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersOf,
  type ListingFilters,
  type ListingParams,
} from '../listing-params';
import { applyFilters, brandsOf, pageOf, sortProducts } from '../refine-products';
import { FilterPanel } from './filter-panel';
import { ProductSkeletons } from './product-skeletons';
import { SortSelect } from './sort-select';
import { ViewToggle } from './view-toggle';
import '../listing.css';

/**
 * Where the sidebar shows (listing.css); narrower, the filters are in the drawer, drawn when it opens. The
 * panel is not drawn while hidden: on a phone's first screen that spares its render and the brands' sort,
 * whose collator is the page's first (15–35 ms of ICU's data on our machine, four times that on a slow phone).
 */
const SIDEBAR_SHOWN = '(min-width: 768px)';

interface ListingViewProps {
  title: string;
  /** Every product of the search or category; filtering, sorting and paging happen here, offline too. */
  products: readonly ProductCard[];
  loading: boolean;
  params: ListingParams;
  onParamsChange: (patch: Partial<ListingParams>) => void;
  resultsLabel: string;
  /** What the results are (the keyword and category, or the category): the filter draft restarts when it changes. */
  scope: string;
  renderEmpty: (clearFilters: () => void) => ReactNode;
  /** When the products were fetched: offline the page says how old its prices are. */
  updatedAt?: number;
}

/** The shared body of the search and category pages: heading, toolbar, filters, results and pages. */
export function ListingView({
  title,
  products,
  loading,
  params,
  onParamsChange,
  resultsLabel,
  scope,
  renderEmpty,
  updatedAt,
}: ListingViewProps) {
  const drawerTitleId = useId();
  const drawerRef = useRef<HTMLDialogElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Bumped by Clear All so an edited but unapplied draft also goes back to the defaults.
  const [clearCount, setClearCount] = useState(0);
  const filters = filtersOf(params);
  // A category holds a few hundred products at most: filtering and sorting them each render costs well under a millisecond.
  const refined = sortProducts(applyFilters(products, filters), params.sort);
  const sidebarShown = useMediaQuery(SIDEBAR_SHOWN);
  const brands = useMemo(
    () => (sidebarShown || drawerOpen ? brandsOf(products) : []),
    [products, sidebarShown, drawerOpen],
  );
  const page = pageOf(refined, params.page);
  const filterCount = activeFilterCount(filters);
  const panelKey = `${scope}|${clearCount}|${JSON.stringify(filters)}`;

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (drawerOpen && !drawer.open) drawer.showModal();
    if (!drawerOpen && drawer.open) drawer.close();
  }, [drawerOpen]);

  const applyFiltersChange = (next: ListingFilters) => onParamsChange({ ...next, page: 1 });
  const clearFilters = () => {
    setClearCount((count) => count + 1);
    applyFiltersChange(DEFAULT_FILTERS);
  };

  return (
    <div className="listing">
      <div className="listing__header">
        <h1>{title}</h1>
        {!loading && <p className="listing__count">{m.listing_products_found({ count: refined.length })}</p>}
        <PricesAsOf updatedAt={updatedAt} />
      </div>

      <div className="listing__toolbar">
        <button
          type="button"
          className="listing-button listing-button--secondary listing__filters-button"
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          {filterCount > 0 ? m.listing_filters_with_count({ count: filterCount }) : m.listing_filters()}
        </button>
        <SortSelect value={params.sort} onChange={(sort) => onParamsChange({ sort, page: 1 })} />
        <ViewToggle value={params.view} onChange={(view) => onParamsChange({ view })} />
      </div>

      <div className="listing__body">
        {/* A region, not an aside: a complementary landmark inside main is flagged by axe. */}
        <section className="listing__sidebar" aria-label={m.listing_filters()}>
          <div className="listing__sidebar-header">
            <h2>{m.listing_filters()}</h2>
            <button type="button" className="listing__clear-all" onClick={clearFilters}>
              {m.listing_clear_all()}
            </button>
          </div>
          {sidebarShown && (
            <FilterPanel
              key={panelKey}
              filters={filters}
              brands={brands}
              onApply={applyFiltersChange}
              onReset={() => applyFiltersChange(DEFAULT_FILTERS)}
            />
          )}
        </section>

        <section className="listing__results" aria-label={resultsLabel}>
          {/* The cards' names are h3: their section needs its h2 (on phones the Filters heading is hidden). */}
          <h2 className="visually-hidden">{resultsLabel}</h2>
          {loading ? (
            <ProductSkeletons view={params.view} />
          ) : refined.length === 0 ? (
            renderEmpty(clearFilters)
          ) : (
            <>
              <ProductGrid products={page.items} label={resultsLabel} view={params.view} atTop />
              <Pagination
                page={page.page}
                pageCount={page.pageCount}
                onPageChange={(next) => {
                  onParamsChange({ page: next });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )}
        </section>
      </div>

      {/* Escape and the close button close it; a tap on the backdrop too. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the dialog closes on Escape natively */}
      <dialog
        ref={drawerRef}
        className="filter-drawer"
        aria-labelledby={drawerTitleId}
        onClose={() => setDrawerOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setDrawerOpen(false);
        }}
      >
        {drawerOpen && (
          <div className="filter-drawer__content">
            <div className="filter-drawer__header">
              <h2 id={drawerTitleId}>{m.listing_filters()}</h2>
              <button type="button" className="filter-drawer__close" onClick={() => setDrawerOpen(false)}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{m.listing_close_filters()}</span>
              </button>
            </div>
            <FilterPanel
              key={panelKey}
              filters={filters}
              brands={brands}
              onApply={(next) => {
                applyFiltersChange(next);
                setDrawerOpen(false);
              }}
              onReset={() => applyFiltersChange(DEFAULT_FILTERS)}
            />
          </div>
        )}
      </dialog>
    </div>
  );
}
