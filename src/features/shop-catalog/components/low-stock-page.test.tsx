import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorProduct } from '#src/test/catalog-editor';
import { scriptedApi } from '#src/test/fake-api';
import { PACKER, renderStaffPage } from '#src/test/staff';

afterEach(() => vi.unstubAllGlobals());

const MUSTARD_OIL = editorProduct({
  id: 2040,
  name: 'Fortune Kachi Ghani Mustard Oil 1 L',
  nameHi: 'फ़ॉर्च्यून कच्ची घानी सरसों का तेल 1 लीटर',
  category: 'Cooking Oils',
  stock: 0,
  available: false,
  lowStockThreshold: 6,
});
const PARLE_G = editorProduct({ stock: 2, lowStockThreshold: 5 });

describe('low stock (/shop/low-stock)', () => {
  it("lists what is at or under its alert, the emptiest first, each opening to restock it (a packer's too)", async () => {
    const api = scriptedApi({
      '/api/shop/catalog/lowStock': { data: [MUSTARD_OIL, PARLE_G] },
      '/api/shop/catalog/product': { data: MUSTARD_OIL },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderStaffPage('/shop/low-stock', PACKER);

    const list = await screen.findByRole('list', { name: 'Low stock' }, { timeout: 10_000 });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/shop/catalog/2040', '/shop/catalog/1166']);
    expect(within(rows[0] as HTMLElement).getByText('0 left · alert at 6')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Out of stock')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('2 left · alert at 5')).toBeTruthy();

    fireEvent.click(rows[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: MUSTARD_OIL.name }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText('Stock (packs on the shelf)')).toBeTruthy();
  });

  it('says when nothing is running low', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/shop/catalog/lowStock': { data: [] } }).fetch);
    renderStaffPage('/shop/low-stock', PACKER);
    expect(await screen.findByText('Nothing is running low.', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
