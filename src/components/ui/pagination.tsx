import { m } from '#src/lib/i18n/paraglide/messages.js';
import './pagination.css';

export type PageItem = number | 'gap-before' | 'gap-after';

/** How many page numbers show around the current page (spec 000 §9: up to 5, plus the first and the last). */
const WINDOW = 5;

/**
 * The page buttons to show: a window of up to five pages around the current one, plus the first and the last
 * page, with a gap marker wherever pages are skipped.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const size = Math.min(WINDOW, pageCount);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pageCount - size + 1);
  const end = start + size - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-before');
  for (let number = start; number <= end; number++) items.push(number);
  if (end < pageCount - 1) items.push('gap-after');
  if (end < pageCount) items.push(pageCount);
  return items;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}

export function Pagination({ page, pageCount, onPageChange, label = m.ui_pagination() }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {m.ui_pagination_previous()}
          </button>
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPageChange(item)}
              >
                <span className="visually-hidden">{m.ui_pagination_page()} </span>
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            {m.ui_pagination_next()}
          </button>
        </li>
      </ul>
    </nav>
  );
}
