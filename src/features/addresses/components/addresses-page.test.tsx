import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Address, lastDefaultMessage } from '#contract/address';
import { authQueries } from '#src/domain/session/auth.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { createQueryClient } from '#src/lib/query-client';
import { Toasts } from '#src/lib/toast';
import { HOME, WORK } from '#src/test/checkout';
import { scriptedApi } from '#src/test/fake-api';
import { endsWithTheTest, renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { AddressesPage } from './addresses-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/api/user/address/getUserAddresses';
const ADD = '/api/user/address/addAddress';
const EDIT = '/api/user/address/editAddress';
const DELETE = '/api/user/address/deleteAddress';

function stubApi(saved: Address[], handlers: Parameters<typeof scriptedApi>[0] = {}) {
  const api = scriptedApi({ [LIST]: () => ({ data: saved }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The texts a control's aria-describedby points at, as a screen reader reads them with it. */
const described = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openBook() {
  renderApp('/dashboard/addresses', { session: SHOPPER });
  await screen.findByRole('heading', { name: 'Address book' });
}

function fillRequired() {
  type('Name', 'Parents');
  type('Mobile number', '98765 43210');
  type('Street address', '7 Temple Street');
  type('Town or city', 'Mysuru');
  fireEvent.change(field('State'), { target: { value: 'Karnataka' } });
  type('PIN code', '570001');
}

describe('AddressesPage (/dashboard/addresses)', () => {
  it('lists the saved addresses with their type and default mark', async () => {
    const api = stubApi([HOME, { ...WORK, type: 'billing' }]);
    await openBook();

    const home = (await screen.findByRole('heading', { name: 'Home' })).closest('li') as HTMLElement;
    expect(within(home).getByText('Shipping')).toBeTruthy();
    expect(within(home).queryByText('Default')).toBeNull();
    expect(within(home).getByText(/12 MG Road/)).toBeTruthy();
    const work = screen.getByRole('heading', { name: 'Work' }).closest('li') as HTMLElement;
    expect(within(work).getByText('Billing')).toBeTruthy();
    expect(within(work).getByText('Default')).toBeTruthy();
    expect(api.callsTo(LIST)[0]?.query).toEqual({ userId: SHOPPER.id });
  });

  it('requires name, street, phone, city, state and postal code before sending anything', async () => {
    const api = stubApi([HOME, WORK]);
    await openBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await screen.findByRole('heading', { name: 'Add a new address' });
    type('Landmark (optional)', 'Near the lake');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(document.activeElement).toBe(field('Name'));
    expect(described(field('Name'))).toContain('Please enter a name for this address, for example Home or Work.');
    expect(described(field('Mobile number'))).toBe('Please enter a valid 10-digit mobile number.');
    expect(described(field('Street address'))).toContain('Please enter your flat or house number and street.');
    expect(described(field('Town or city'))).toBe('Please enter your town or city.');
    expect(described(field('State'))).toBe('Please choose your state.');
    expect(described(field('PIN code'))).toBe('Please enter a 6-digit PIN code.');
    for (const label of ['Name', 'Mobile number', 'Street address', 'Town or city', 'State', 'PIN code']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    // The optional ones carry no message, and what was typed stays.
    expect(field('Landmark (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(field('Landmark (optional)').value).toBe('Near the lake');
    expect(api.callsTo(ADD)).toHaveLength(0);
  });

  it('offers the five countries, India first and chosen, and shipping or billing', async () => {
    stubApi([]);
    await openBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const country = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    expect(Array.from(country.options, (option) => option.text)).toEqual([
      'India',
      'United States',
      'United Kingdom',
      'Canada',
      'Australia',
    ]);
    expect(country.value).toBe('India');
    const types = screen.getByRole('group', { name: 'Address type' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['shipping', 'billing']);
    expect(within(types).getByRole('radio', { name: 'Shipping' })).toHaveProperty('checked', true);
  });

  it('adds an address: the whole body is posted, then "Address added successfully!" over the list', async () => {
    const saved: Address[] = [HOME, WORK];
    const created: Address = {
      ...HOME,
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Parents',
      addressLine1: '7 Temple Street',
      city: 'Mysuru',
      postalCode: '570001',
      type: 'billing',
      isDefault: true,
    };
    const api = stubApi(saved, {
      [ADD]: () => {
        saved.push(created);
        return { data: created };
      },
    });
    await openBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await screen.findByRole('heading', { name: 'Add a new address' });
    fillRequired();
    fireEvent.click(screen.getByRole('radio', { name: 'Billing' }));
    // No billing address yet: this one will be the billing default whatever the box says.
    expect(screen.getByRole('checkbox', { name: 'Default billing address' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address added successfully!')).toBeTruthy();
    expect(api.callsTo(ADD)[0]).toMatchObject({
      method: 'POST',
      body: {
        userId: SHOPPER.id,
        name: 'Parents',
        type: 'billing',
        phone: '+919876543210',
        alternatePhone: null,
        addressLine1: '7 Temple Street',
        city: 'Mysuru',
        state: 'Karnataka',
        postalCode: '570001',
        country: 'India',
        isDefault: true,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Parents' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add a new address' })).toBeNull();
  });

  it('will not uncheck the only default of its type, and saves an edit as "Address updated successfully!"', async () => {
    const api = stubApi([HOME, WORK], {
      [EDIT]: (body) => ({ data: { ...WORK, ...(body as Partial<Address>) } }),
    });
    await openBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Work' }));
    await screen.findByRole('heading', { name: 'Edit Work' });
    expect(field('Name').value).toBe('Work');
    expect(field('Mobile number').value).toBe('9876543210');
    expect(field('Street address').value).toBe('Plot 4, HITEC City');

    const isDefault = screen.getByRole('checkbox', { name: 'Default shipping address' });
    expect(isDefault).toHaveProperty('checked', true);
    fireEvent.click(isDefault);
    expect(isDefault).toHaveProperty('checked', true);
    expect(described(isDefault)).toContain(lastDefaultMessage('shipping'));
    expect(lastDefaultMessage('shipping')).toBe(
      'At least one default shipping address is required. Set another address as default before unchecking this one.',
    );

    type('Town or city', 'Secunderabad');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Address updated successfully!')).toBeTruthy();
    expect(api.callsTo(EDIT)[0]).toMatchObject({
      method: 'PUT',
      query: { userId: SHOPPER.id },
      body: { id: WORK.id, city: 'Secunderabad', landmark: 'Cyber Towers', isDefault: true, type: 'shipping' },
    });
  });

  it('opens again on the form as typed when the phone ended the tab, a new address or an edit, until saved or cancelled', async () => {
    stubApi([HOME, WORK], { [EDIT]: (body) => ({ data: { ...WORK, ...(body as Partial<Address>) } }) });
    await openBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    type('Name', 'Parents');
    type('Street address', '7 Temple Street');

    // The shopper leaves for a chat to copy the PIN code; the phone ends the tab, which opens afresh on return.
    cleanup();
    await openBook();
    await screen.findByRole('heading', { name: 'Add a new address' });
    expect(field('Name').value).toBe('Parents');
    expect(field('Street address').value).toBe('7 Temple Street');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    expect(field('Name').value, 'cancelled: the next new address starts empty').toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Work' }));
    type('Town or city', 'Secunderabad');
    cleanup();
    await openBook();
    await screen.findByRole('heading', { name: 'Edit Work' });
    expect(field('Town or city').value).toBe('Secunderabad');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Address updated successfully!')).toBeTruthy();
    cleanup();
    await openBook();
    expect(await screen.findByRole('button', { name: 'Edit Work' }), 'saved: the list, not the form').toBeTruthy();
  });

  it('lets a non-default address be unchecked freely: another address is the default of its type', async () => {
    stubApi([HOME, WORK]);
    await openBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const isDefault = await screen.findByRole('checkbox', { name: 'Default shipping address' });
    expect(isDefault).toHaveProperty('checked', false);
    fireEvent.click(isDefault);
    expect(isDefault).toHaveProperty('checked', true);
    fireEvent.click(isDefault);
    expect(isDefault).toHaveProperty('checked', false);
    expect(screen.queryByText(lastDefaultMessage('shipping'))).toBeNull();
  });

  it('says "Failed to save address." with the server’s field refusals beside the fields, keeping what was typed', async () => {
    stubApi([HOME, WORK], {
      [ADD]: {
        status: 400,
        message: 'Invalid postalCode',
        errors: { postalCode: 'postalCode must be a 6-digit PIN code' },
      },
    });
    await openBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await screen.findByRole('heading', { name: 'Add a new address' });
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Failed to save address.')).toBeTruthy();
    expect(field('PIN code').getAttribute('aria-invalid')).toBe('true');
    expect(described(field('PIN code'))).toBe('Please enter a 6-digit PIN code.');
    expect(field('Name').value).toBe('Parents');
    expect(field('Street address').value).toBe('7 Temple Street');
    expect(field('PIN code').value).toBe('570001');
  });

  it('adds the server’s reason to "Failed to save address." when it is not about a field', async () => {
    stubApi([HOME, WORK], {
      [ADD]: { status: 409, message: 'You can keep at most 20 addresses. Delete one to add another.' },
    });
    await openBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await screen.findByRole('heading', { name: 'Add a new address' });
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('Failed to save address. You can keep at most 20 addresses. Delete one to add another.'),
    ).toBeTruthy();
    expect(field('Name').value).toBe('Parents');
  });

  it('deletes only after confirmation: DELETE with the id, then "Address deleted successfully."', async () => {
    const saved: Address[] = [HOME, WORK];
    const api = stubApi(saved, {
      [DELETE]: (_body, call) => {
        saved.splice(
          saved.findIndex((address) => address.id === call.query.id),
          1,
        );
        return { data: null };
      },
    });
    await openBook();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo(DELETE)).toHaveLength(0);

    // Keeping it asks nothing of the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(api.callsTo(DELETE)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('Address deleted successfully.')).toBeTruthy();
    expect(api.callsTo(DELETE)).toMatchObject([{ method: 'DELETE', query: { id: HOME.id, userId: SHOPPER.id } }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull());
    expect((dialog as HTMLDialogElement).open).toBe(false);
  });

  it('shows the server’s text when a delete is refused, and says offline when a proxy’s page answers instead', async () => {
    // (A 404 is no refusal here: the address is gone already, as asked; addresses.mutations.test.tsx.)
    const refusal = 'Something went wrong on our side. Please try again.';
    const api = stubApi([HOME, WORK], { [DELETE]: { status: 500, message: refusal } });
    await openBook();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();

    // A proxy's error page is no answer of ours: the shop was not reached.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(DELETE)
        ? new Response('<html>Bad gateway</html>', { status: 502 })
        : api.fetch(input, init),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete address' }));
    expect(
      await screen.findByText('Failed to delete address. You are offline: try again once you are connected.'),
    ).toBeTruthy();
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('speaks Hindi when the shopper chose हिन्दी: the book, its badges, the form and the delete dialog', async () => {
    stubApi([HOME, { ...WORK, type: 'billing' }]);
    act(() => chooseLocale('hi'));
    renderApp('/dashboard/addresses', { session: SHOPPER });
    await screen.findByRole('heading', { level: 1, name: 'मेरे पते' });
    await waitFor(() => expect(document.title).toBe('मेरे पते — Kirana'));
    // The labels the shop gives an unnamed address are words too; a name the shopper gave stays as written.
    const work = (await screen.findByRole('heading', { name: 'दफ़्तर' })).closest('li') as HTMLElement;
    expect(within(work).getByText('बिल')).toBeTruthy();
    expect(within(work).getByText('मुख्य')).toBeTruthy();

    expect(screen.getByRole('button', { name: 'घर बदलें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'घर हटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह पता हटाएँ?' });
    expect(within(dialog).getByText('घर')).toBeTruthy();
    expect(within(dialog).getByText('हटाने के बाद यह वापस नहीं आएगा।')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'रहने दें' }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'नया पता जोड़ें' }));
    await screen.findByRole('heading', { level: 2, name: 'नया पता जोड़ें' });
    const types = screen.getByRole('group', { name: 'पते की किस्म' });
    fireEvent.click(within(types).getByRole('radio', { name: 'बिल' }));
    expect(screen.getByRole('checkbox', { name: 'बिल का मुख्य पता' })).toHaveProperty('checked', false);
    fireEvent.click(within(types).getByRole('radio', { name: 'डिलीवरी' }));
    const isDefault = screen.getByRole('checkbox', { name: 'डिलीवरी का मुख्य पता' });
    expect(isDefault).toHaveProperty('checked', true);
    fireEvent.click(isDefault);
    expect(
      await screen.findByText('डिलीवरी का कम से कम एक मुख्य पता ज़रूरी है। इसका निशान हटाने से पहले किसी दूसरे पते को मुख्य बनाएँ।'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पता सेव करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });

  it('says "User not authenticated." and asks the server nothing when nobody is signed in', async () => {
    const api = stubApi([HOME]);
    const queryClient = endsWithTheTest(createQueryClient({ toasts: new Toasts() }));
    queryClient.setQueryData(authQueries.session().queryKey, null);
    const router = createRouter({
      routeTree: createRootRoute({ component: AddressesPage }),
      history: createMemoryHistory({ initialEntries: ['/dashboard/addresses'] }),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('User not authenticated.');
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
