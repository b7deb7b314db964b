import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateProductBody } from '#contract/shop-catalog';
import { chooseLocale } from '#src/lib/i18n/locale';
import { editorProduct } from '#src/test/catalog-editor';
import { scriptedApi } from '#src/test/fake-api';
import { OWNER, PACKER, renderStaffScreen } from '#src/test/staff';
import { ProductEditor } from './product-editor';

afterEach(() => vi.unstubAllGlobals());

const PRODUCT = '/api/shop/catalog/product';
const UPDATE = '/api/shop/catalog/update';
const PICTURE = '/api/shop/catalog/picture';

/** The shop as it answers: the product, and each change applied to it (its price never above its MRP). */
function editorApi(start = editorProduct()) {
  let product = start;
  return scriptedApi({
    [PRODUCT]: () => ({ data: product }),
    [UPDATE]: (body) => {
      const { productId: _id, ...changes } = body as UpdateProductBody;
      const next = { ...product, ...changes };
      if (next.price > next.mrp) {
        return {
          status: 422,
          message: 'The price ₹95 is above the MRP ₹90.',
          errors: { price: 'price is above the MRP' },
        };
      }
      product = next;
      return { data: product };
    },
    [PICTURE]: () => ({ data: { ...product, image: '/images/products/1166-0.webp?v=2' } }),
  });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('a product’s screen (/shop/catalog/<id>)', () => {
  it('lets the owner change price, stock, in stock and the alert: only what changed is sent, once, and a toast says so', async () => {
    const api = editorApi();
    vi.stubGlobal('fetch', api.fetch);
    const { toasts } = renderStaffScreen((member) => <ProductEditor productId={1166} member={member} />, OWNER);

    expect(await screen.findByRole('heading', { name: 'Parle-G Gold Biscuits 800 g' })).toBeTruthy();
    expect(screen.getByText('पारले-जी गोल्ड बिस्कुट 800 ग्राम')).toBeTruthy();
    expect(screen.getByText('Barcode 8901719104046')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture of Parle-G Gold Biscuits 800 g' }).getAttribute('src')).toBe(
      '/images/products/1166-0.webp',
    );
    expect((screen.getByLabelText('Price (₹)') as HTMLInputElement).value).toBe('90');

    type('Price (₹)', '85');
    type('Stock (packs on the shelf)', '30');
    type('Low-stock alert at', '8');
    fireEvent.click(screen.getByRole('switch', { name: /In stock/ }));
    expect(screen.getByText('Shown as out of stock.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(toasts.list().map((toast) => toast.message)).toEqual(['Saved: Parle-G Gold Biscuits 800 g']),
    );
    const [save] = api.callsTo(UPDATE);
    expect(save?.body).toEqual({ productId: 1166, price: 85, stock: 30, lowStockThreshold: 8, available: false });
    expect(save?.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    expect(await screen.findByText('Out of stock')).toBeTruthy();

    // Saved, the form is the product as the shop has it: saving again sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing changed yet.')).toBeTruthy();
    expect(api.callsTo(UPDATE)).toHaveLength(1);
  });

  it('refuses a price above the MRP before sending it, and shows the shop’s own refusal', async () => {
    const api = editorApi();
    vi.stubGlobal('fetch', api.fetch);
    renderStaffScreen((member) => <ProductEditor productId={1166} member={member} />, OWNER);
    await screen.findByRole('heading', { name: 'Parle-G Gold Biscuits 800 g' });

    type('Price (₹)', '120');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The price cannot be above the MRP (₹100).')).toBeTruthy();
    expect(screen.getByLabelText('Price (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(UPDATE)).toHaveLength(0);

    type('Price (₹)', '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole rupees, from ₹1 to ₹10,00,000.')).toBeTruthy();
    expect(api.callsTo(UPDATE)).toHaveLength(0);

    // Another phone lowered the MRP meanwhile: the shop refuses what this form could not know.
    const stale = editorApi(editorProduct({ mrp: 90 }));
    vi.stubGlobal('fetch', stale.fetch);
    type('Price (₹)', '95');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The price ₹95 is above the MRP ₹90.');
    expect(screen.getByText('price is above the MRP')).toBeTruthy();
  });

  it('shows a packer the same product with only its stock to change', async () => {
    const api = editorApi();
    vi.stubGlobal('fetch', api.fetch);
    renderStaffScreen((member) => <ProductEditor productId={1166} member={member} />, PACKER);
    await screen.findByRole('heading', { name: 'Parle-G Gold Biscuits 800 g' });

    expect(screen.getByText('₹90 · MRP ₹100')).toBeTruthy();
    expect(screen.getByText("You can change the stock. Prices and names are the owner's.")).toBeTruthy();
    expect(screen.queryByLabelText('Price (₹)')).toBeNull();
    expect(screen.queryByLabelText('MRP (₹)')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByLabelText('Hidden from shoppers')).toBeNull();
    expect(screen.queryByLabelText('Take or choose a new picture')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);

    type('Stock (packs on the shelf)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({ productId: 1166, stock: 0 });
  });

  it('with no signal says saving needs a connection, keeps what was typed, and sends the same change once', async () => {
    const api = editorApi();
    vi.stubGlobal('fetch', api.fetch);
    renderStaffScreen((member) => <ProductEditor productId={1166} member={member} />, OWNER);
    await screen.findByRole('heading', { name: 'Parle-G Gold Biscuits 800 g' });

    const keysSent: (string | null)[] = [];
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
      keysSent.push(new Headers(init?.headers).get('Idempotency-Key'));
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    type('Stock (packs on the shelf)', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Saving needs a connection. Your changes are still here: save again when you are online.',
    );
    expect((screen.getByLabelText('Stock (packs on the shelf)') as HTMLInputElement).value).toBe('40');

    // The try may have reached the shop after all: the same change goes again with the same key.
    vi.stubGlobal('fetch', api.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(keysSent).toHaveLength(1);
    expect(api.callsTo(UPDATE)[0]?.headers['idempotency-key']).toBe(keysSent[0]);
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({ productId: 1166, stock: 40 });
  });

  it("takes the card's picture again with the phone's camera, as view 0", async () => {
    const api = editorApi();
    vi.stubGlobal('fetch', api.fetch);
    const { toasts } = renderStaffScreen((member) => <ProductEditor productId={1166} member={member} />, OWNER);
    await screen.findByRole('heading', { name: 'Parle-G Gold Biscuits 800 g' });

    const input = screen.getByLabelText('Take or choose a new picture') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    const photo = new File([new Uint8Array(2048)], 'IMG_2041.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });

    await waitFor(() =>
      expect(toasts.list().map((toast) => toast.message)).toEqual(['Picture saved: Parle-G Gold Biscuits 800 g']),
    );
    const form = api.callsTo(PICTURE)[0]?.form;
    expect(form?.get('productId')).toBe('1166');
    expect(form?.get('view')).toBe('0');
    expect((form?.get('picture') as File | undefined)?.name).toBe('IMG_2041.jpg');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('That file is not a picture.');
    expect(api.callsTo(PICTURE)).toHaveLength(1);
  });

  it('speaks Hindi to staff who chose हिन्दी', async () => {
    vi.stubGlobal('fetch', editorApi().fetch);
    act(() => chooseLocale('hi'));
    renderStaffScreen((member) => <ProductEditor productId={1166} member={member} />, OWNER);
    await screen.findByRole('heading', { name: 'Parle-G Gold Biscuits 800 g' });
    expect(screen.getByLabelText('दाम (₹)')).toBeTruthy();
    expect(screen.getByLabelText('स्टॉक (शेल्फ़ पर कितने पैकेट)')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /उपलब्ध/ })).toBeTruthy();
    expect(screen.getByText('बारकोड 8901719104046')).toBeTruthy();

    type('दाम (₹)', '120');
    fireEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('दाम MRP (₹100) से ज़्यादा नहीं हो सकता।')).toBeTruthy();
  });
});
