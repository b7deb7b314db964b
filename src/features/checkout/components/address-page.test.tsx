import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#contract/address';
import { addressDraftAtom } from '#src/domain/checkout/address-draft.atoms';
import { checkoutAddressAtom, checkoutCartItemsAtom, resetCheckoutAtom } from '#src/domain/checkout/checkout.atoms';
import { DAL, HOME, WORK } from '#src/test/checkout';
import { scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';

const store = getDefaultStore();

beforeEach(() => {
  store.set(checkoutCartItemsAtom, [DAL]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  store.set(resetCheckoutAtom);
});

function stubApi(saved: Address[], handlers: Parameters<typeof scriptedApi>[0] = {}) {
  const api = scriptedApi({
    '/api/user/cart/getCartItems': { data: [DAL] },
    '/api/user/address/getUserAddresses': () => ({ data: saved }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('AddressPage (/address)', () => {
  it('preselects the default address; the one chosen is stored for checkout and the shopper goes on to /payment', async () => {
    const api = stubApi([HOME, WORK]);
    const { router } = renderApp('/address', { session: SHOPPER });

    await screen.findByRole('heading', { name: 'Delivery address' });
    const work = await screen.findByRole('radio', { name: /Work/ });
    const home = screen.getByRole('radio', { name: /Home/ });
    expect(work).toHaveProperty('checked', true);
    expect(home).toHaveProperty('checked', false);
    expect(api.callsTo('/api/user/address/getUserAddresses')[0]?.query).toEqual({ userId: SHOPPER.id });
    expect(screen.getByRole('navigation', { name: 'Checkout progress' })).toBeTruthy();

    fireEvent.click(home);
    expect(home).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await screen.findByRole('heading', { name: 'Payment' });
    expect(router.state.location.pathname).toBe('/payment');
    expect(store.get(checkoutAddressAtom)).toEqual(HOME);
  });

  it('opens again on the address the shopper picked, not the default, after the phone ended the tab', async () => {
    stubApi([HOME, WORK]);
    renderApp('/address', { session: SHOPPER });
    fireEvent.click(await screen.findByRole('radio', { name: /Home/ }));

    cleanup();
    renderApp('/address', { session: SHOPPER });
    expect(await screen.findByRole('radio', { name: /Home/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Work/ })).toHaveProperty('checked', false);
  });

  it('opens the form for a shopper with no address, checks it before sending and keeps what was typed', async () => {
    const api = stubApi([]);
    renderApp('/address', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Add a new address' });

    type('Flat, house no., building, street', '  ');
    type('Landmark (optional)', 'Near the temple');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    const phone = field('Mobile number');
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const described = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described(phone)).toBe('Please enter a valid 10-digit mobile number.');
    expect(described(field('Flat, house no., building, street'))).toBe(
      'Please enter your flat or house number and street.',
    );
    expect(described(field('Town or city'))).toBe('Please enter your town or city.');
    expect(described(field('State'))).toBe('Please choose your state.');
    expect(described(field('PIN code'))).toBe('Please enter a 6-digit PIN code.');
    expect(field('Landmark (optional)').value).toBe('Near the temple');
    expect(api.callsTo('/api/user/address/addAddress')).toHaveLength(0);

    // Correcting a field takes its message away.
    type('Town or city', 'Chennai');
    expect(field('Town or city').getAttribute('aria-invalid')).toBeNull();
  });

  it('offers the spec’s four states first, then the rest of India', async () => {
    stubApi([]);
    renderApp('/address', { session: SHOPPER });
    const state = (await screen.findByLabelText('State')) as HTMLSelectElement;
    const names = Array.from(state.options, (option) => option.text);
    expect(names.slice(0, 5)).toEqual(['Choose a state', 'Andhra Pradesh', 'Telangana', 'Tamil Nadu', 'Karnataka']);
    expect(names).toContain('Maharashtra');
    expect(names).toContain('Delhi');
    expect(names).toHaveLength(5 + 32);
  });

  it('country code +91 is the default, and choosing a code sets the country', async () => {
    stubApi([]);
    renderApp('/address', { session: SHOPPER });
    const code = (await screen.findByLabelText('Country code')) as HTMLSelectElement;
    expect(code.value).toBe('+91');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('India');

    fireEvent.change(code, { target: { value: '+44' } });
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('United Kingdom');
    // Outside India the state is typed and the postal code is not a PIN.
    expect(screen.getByLabelText('State, province or region').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Postal code')).toBeTruthy();
  });

  it('posts the right body, selects the new address and proceeds with it', async () => {
    const saved: Address[] = [];
    const created: Address = {
      ...HOME,
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Work',
      alternatePhone: '+919123456789',
      addressLine1: '3rd Floor, Cyber Pearl',
      addressLine2: 'Madhapur',
      landmark: 'Opposite Inorbit Mall',
      district: 'Rangareddy',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500081',
      isDefault: true,
    };
    const api = stubApi(saved, {
      '/api/user/address/addAddress': () => {
        saved.push(created);
        return { data: created };
      },
    });
    const { router } = renderApp('/address', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Add a new address' });

    fireEvent.click(screen.getByRole('radio', { name: 'Work' }));
    type('Mobile number', '98765 43210');
    type('Alternate mobile number (optional)', '91234 56789');
    type('Flat, house no., building, street', '3rd Floor, Cyber Pearl');
    type('Area, sector, village (optional)', 'Madhapur');
    type('Landmark (optional)', 'Opposite Inorbit Mall');
    type('District (optional)', 'Rangareddy');
    type('Town or city', 'Hyderabad');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Telangana' } });
    type('PIN code', '500081');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await screen.findByText('Address added successfully! It is selected for this order.');
    expect(api.callsTo('/api/user/address/addAddress')[0]?.body).toEqual({
      userId: SHOPPER.id,
      name: 'Work',
      type: 'shipping',
      phone: '+919876543210',
      alternatePhone: '+919123456789',
      addressLine1: '3rd Floor, Cyber Pearl',
      addressLine2: 'Madhapur',
      landmark: 'Opposite Inorbit Mall',
      district: 'Rangareddy',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500081',
      country: 'India',
    });
    expect(store.get(addressDraftAtom).addressLine1).toBe('');
    const list = screen.getByRole('group', { name: 'Deliver to' });
    expect(within(list).getByRole('radio', { name: /Cyber Pearl/ })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(store.get(checkoutAddressAtom)?.id).toBe(created.id);
  });

  it('shows the server’s refusal beside its field and keeps what was typed', async () => {
    stubApi([], {
      '/api/user/address/addAddress': {
        status: 400,
        message: 'Invalid postalCode',
        errors: { postalCode: 'postalCode must be a 6-digit PIN code' },
      },
    });
    renderApp('/address', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Add a new address' });
    type('Mobile number', '9876543210');
    type('Flat, house no., building, street', '12 MG Road');
    type('Town or city', 'Bengaluru');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Karnataka' } });
    type('PIN code', '560001');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Invalid postalCode')).toBeTruthy();
    expect(field('PIN code').getAttribute('aria-invalid')).toBe('true');
    expect(field('Flat, house no., building, street').value).toBe('12 MG Road');
    expect(field('PIN code').value).toBe('560001');
  });
});
