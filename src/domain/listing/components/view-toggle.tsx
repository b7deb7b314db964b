import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { ListingView } from '../listing-params';

export function ViewToggle({ value, onChange }: { value: ListingView; onChange: (view: ListingView) => void }) {
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">{m.listing_view()}</legend>
      <button type="button" aria-pressed={value === 'grid'} onClick={() => onChange('grid')}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" />
        </svg>
        <span className="visually-hidden">{m.listing_view_grid()}</span>
      </button>
      <button type="button" aria-pressed={value === 'list'} onClick={() => onChange('list')}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M1 2h14v3H1zM1 7h14v3H1zM1 12h14v3H1z" />
        </svg>
        <span className="visually-hidden">{m.listing_view_list()}</span>
      </button>
    </fieldset>
  );
}
