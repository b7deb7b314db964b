import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorProduct } from '#src/test/catalog-editor';
import { scriptedApi } from '#src/test/fake-api';
import { boardAnswer, OWNER, PACKER, RIDER, renderStaffPage } from '#src/test/staff';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const PARLE_G = editorProduct();
const OTHER_PARLE = editorProduct({
  id: 1167,
  name: 'Parle-G Biscuits 250 g',
  nameHi: 'पारले-जी बिस्कुट 250 ग्राम',
  barcode: '8901719101014',
  stock: 0,
  available: false,
});
const FIND = '/api/shop/catalog/find';
const PRODUCT = '/api/shop/catalog/product';

/** A screen's code comes as the page opens it (its first import in a test is slow). */
const SCREEN_LOADED = { timeout: 10_000 };

/** The shop's search: Parle-G by its English or Hindi name, each product by its barcode. */
function catalogApi() {
  return scriptedApi({
    [FIND]: (_body, call) => {
      if (call.query.barcode) {
        return { data: [PARLE_G, OTHER_PARLE].filter((product) => product.barcode === call.query.barcode) };
      }
      return { data: /parle|पारले/i.test(call.query.q ?? '') ? [PARLE_G, OTHER_PARLE] : [] };
    },
    [PRODUCT]: (_body, call) => ({ data: call.query.id === '1167' ? OTHER_PARLE : PARLE_G }),
    '/api/shop/orders': { data: boardAnswer([]) },
  });
}

