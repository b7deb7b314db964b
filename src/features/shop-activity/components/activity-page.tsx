import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityAction, ActivityEntry } from '#contract/shop-catalog';
import { catalogQueries } from '#src/domain/shop/catalog.queries';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { formatCount, formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatIndianDateTime } from '#src/lib/indian-dates';
import '../shop-activity.css';

const actionNames: Record<ActivityAction, () => string> = {
  'product.updated': () => m.shop_activity_product_updated(),
  'product.added': () => m.shop_activity_product_added(),
  'product.picture': () => m.shop_activity_product_picture(),
  'catalog.imported': () => m.shop_activity_catalog_imported(),
  'hours.changed': () => m.shop_activity_hours_changed(),
  'shop.paused': () => m.shop_activity_shop_paused(),
  'shop.resumed': () => m.shop_activity_shop_resumed(),
  'staff.added': () => m.shop_activity_staff_added(),
  'staff.removed': () => m.shop_activity_staff_removed(),
  'settings.changed': () => m.shop_activity_settings_changed(),
};

/** The product's fields by name; a field the log gains later is shown by its own name until it has words. */
const fieldNames: Record<string, () => string> = {
  price: () => m.shop_activity_field_price(),
  mrp: () => m.shop_activity_field_mrp(),
  stock: () => m.shop_activity_field_stock(),
  available: () => m.shop_activity_field_available(),
  hidden: () => m.shop_activity_field_hidden(),
  lowStockThreshold: () => m.shop_activity_field_threshold(),
  name: () => m.shop_activity_field_name(),
  nameHi: () => m.shop_activity_field_name_hi(),
  brand: () => m.shop_activity_field_brand(),
  category: () => m.shop_activity_field_category(),
  packSize: () => m.shop_activity_field_pack_size(),
  barcode: () => m.shop_activity_field_barcode(),
  description: () => m.shop_activity_field_description(),
  features: () => m.shop_activity_field_features(),
  image: () => m.shop_activity_field_picture(),
};

/** A long text (a description) is cut in the log: the product's screen has it whole. */
const LONGEST_VALUE = 120;

/** A field's value as the owner reads it: rupees as rupees, the switches in words. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return m.shop_activity_nothing();
  if (typeof value === 'boolean') {
    if (field === 'available') return value ? m.shop_activity_in_stock() : m.shop_activity_out_of_stock();
    if (field === 'hidden') return value ? m.shop_activity_hidden() : m.shop_activity_shown();
    return value ? m.shop_activity_yes() : m.shop_activity_no();
  }
  if (typeof value === 'number') return field === 'price' || field === 'mrp' ? formatRupees(value) : formatCount(value);
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

/** Each field either side holds whose value differs, in the order the change wrote them. */
function changedFields(entry: ActivityEntry): string[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.filter((field) => JSON.stringify(entry.before?.[field]) !== JSON.stringify(entry.after?.[field]));
}

/** The owner's log of every change in the shop: who, when (India's time), what, and each field before → after. */
export function ActivityPage() {
  const log = useInfiniteQuery(catalogQueries.activity());
  useStaffTitle(m.shop_activity_title());
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="staff-activity">
      <h1>{m.shop_activity_title()}</h1>
      <p className="staff-hint">{m.shop_activity_intro()}</p>
      {!log.data && <p role={log.isError ? 'alert' : 'status'}>{log.isError ? log.error.message : m.shop_loading()}</p>}
      {log.data && entries.length === 0 && <p role="status">{m.shop_activity_none()}</p>}
      <ol className="staff-activity__entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} />
          </li>
        ))}
      </ol>
      {log.isFetchNextPageError && (
        <p className="staff-error" role="alert">
          {log.error?.message}
        </p>
      )}
      {log.hasNextPage && (
        <button
          type="button"
          className="staff-button staff-activity__older"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? m.shop_activity_loading_older() : m.shop_activity_older()}
        </button>
      )}
    </section>
  );
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const fields = changedFields(entry);
  return (
    <article className="staff-activity__entry" aria-label={`${actionNames[entry.action]()}: ${entry.subject}`}>
      <p>
        <strong>{actionNames[entry.action]()}</strong> · {entry.subject}
      </p>
      <p className="staff-activity__who">
        {m.shop_activity_by({
          name: entry.staffName,
          when: formatIndianDateTime(entry.at),
        })}
      </p>
      {fields.length > 0 && (
        <dl className="staff-activity__fields" aria-label={m.shop_activity_changes()}>
          {fields.map((field) => (
            <div key={field} className="staff-activity__field">
              <dt>{fieldNames[field]?.() ?? field}</dt>
              <dd>
                {entry.before && <del>{valueText(field, entry.before[field])}</del>}
                {entry.before && ' → '}
                <ins>{valueText(field, entry.after?.[field])}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
