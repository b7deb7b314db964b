import { type ChangeEvent, useId, useState } from 'react';
import type { CsvField, ImportChange, ImportResult } from '#contract/shop-csv';
import { CATALOG_CSV_DOWNLOAD, useImportCatalogCsv } from '#src/domain/shop/catalog-csv';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { ApiError } from '#src/lib/api-client';
import { formatCount, formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import '../shop-import.css';

/** The rows of a table drawn at most; the rest are counted (they are applied all the same). */
const SHOWN_ROWS = 500;

const fieldNames: Record<CsvField, () => string> = {
  name: () => m.shop_import_field_name(),
  name_hi: () => m.shop_import_field_name_hi(),
  brand: () => m.shop_import_field_brand(),
  category: () => m.shop_import_field_category(),
  pack_size: () => m.shop_import_field_pack_size(),
  barcode: () => m.shop_import_field_barcode(),
  price: () => m.shop_import_field_price(),
  mrp: () => m.shop_import_field_mrp(),
  stock: () => m.shop_import_field_stock(),
  available: () => m.shop_import_field_available(),
  hidden: () => m.shop_import_field_hidden(),
  low_stock_threshold: () => m.shop_import_field_low_stock_threshold(),
};

/**
 * The owner's bulk prices and stock (decision 116): download the catalog as CSV, choose the edited file, see its dry
 * run (every change, every bad row by the spreadsheet's number), then apply it, all or nothing.
 */
export function ImportPage() {
  useStaffTitle(m.shop_import_title());
  const check = useImportCatalogCsv();
  const apply = useImportCatalogCsv();
  const [file, setFile] = useState<File>();
  const id = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared, so choosing the same file again after fixing it is a change too.
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    apply.reset();
    check.mutate({ file: picked, dryRun: true });
  }

  return (
    <section className="staff-import">
      <h1>{m.shop_import_title()}</h1>
      <p>{m.shop_import_intro()}</p>
      <a className="staff-button staff-import__download" href={CATALOG_CSV_DOWNLOAD} download>
        {m.shop_import_download()}
      </a>
      <p className="staff-import__hint">{m.shop_import_save_as()}</p>
      <label htmlFor={`${id}-file`}>{m.shop_import_choose()}</label>
      <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={choose} disabled={apply.isPending} />

      {check.isPending && <p role="status">{m.shop_import_checking()}</p>}
      {check.error && <Refusal error={check.error} />}
      {apply.data ? (
        <p role="status" className="staff-import__done">
          {m.shop_import_done({ count: apply.data.products })}
        </p>
      ) : (
        check.data &&
        !check.isPending && (
          <DryRun
            result={check.data}
            applying={apply.isPending}
            onApply={() => file && apply.mutate({ file, dryRun: false })}
          />
        )
      )}
      {apply.error && <Refusal error={apply.error} />}
    </section>
  );
}

function DryRun({ result, applying, onApply }: { result: ImportResult; applying: boolean; onApply: () => void }) {
  if (result.errors.length > 0) {
    const rows = new Set(result.errors.map((error) => error.line)).size;
    return (
      <div className="staff-import__result">
        <p className="staff-error" role="alert">
          {m.shop_import_bad_lines({ count: rows })}
        </p>
        <h2>{m.shop_import_errors_heading()}</h2>
        <table className="staff-import__table">
          <thead>
            <tr>
              <th scope="col">{m.shop_import_row()}</th>
              <th scope="col">{m.shop_import_reason()}</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.slice(0, SHOWN_ROWS).map((error) => (
              <tr key={`${error.line} ${error.column} ${error.reason}`}>
                <td>{error.line}</td>
                <td>{error.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <More count={result.errors.length} />
      </div>
    );
  }
  if (result.products === 0) return <p role="status">{m.shop_import_nothing()}</p>;
  return (
    <div className="staff-import__result">
      <p role="status">{m.shop_import_will_change({ count: result.products })}</p>
      {result.changes.length > 0 && <Changes changes={result.changes} />}
      {result.added.length > 0 && <Added added={result.added} />}
      <button type="button" className="staff-button staff-button--primary" disabled={applying} onClick={onApply}>
        {applying ? m.shop_import_applying() : m.shop_import_apply({ count: result.products })}
      </button>
    </div>
  );
}

function Changes({ changes }: { changes: ImportChange[] }) {
  return (
    <>
      <h2>{m.shop_import_changes_heading()}</h2>
      <table className="staff-import__table">
        <thead>
          <tr>
            <th scope="col">{m.shop_import_row()}</th>
            <th scope="col">{m.shop_import_product()}</th>
            <th scope="col">{m.shop_import_field()}</th>
            <th scope="col">{m.shop_import_before()}</th>
            <th scope="col">{m.shop_import_after()}</th>
          </tr>
        </thead>
        <tbody>
          {changes.slice(0, SHOWN_ROWS).map((change) => (
            <tr key={`${change.productId}-${change.field}`}>
              <td>{change.line}</td>
              <td>
                {change.name} <span className="staff-import__id">#{change.productId}</span>
              </td>
              <td>{fieldNames[change.field]()}</td>
              <td>{shown(change.field, change.before)}</td>
              <td>
                <strong>{shown(change.field, change.after)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <More count={changes.length} />
    </>
  );
}

function Added({ added }: { added: ImportResult['added'] }) {
  return (
    <>
      <h2>{m.shop_import_added_heading()}</h2>
      <table className="staff-import__table">
        <thead>
          <tr>
            <th scope="col">{m.shop_import_row()}</th>
            <th scope="col">{m.shop_import_product()}</th>
            <th scope="col">{m.shop_import_brand()}</th>
            <th scope="col">{m.shop_import_pack_size()}</th>
            <th scope="col">{m.shop_import_price()}</th>
            <th scope="col">{m.shop_import_stock()}</th>
          </tr>
        </thead>
        <tbody>
          {added.slice(0, SHOWN_ROWS).map((product) => (
            <tr key={product.line}>
              <td>{product.line}</td>
              <td>{product.name}</td>
              <td>{product.brand}</td>
              <td>{product.packSize}</td>
              <td>{formatRupees(product.price)}</td>
              <td>{formatCount(product.stock)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <More count={added.length} />
    </>
  );
}

function More({ count }: { count: number }) {
  if (count <= SHOWN_ROWS) return null;
  return <p className="staff-import__hint">{m.shop_import_more({ count: formatCount(count - SHOWN_ROWS) })}</p>;
}

/** A field's value as the owner reads it: rupees, counts, yes or no; nothing as a dash. */
function shown(field: CsvField, value: ImportChange['before']): string {
  if (value === null || value === '') return m.shop_import_none();
  if (typeof value === 'boolean') return value ? m.shop_import_yes() : m.shop_import_no();
  if (typeof value === 'number') return field === 'price' || field === 'mrp' ? formatRupees(value) : formatCount(value);
  return value;
}

/** The whole file refused (its size, its header) or a refused apply, with each bad row the server named. */
function Refusal({ error }: { error: Error }) {
  const rows = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
  return (
    <div className="staff-error" role="alert">
      <p>{error.message}</p>
      {rows.length > 0 && (
        <ul>
          {rows.map(([line, reason]) => (
            <li key={line}>
              {m.shop_import_row()} {line}: {reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
