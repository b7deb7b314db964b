import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategory, FIRST_OPEN_FAQ } from './help-faq-entries';

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The FAQ (spec 001 §2): four tabs after the WAI-ARIA tabs pattern (arrow keys, Home and End move
 * and select), and answers as an accordion with one open at a time, across the tabs.
 */
export function HelpFaq() {
  const [category, setCategory] = useState<FaqCategory>('orders');
  const [openId, setOpenId] = useState<string | null>(FIRST_OPEN_FAQ);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function moveWithKeys(event: KeyboardEvent, index: number) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, FAQ_CATEGORIES.length);
    const target = FAQ_CATEGORIES[next];
    if (!target) return;
    setCategory(target.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="help-faq" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.account_faq_heading()}</h2>
      <div role="tablist" aria-label={m.account_faq_topics()} className="help-tabs">
        {FAQ_CATEGORIES.map((tab, index) => {
          const selected = tab.id === category;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.id}`}
              // Only the selected tab is in the Tab order; the arrow keys reach the others.
              tabIndex={selected ? 0 : -1}
              className="help-tab"
              onClick={() => setCategory(tab.id)}
              onKeyDown={(event) => moveWithKeys(event, index)}
            >
              {tab.label()}
            </button>
          );
        })}
      </div>
      {FAQ_CATEGORIES.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== category}
          className="help-panel"
        >
          {FAQ_ENTRIES.filter((entry) => entry.category === tab.id).map((entry) => {
            const open = entry.id === openId;
            return (
              <div key={entry.id} className="help-question" data-open={open || undefined}>
                <h3>
                  <button
                    type="button"
                    id={`${id}-${entry.id}`}
                    aria-expanded={open}
                    aria-controls={`${id}-${entry.id}-answer`}
                    onClick={() => setOpenId(open ? null : entry.id)}
                  >
                    {entry.question()}
                  </button>
                </h3>
                <section
                  id={`${id}-${entry.id}-answer`}
                  aria-labelledby={`${id}-${entry.id}`}
                  hidden={!open}
                  className="help-answer"
                >
                  {entry.answer.map((paragraph) => {
                    const text = paragraph();
                    return <p key={text}>{text}</p>;
                  })}
                </section>
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
}