function search(text: string) {
  fireEvent.change(screen.getByLabelText('Name or barcode'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('finding a product to change (/shop/catalog)', () => {
  it('finds products by their Hindi name, hidden and sold-out ones too, each opening its screen', async () => {
    const api = catalogApi();
    vi.stubGlobal('fetch', api.fetch);
    renderStaffPage('/shop/catalog', OWNER);
    await screen.findByRole('heading', { name: 'Products' }, SCREEN_LOADED);

    search('पारले');
    const results = await screen.findByRole('list', { name: 'Products found' });
    expect(api.callsTo(FIND).map((call) => call.query)).toEqual([{ q: 'पारले' }]);
    const rows = within(results).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('पारले-जी गोल्ड बिस्कुट 800 ग्राम')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/₹90 · MRP ₹100/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Out of stock')).toBeTruthy();

    fireEvent.click(rows[1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Parle-G Biscuits 250 g' }, SCREEN_LOADED)).toBeTruthy();
    expect(window.location.pathname).toBe('/shop/catalog/1167');
    expect(api.callsTo(PRODUCT).map((call) => call.query)).toEqual([{ id: '1167' }]);

    // Back from the product, the search is there as it was.
    fireEvent.click(screen.getByRole('link', { name: '← Products' }));
    expect(await screen.findByRole('list', { name: 'Products found' }, SCREEN_LOADED)).toBeTruthy();
    expect((screen.getByLabelText('Name or barcode') as HTMLInputElement).value).toBe('पारले');
  });

  it('a typed barcode (a laptop with no camera) opens its one product; going back does not open it again', async () => {
    const api = catalogApi();
    vi.stubGlobal('fetch', api.fetch);
    renderStaffPage('/shop/catalog', PACKER);
    await screen.findByRole('heading', { name: 'Products' }, SCREEN_LOADED);

    search(' 8901719104046 ');
    expect(await screen.findByRole('heading', { name: PARLE_G.name }, SCREEN_LOADED)).toBeTruthy();
    expect(window.location.pathname).toBe('/shop/catalog/1166');
    expect(api.callsTo(FIND).map((call) => call.query)).toEqual([{ barcode: '8901719104046' }]);

    await act(async () => {
      const moved = new Promise((done) => window.addEventListener('popstate', done, { once: true }));
      window.history.back();
      await moved;
    });
    expect(await screen.findByRole('list', { name: 'Products found' }, SCREEN_LOADED)).toBeTruthy();
    expect(window.location.pathname).toBe('/shop/catalog');
  });

  it('a barcode nobody has offers the owner to add it, the form starting with it; a packer only hears so', async () => {
    const api = catalogApi();
    vi.stubGlobal('fetch', api.fetch);
    const packer = renderStaffPage('/shop/catalog', PACKER);
    await screen.findByRole('heading', { name: 'Products' }, SCREEN_LOADED);
    search('4006381333931');
    expect(await screen.findByText('No product has the barcode 4006381333931.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a product with this barcode' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a product' })).toBeNull();
    packer.unmount();

    renderStaffPage('/shop/catalog', OWNER);
    await screen.findByRole('heading', { name: 'Products' }, SCREEN_LOADED);
    search('4006381333931');
    const add = await screen.findByRole('link', { name: 'Add a product with this barcode' });
    expect(add.getAttribute('href')).toBe('/shop/catalog/new?barcode=4006381333931');
    fireEvent.click(add);
    expect(await screen.findByRole('heading', { name: 'Add a product' }, SCREEN_LOADED)).toBeTruthy();
    expect((screen.getByLabelText('Barcode (EAN-13, optional)') as HTMLInputElement).value).toBe('4006381333931');
  });

  it("scans with the phone's rear camera through the browser's BarcodeDetector, then lets the camera go", async () => {
    const api = catalogApi();
    vi.stubGlobal('fetch', api.fetch);
    const frames: unknown[] = [];
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13', 'qr_code'];
        async detect(frame: unknown) {
          frames.push(frame);
          // The first frames show no barcode yet.
          return frames.length < 3 ? [] : [{ rawValue: '8901719101014' }];
        }
      },
    );
    const stop = vi.fn();
    const stream = Object.assign(new MediaStream(), { getTracks: () => [{ stop }] });
    const getUserMedia = vi.fn(async () => stream);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });

    renderStaffPage('/shop/catalog', PACKER);
    fireEvent.click(await screen.findByRole('button', { name: 'Scan barcode' }, SCREEN_LOADED));
    expect(await screen.findByText('Hold the barcode in the middle of the picture.')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(frames[0]).toBe(screen.getByLabelText('Camera'));

    expect(await screen.findByRole('heading', { name: OTHER_PARLE.name }, SCREEN_LOADED)).toBeTruthy();
    expect(api.callsTo(FIND).map((call) => call.query)).toEqual([{ barcode: '8901719101014' }]);
    expect(stop).toHaveBeenCalled();
  });

  it('says when the camera is not allowed, and the barcode can still be typed', async () => {
    vi.stubGlobal('fetch', catalogApi().fetch);
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    renderStaffPage('/shop/catalog', OWNER);
    fireEvent.click(await screen.findByRole('button', { name: 'Scan barcode' }, SCREEN_LOADED));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The camera is not allowed. Allow it in the browser's site settings, or type the barcode.",
    );
    expect(screen.getByRole('button', { name: 'Scan barcode' })).toBeTruthy();
  });

  it('is open to the owner and packers, its links in the header; adding and the log are the owner’s alone', async () => {
    vi.stubGlobal('fetch', catalogApi().fetch);
    const packer = renderStaffPage('/shop/catalog/new', PACKER);
    expect(await screen.findByRole('heading', { name: 'Orders' }, SCREEN_LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/shop/catalog');
    expect(screen.queryByRole('link', { name: 'Activity' })).toBeNull();
    packer.unmount();

    const rider = renderStaffPage('/shop/catalog/1166', RIDER);
    expect(await screen.findByRole('heading', { name: 'My deliveries' }, SCREEN_LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Products' })).toBeNull();
    rider.unmount();

    renderStaffPage('/shop/board', OWNER);
    fireEvent.click(await screen.findByRole('link', { name: 'Products' }, SCREEN_LOADED));
    expect(await screen.findByRole('heading', { name: 'Products' }, SCREEN_LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Activity' }).getAttribute('href')).toBe('/shop/activity');
  });
});
