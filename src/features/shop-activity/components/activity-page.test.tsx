import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { activityEntry } from '#src/test/catalog-editor';
import { scriptedApi } from '#src/test/fake-api';
import { OWNER, renderStaffScreen } from '#src/test/staff';
import { ActivityPage } from './activity-page';

afterEach(() => vi.unstubAllGlobals());

const LOG = '/api/shop/activity';
const REPRICED = activityEntry();
const RESTOCKED = activityEntry({
  id: 39,
  at: '2025-04-12T04:02:00.000Z',
  staffName: 'Sunita',
  subject: 'Fortune Kachi Ghani Mustard Oil 1 L (#2040)',
  before: { stock: 0 },
  after: { stock: 24 },
});
const ADDED = activityEntry({
  id: 12,
  at: '2025-04-10T13:30:00.000Z',
  action: 'product.added',
  subject: 'Sharma Ji Mango Pickle 500 g (#3001)',
  before: null,
  after: { name: 'Sharma Ji Mango Pickle 500 g', price: 120, hidden: false },
});

/** The shop's log in pages of two, newest first. */
function logApi() {
  return scriptedApi({
    [LOG]: (_body, call) =>
      call.query.before === '39'
        ? { data: { entries: [ADDED], more: false } }
        : { data: { entries: [REPRICED, RESTOCKED], more: true } },
  });
}

describe("the owner's activity log (/shop/activity)", () => {
  it('shows who changed what when (India’s time), each field before → after, and older pages on asking', async () => {
    const api = logApi();
    vi.stubGlobal('fetch', api.fetch);
    renderStaffScreen(() => <ActivityPage />, OWNER);

    const repriced = await screen.findByRole('article', {
      name: 'Changed a product: Parle-G Gold Biscuits 800 g (#1166)',
    });
    expect(within(repriced).getByText('Ramesh · 12 Apr 2025, 3:45 pm')).toBeTruthy();
    expect(changesIn(repriced)).toEqual(['Price ₹90 → ₹85', 'In stock In stock → Out of stock']);

    const restocked = screen.getByRole('article', { name: /Mustard Oil/ });
    expect(within(restocked).getByText('Sunita · 12 Apr 2025, 9:32 am')).toBeTruthy();
    expect(changesIn(restocked)).toEqual(['Stock 0 → 24']);
    expect(api.callsTo(LOG).map((call) => call.query)).toEqual([{}]);

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    const added = await screen.findByRole('article', { name: 'Added a product: Sharma Ji Mango Pickle 500 g (#3001)' });
    expect(api.callsTo(LOG).map((call) => call.query)).toEqual([{}, { before: '39' }]);
    // A new product has no "before": only what it was made with.
    expect(changesIn(added)).toEqual(['Name Sharma Ji Mango Pickle 500 g', 'Price ₹120', 'Hidden Shown']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('speaks Hindi to an owner who chose हिन्दी', async () => {
    vi.stubGlobal('fetch', logApi().fetch);
    act(() => chooseLocale('hi'));
    renderStaffScreen(() => <ActivityPage />, OWNER);
    const repriced = await screen.findByRole('article', { name: 'सामान बदला: Parle-G Gold Biscuits 800 g (#1166)' });
    expect(changesIn(repriced)).toEqual(['दाम ₹90 → ₹85', 'उपलब्ध उपलब्ध → ख़त्म हो गया']);
    expect(screen.getByRole('button', { name: 'पुराने' })).toBeTruthy();
  });
});

/** Each changed field as its line reads: "Price ₹90 → ₹85". */
function changesIn(entry: HTMLElement): string[] {
  return Array.from(entry.querySelectorAll('.staff-activity__field'), (field) =>
    [field.querySelector('dt')?.textContent, field.querySelector('dd')?.textContent].join(' '),
  );
}
