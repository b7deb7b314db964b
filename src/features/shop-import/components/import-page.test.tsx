import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '#contract/shop-csv';
import { scriptedApi } from '#src/test/fake-api';
import { boardAnswer, OWNER, PACKER, renderStaffPage } from '#src/test/staff';

afterEach(() => vi.unstubAllGlobals());

/** A screen's code comes as the page opens it (its first import in a test is slow). */
const SCREEN_LOADED = { timeout: 10_000 };
const IMPORT = '/api/shop/catalog/import';

const dryRun: ImportResult = {
  dryRun: true,
  applied: false,
  lines: 2940,
  products: 2,
  changes: [
    { line: 14, productId: 12, name: 'Parle-G 250 g', field: 'price', before: 25, after: 28 },
    { line: 14, productId: 12, name: 'Parle-G 250 g', field: 'available', before: true, after: false },
  ],
  added: [
    {
      line: 2942,
      productId: null,
      name: 'Ghar ka Aam Achaar',
      brand: 'Sharma Foods',
      packSize: '400 g',
      price: 120,
      stock: 12,
    },
  ],
  errors: [],
};

function chooseFile(text = 'id,name\n12,Parle-G 250 g\n') {
  const input = screen.getByLabelText('Choose the edited file');
  fireEvent.change(input, {
    target: { files: [new File([text], 'catalog.csv', { type: 'application/vnd.ms-excel' })] },
  });
}

describe('prices and stock by CSV (/shop/import)', () => {
  it('offers the download, shows the dry run of the chosen file, then applies it and says how many changed', async () => {
    const api = scriptedApi({
      [IMPORT]: (_body, call) =>
        call.query.dryRun === 'true'
          ? { data: dryRun }
          : { data: { ...dryRun, dryRun: false, applied: true, added: [{ ...dryRun.added[0], productId: 2941 }] } },
    });
    const files: Blob[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof Blob) files.push(init.body);
      return api.fetch(input, init);
    });
    renderStaffPage('/shop/import', OWNER);

    expect(await screen.findByRole('heading', { name: 'Prices and stock by CSV' }, SCREEN_LOADED)).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download the catalog (CSV)' });
    expect(download.getAttribute('href')).toBe('/api/shop/catalog/export');
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Prices by CSV' }).getAttribute('aria-current')).toBe('page');

    chooseFile();
    expect(await screen.findByText('The file changes 2 products. Check the changes, then apply them.')).toBeTruthy();
    // The file goes as it is, as CSV whatever the phone called it, and only as a dry run.
    expect(api.callsTo(IMPORT)).toHaveLength(1);
    expect(api.callsTo(IMPORT)[0]).toMatchObject({ method: 'POST', query: { dryRun: 'true' } });
    expect(files[0]?.type).toBe('text/csv');
    expect(await files[0]?.text()).toBe('id,name\n12,Parle-G 250 g\n');

    const [changes, added] = screen.getAllByRole('table');
    const rows = within(changes as HTMLElement)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'RowProductWhatNowFrom the file',
      '14Parle-G 250 g #12Price₹25₹28',
      '14Parle-G 250 g #12In stockYesNo',
    ]);
    expect(within(added as HTMLElement).getAllByRole('row')[1]?.textContent).toBe(
      '2942Ghar ka Aam AchaarSharma Foods400 g₹12012',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Apply to 2 products' }));
    expect(await screen.findByText('Done: 2 products changed.')).toBeTruthy();
    expect(api.callsTo(IMPORT)[1]?.query).toEqual({ dryRun: 'false' });
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('lists the bad rows by their spreadsheet numbers and offers no apply', async () => {
    const bad: ImportResult = {
      ...dryRun,
      products: 0,
      changes: [],
      added: [],
      errors: [
        { line: 4, column: 'stock', reason: 'stock cannot be negative' },
        { line: 9, column: 'name', reason: 'name holds a formula a spreadsheet would run' },
        { line: 9, column: 'price', reason: 'price ₹200 is above the MRP ₹150' },
      ],
    };
    vi.stubGlobal('fetch', scriptedApi({ [IMPORT]: { data: bad } }).fetch);
    renderStaffPage('/shop/import', OWNER);
    await screen.findByRole('heading', { name: 'Prices and stock by CSV' }, SCREEN_LOADED);

    chooseFile();
    expect((await screen.findByRole('alert')).textContent).toBe(
      '2 rows have mistakes: nothing will change. Fix them and choose the file again.',
    );
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'RowWhat is wrong',
      '4stock cannot be negative',
      '9name holds a formula a spreadsheet would run',
      '9price ₹200 is above the MRP ₹150',
    ]);
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('shows a whole file refused, in the server’s words, and an apply refused with its rows', async () => {
    let answer: 'too-large' | 'fine' = 'too-large';
    vi.stubGlobal(
      'fetch',
      scriptedApi({
        [IMPORT]: (_body, call) => {
          if (answer === 'too-large') {
            return { status: 413, message: 'The file is larger than 20 MB: split it into smaller files.' };
          }
          if (call.query.dryRun === 'true') return { data: dryRun };
          return {
            status: 400,
            message: 'Nothing was changed: 1 line has a mistake.',
            errors: { '14': 'barcode is already product #7’s' },
          };
        },
      }).fetch,
    );
    renderStaffPage('/shop/import', OWNER);
    await screen.findByRole('heading', { name: 'Prices and stock by CSV' }, SCREEN_LOADED);

    chooseFile();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file is larger than 20 MB: split it into smaller files.',
    );
    answer = 'fine';
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to 2 products' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Nothing was changed: 1 line has a mistake.Row 14: barcode is already product #7’s',
      ),
    );
  });

  it('is the owner’s alone: a packer at /shop/import gets the board', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/shop/orders': { data: boardAnswer([], { new: 0 }) } }).fetch);
    renderStaffPage('/shop/import', PACKER);
    expect(await screen.findByRole('heading', { name: 'Orders' }, SCREEN_LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Prices by CSV' })).toBeNull();
  });
});
