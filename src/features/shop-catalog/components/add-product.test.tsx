import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddProductBody } from '#contract/shop-catalog';
import { editorProduct } from '#src/test/catalog-editor';
import { scriptedApi } from '#src/test/fake-api';
import { OWNER, renderStaffScreen } from '#src/test/staff';
import { AddProduct } from './add-product';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const ADD = '/api/shop/catalog/add';
const PICTURE = '/api/shop/catalog/picture';
const PICKLE = editorProduct({
  id: 3001,
  name: 'Sharma Ji Mango Pickle 500 g',
  nameHi: 'शर्मा जी आम का अचार 500 ग्राम',
  brand: 'Sharma Ji',
  category: 'Spices & Dry Fruits',
  packSize: '500 g',
  barcode: '4006381333931',
  price: 120,
  mrp: 140,
  stock: 12,
  image: '/images/placeholder.svg',
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillPickle() {
  await screen.findByRole('heading', { name: 'Add a product' });
  type('Name (English)', 'Sharma Ji Mango Pickle 500 g');
  type('Name in Hindi (optional)', 'शर्मा जी आम का अचार 500 ग्राम');
  type('Brand', 'Sharma Ji');
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Spices & Dry Fruits' } });
  type('Pack size (e.g. 500 g, 1 L)', '500 g');
  type('Barcode (EAN-13, optional)', '4006381333931');
  type('Price (₹)', '120');
  type('MRP (₹)', '140');
  type('Stock (packs on the shelf)', '12');
  type('Description', 'Raw mango pickled in mustard oil, the way Lucknow makes it.');
  type('Features (one a line, optional)', 'No preservatives\n\n  Made in Lucknow  ');
}

describe('adding a product (/shop/catalog/new)', () => {
  it('adds the product, then sends its pictures in order (view 0 first), and opens its screen', async () => {
    const order: string[] = [];
    const api = scriptedApi({
      [ADD]: () => {
        order.push('add');
        return { data: PICKLE };
      },
      [PICTURE]: (_body, call) => {
        order.push(`picture ${call.form?.get('view')}`);
        return { data: { ...PICKLE, image: '/images/products/3001-0.webp' } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { toasts } = renderStaffScreen(() => <AddProduct />, OWNER);
    await fillPickle();

    const camera = screen.getByLabelText('Take a picture') as HTMLInputElement;
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    const front = new File([new Uint8Array(4096)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const back = new File([new Uint8Array(4096)], 'IMG_0002.jpg', { type: 'image/jpeg' });
    fireEvent.change(camera, { target: { files: [front] } });
    fireEvent.change(screen.getByLabelText('Take a picture'), { target: { files: [back] } });
    expect(await screen.findByRole('img', { name: 'Picture 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add the product' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shop/catalog/3001'));
    expect(order).toEqual(['add', 'picture 0', 'picture 1']);
    expect(api.callsTo(ADD)[0]?.body).toEqual({
      name: 'Sharma Ji Mango Pickle 500 g',
      nameHi: 'शर्मा जी आम का अचार 500 ग्राम',
      brand: 'Sharma Ji',
      category: 'Spices & Dry Fruits',
      packSize: '500 g',
      barcode: '4006381333931',
      price: 120,
      mrp: 140,
      stock: 12,
      description: 'Raw mango pickled in mustard oil, the way Lucknow makes it.',
      features: ['No preservatives', 'Made in Lucknow'],
    } satisfies AddProductBody);
    expect(api.callsTo(ADD)[0]?.headers['idempotency-key']).toBeTruthy();
    const [first, second] = api.callsTo(PICTURE).map((call) => call.form);
    expect(first?.get('productId')).toBe('3001');
    expect((first?.get('picture') as File | undefined)?.name).toBe('IMG_0001.jpg');
    expect((second?.get('picture') as File | undefined)?.name).toBe('IMG_0002.jpg');
    expect(toasts.list().map((toast) => toast.message)).toEqual(['Added: Sharma Ji Mango Pickle 500 g']);
  });

  it('checks the barcode, the money and what is required before sending anything', async () => {
    const api = scriptedApi({ [ADD]: { data: PICKLE } });
    vi.stubGlobal('fetch', api.fetch);
    renderStaffScreen(() => <AddProduct />, OWNER);
    await fillPickle();
    type('Barcode (EAN-13, optional)', '4006381333932');
    type('Price (₹)', '150');
    type('Brand', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Add the product' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields marked below.');
    expect(screen.getByText('That is not a valid EAN-13: check the 13 digits under the barcode.')).toBeTruthy();
    expect(screen.getByText('The price cannot be above the MRP (₹140).')).toBeTruthy();
    expect(screen.getByLabelText('Brand').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(ADD)).toHaveLength(0);
  });

  it("shows the shop's field errors beside their fields, and sends no picture for a product refused", async () => {
    const api = scriptedApi({
      [ADD]: {
        status: 400,
        message: 'Please check: packSize, features',
        errors: { packSize: 'packSize must be at most 30 characters', 'features.1': 'a feature is required' },
      },
      [PICTURE]: { data: PICKLE },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderStaffScreen(() => <AddProduct />, OWNER);
    await fillPickle();
    fireEvent.change(screen.getByLabelText('Take a picture'), {
      target: { files: [new File([new Uint8Array(10)], 'IMG_0003.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the product' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check: packSize, features');
    expect(screen.getByText('packSize must be at most 30 characters')).toBeTruthy();
    expect(screen.getByText('a feature is required')).toBeTruthy();
    expect(screen.getByLabelText('Pack size (e.g. 500 g, 1 L)').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(PICTURE)).toHaveLength(0);
    expect(window.location.pathname).toBe('/');
  });

  it('keeps the product when its picture is refused, and says to add the picture on its screen', async () => {
    const api = scriptedApi({
      [ADD]: { data: PICKLE },
      [PICTURE]: { status: 415, message: 'The picture must be a JPEG, PNG or WebP.' },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { toasts } = renderStaffScreen(() => <AddProduct />, OWNER);
    await fillPickle();
    fireEvent.change(screen.getByLabelText('Take a picture'), {
      target: { files: [new File([new Uint8Array(10)], 'IMG_0004.heic', { type: 'image/heic' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the product' }));

    await waitFor(() => expect(window.location.pathname).toBe('/shop/catalog/3001'));
    expect(toasts.list().map((toast) => toast.message)).toEqual([
      'Added: Sharma Ji Mango Pickle 500 g',
      'The product is added, but its picture was not: The picture must be a JPEG, PNG or WebP. Add it again on this screen.',
    ]);
  });
});
