import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ALL_CATEGORIES, SUBCATEGORIES, SUBCATEGORY_IDS } from '#contract/categories';
import { allCategoriesName, subcategoryName } from '#src/domain/catalog/category-names';
import { searchKeys, searchQueries } from '#src/domain/search/search.queries';
import { useSession } from '#src/domain/session/use-shopper';
import { useDebouncedValue } from '../state/use-debounced-value';
import '../search.css';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Spec 000 §4, §9: suggestions 300 ms after typing stops, for more than 2 characters; the panel closes 200 ms after blur. */
export const SUGGESTION_DELAY_MS = 300;
export const CLOSE_DELAY_MS = 200;
const MIN_SUGGESTION_LENGTH = 3;

interface Option {
  text: string;
  /** Where most of a suggestion's products are, shown as a hint; recent searches have none. */
  category?: string;
}

function categoryToSend(category: string | undefined): string | undefined {
  return category && category !== ALL_CATEGORIES && SUBCATEGORY_IDS.includes(category) ? category : undefined;
}

/** The header's search: keyword, optional category, and a suggestion panel (ARIA combobox with a listbox). */
export function SearchBox() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const term = keyword.trim();
  const settledTerm = useDebouncedValue(term, SUGGESTION_DELAY_MS);
  const waiting = term !== settledTerm;
  const wantsSuggestions = settledTerm.length >= MIN_SUGGESTION_LENGTH;
  const session = useSession();
  const suggestions = useQuery({ ...searchQueries.suggestions(settledTerm), enabled: open && wantsSuggestions });
  const recent = useQuery({
    ...searchQueries.recent(session.data?.id ?? null),
    enabled: open && !waiting && !wantsSuggestions && !session.isPending,
  });
  const source = wantsSuggestions ? suggestions : recent;
  const loading = waiting || source.isLoading;
  const options: Option[] = loading
    ? []
    : wantsSuggestions
      ? (suggestions.data ?? [])
      : (recent.data ?? []).map((text) => ({ text }));
  const listVisible = open && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // On the results page the box shows what was searched, also after back and forward.
  const searched = useRouterState({
    select: (state) =>
      state.location.pathname === '/search'
        ? { keyword: state.location.search.keyword, category: state.location.search.category }
        : undefined,
  });
  const searchedKeyword = typeof searched?.keyword === 'string' ? searched.keyword : undefined;
  const searchedCategory = typeof searched?.category === 'string' ? searched.category : undefined;
  useEffect(() => {
    if (searchedKeyword === undefined) return;
    setKeyword(searchedKeyword);
    setCategory(categoryToSend(searchedCategory) ?? ALL_CATEGORIES);
  }, [searchedKeyword, searchedCategory]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search(text: string, chosenCategory: string | undefined) {
    const trimmed = text.trim();
    if (!trimmed) return;
    setKeyword(trimmed);
    close();
    const sent = categoryToSend(chosenCategory);
    void navigate({ to: '/search', search: sent ? { keyword: trimmed, category: sent } : { keyword: trimmed } });
    // The server adds the keyword to the shopper's recent searches; ask again next time the panel shows them.
    void queryClient.invalidateQueries({ queryKey: searchKeys.recentAll() });
  }

  /** Spec 000 §5: a suggestion searches its text in the category chosen in the box, every one for "All Categories". */
  function pick(option: Option) {
    search(option.text, category);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === -1 && step === -1 ? options.length - 1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && listVisible && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      // Stops the browser from also emptying the search field.
      event.preventDefault();
      close();
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is a landmark in every browser; <search> is not yet
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        search(keyword, category);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-category`}>
        {m.search_category()}
      </label>
      <select
        id={`${id}-category`}
        className="search-box__category"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      >
        <option value={ALL_CATEGORIES}>{allCategoriesName()}</option>
        {SUBCATEGORIES.map((s) => (
          <option key={s.id} value={s.id}>
            {subcategoryName(s)}
          </option>
        ))}
      </select>
      <div className="search-box__field">
        <label className="visually-hidden" htmlFor={`${id}-keyword`}>
          {m.search_products()}
        </label>
        <input
          id={`${id}-keyword`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={listVisible ? listId : undefined}
          aria-activedescendant={listVisible && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={m.search_placeholder()}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => clearTimeout(closeTimer.current)}
          onBlur={() => {
            // Late enough for a click on a suggestion to land first.
            closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
          }}
        />
        {keyword !== '' && (
          <button
            type="button"
            className="search-box__clear"
            onClick={() => {
              setKeyword('');
              close();
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{m.search_clear()}</span>
          </button>
        )}
        {open && (loading || options.length > 0) && (
          <div className="search-box__panel">
            {loading ? (
              <p className="search-box__loading" role="status">
                {m.search_loading()}
              </p>
            ) : (
              <>
                {!wantsSuggestions && (
                  <p className="search-box__label" id={`${id}-recent`}>
                    {m.search_recent()}
                  </p>
                )}
                <div
                  className="search-box__options"
                  role="listbox"
                  id={listId}
                  {...(wantsSuggestions
                    ? { 'aria-label': m.search_suggestions() }
                    : { 'aria-labelledby': `${id}-recent` })}
                >
                  {options.map((option, index) => (
                    // Keyboard users reach the options through the combobox (arrow keys and Enter).
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for its listbox
                    <div
                      key={`${option.text}|${option.category ?? ''}`}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      className="search-box__option"
                      // Keep the focus in the input, so the blur timer doesn't race the click.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => pick(option)}
                    >
                      <span>{option.text}</span>
                      {option.category && (
                        <span className="search-box__option-category">
                          {m.search_in_category({ category: subcategoryName(option.category) })}
                        </span>
                      )}
                    </div>
                  ))}
                </div>
              </>
            )}
          </div>
        )}
      </div>
      <button type="submit" className="search-box__submit">
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.4 1.4-4-4A6.5 6.5 0 1 1 8.5 2zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" />
        </svg>
        <span className="visually-hidden">{m.search_submit()}</span>
      </button>
    </form>
  );
}
