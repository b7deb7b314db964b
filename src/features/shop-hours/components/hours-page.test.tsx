import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopHours, WeeklyHours } from '#contract/shop-hours';
import { chooseLocale } from '#src/lib/i18n/locale';
import { scriptedApi } from '#src/test/fake-api';
import { boardAnswer, OWNER, PACKER, renderStaffPage, renderStaffScreen } from '#src/test/staff';
import { HoursPage } from './hours-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The tests start at 10:00 am in India on Tuesday 24 Nov 2026 (src/test/clock.ts).
const OPEN: ShopHours = { weeklyHours: null, holidays: [], pause: null, now: { state: 'open' } };
const PAUSED: ShopHours = {
  ...OPEN,
  pause: { until: '2026-11-24T11:00:00.000Z', reason: 'Stock arriving' },
  now: {
    state: 'paused',
    until: '2026-11-24T11:00:00.000Z',
    opensAt: '2026-11-24T11:00:00.000Z',
    reason: 'Stock arriving',
    deliverBy: '2026-11-24T11:30:00.000Z',
  },
};

/** The owner's calls, answering with the hours as a server would after each change. */
function ownerApi(start: ShopHours = OPEN) {
  let hours = start;
  const api = scriptedApi({
    '/api/shop/hours': () => ({ data: hours }),
    '/api/shop/hours/pause': () => {
      hours = PAUSED;
      return { data: hours };
    },
    '/api/shop/hours/resume': () => {
      hours = OPEN;
      return { data: hours };
    },
    '/api/shop/hours/update': (body) => {
      hours = { ...hours, ...(body as Partial<ShopHours>) };
      return { data: hours };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const openHours = () => renderStaffScreen(() => <HoursPage />, OWNER);

describe('HoursPage (/shop/hours)', () => {
  it('pauses orders for 30 minutes with the reason shoppers see, then resumes them', async () => {
    const api = ownerApi();
    openHours();
    expect(await screen.findByText('Open: orders start at once.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '30 minutes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason shoppers see' }), {
      target: { value: ' Stock arriving ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pause orders' }));
    expect(await screen.findByText('Paused until 4:30 pm: Stock arriving')).toBeTruthy();
    const [pause] = api.callsTo('/api/shop/hours/pause');
    expect(pause?.body).toEqual({ minutes: 30, reason: 'Stock arriving' });
    expect(pause?.headers['idempotency-key']).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resume orders now' }));
    expect(await screen.findByText('Open: orders start at once.')).toBeTruthy();
    expect(api.callsTo('/api/shop/hours/resume')).toHaveLength(1);
  });

  it('asks for a reason and for 5 to 480 minutes before sending anything', async () => {
    const api = ownerApi();
    openHours();
    await screen.findByText('Open: orders start at once.');
    fireEvent.click(screen.getByRole('button', { name: 'Pause orders' }));
    expect(screen.getByRole('alert').textContent).toBe('Write the reason shoppers will see.');

    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason shoppers see' }), { target: { value: 'Wedding' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause orders' }));
    expect(screen.getByRole('alert').textContent).toBe('Pause for 5 to 480 minutes.');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes' }), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause orders' }));
    await waitFor(() => expect(api.callsTo('/api/shop/hours/pause')).toHaveLength(1));
    expect(api.callsTo('/api/shop/hours/pause')[0]?.body).toEqual({ minutes: 90, reason: 'Wedding' });
  });

  it('sets the week: each day 7 am to 10 pm to start from, Sunday shut, Saturday until midnight', async () => {
    const api = ownerApi();
    openHours();
    const week = (await screen.findByRole('heading', { name: 'Weekly hours' })).closest('form') as HTMLElement;
    fireEvent.click(within(week).getByRole('checkbox', { name: 'Open round the clock' }));
    const sunday = within(week).getByText('Sunday').closest('li') as HTMLElement;
    fireEvent.click(within(sunday).getByRole('checkbox', { name: 'Closed all day' }));
    fireEvent.change(within(week).getByLabelText('Saturday closes'), { target: { value: '00:00' } });

    // Closing before opening is caught on the phone.
    fireEvent.change(within(week).getByLabelText('Monday closes'), { target: { value: '06:00' } });
    fireEvent.click(within(week).getByRole('button', { name: 'Save hours' }));
    expect(within(week).getByRole('status').textContent).toBe('Monday: closing must be after opening.');
    expect(api.callsTo('/api/shop/hours/update')).toHaveLength(0);

    fireEvent.change(within(week).getByLabelText('Monday closes'), { target: { value: '22:00' } });
    fireEvent.click(within(week).getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(api.callsTo('/api/shop/hours/update')).toHaveLength(1));
    const day = [{ open: '07:00', close: '22:00' }];
    const expected: WeeklyHours = {
      mon: day,
      tue: day,
      wed: day,
      thu: day,
      fri: day,
      sat: [{ open: '07:00', close: '24:00' }],
      sun: [],
    };
    expect(api.callsTo('/api/shop/hours/update')[0]?.body).toEqual({ weeklyHours: expected });
  });

  it('adds a holiday with its reason and removes it, each saved at once', async () => {
    const api = ownerApi();
    openHours();
    const holidays = (await screen.findByRole('region', { name: 'Holidays' })) as HTMLElement;
    expect(within(holidays).getByText('No holidays ahead.')).toBeTruthy();
    fireEvent.change(within(holidays).getByLabelText('Day'), { target: { value: '2026-11-28' } });
    fireEvent.change(within(holidays).getByRole('textbox', { name: 'The holiday, as shoppers see it' }), {
      target: { value: 'Diwali' },
    });
    fireEvent.click(within(holidays).getByRole('button', { name: 'Add holiday' }));
    expect(await within(holidays).findByText('Diwali', { exact: false })).toBeTruthy();
    expect(api.callsTo('/api/shop/hours/update')[0]?.body).toEqual({
      holidays: [{ day: '2026-11-28', reason: 'Diwali' }],
    });

    fireEvent.click(within(holidays).getByRole('button', { name: 'Remove the holiday on Sat, 28 Nov, 2026' }));
    expect(await within(holidays).findByText('No holidays ahead.')).toBeTruthy();
    expect(api.callsTo('/api/shop/hours/update')[1]?.body).toEqual({ holidays: [] });
  });

  it('in Hindi', async () => {
    act(() => chooseLocale('hi'));
    ownerApi(PAUSED);
    openHours();
    expect(await screen.findByRole('heading', { level: 1, name: 'दुकान खुलने का समय' })).toBeTruthy();
    expect(await screen.findByText('शाम 4:30 तक ऑर्डर रुके हैं: Stock arriving')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ऑर्डर अभी फिर शुरू करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'हफ़्ते का समय' })).toBeTruthy();
  });

  it("is the owner's screen at /shop/hours, linked from the frame; a packer gets the board there", async () => {
    ownerApi();
    const { unmount } = renderStaffPage('/shop/hours', OWNER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Opening hours' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hours' }).getAttribute('aria-current')).toBe('page');
    unmount();

    vi.stubGlobal('fetch', scriptedApi({ '/api/shop/orders': { data: boardAnswer([], { new: 0 }) } }).fetch);
    renderStaffPage('/shop/hours', PACKER);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Hours' })).toBeNull();
  });
});
