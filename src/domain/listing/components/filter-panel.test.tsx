import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { DEFAULT_FILTERS } from '../listing-params';
import { FilterPanel } from './filter-panel';

function renderPanel(filters = DEFAULT_FILTERS) {
  const onApply = vi.fn();
  const onReset = vi.fn();
  render(<FilterPanel filters={filters} brands={['Amul', 'Tata']} onApply={onApply} onReset={onReset} />);
  const min = screen.getByLabelText('Minimum price') as HTMLInputElement;
  const max = screen.getByLabelText('Maximum price') as HTMLInputElement;
  const apply = screen.getByRole('button', { name: 'Apply Filters' }) as HTMLButtonElement;
  return { onApply, onReset, min, max, apply };
}

describe('FilterPanel', () => {
  it('starts from the default range with inputs in steps of 10 and sliders of 0-5000', () => {
    const { min, max } = renderPanel();
    expect(min.value).toBe('0');
    expect(max.value).toBe('5000');
    expect(min.step).toBe('10');
    const lower = screen.getByRole('slider', { name: 'Lower price limit' }) as HTMLInputElement;
    const upper = screen.getByRole('slider', { name: 'Upper price limit' }) as HTMLInputElement;
    for (const slider of [lower, upper]) {
      expect([slider.min, slider.max, slider.step]).toEqual(['0', '5000', '10']);
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clamps typed prices to 0-10,000', () => {
    const { min, max } = renderPanel();
    fireEvent.change(max, { target: { value: '25000' } });
    expect(max.value).toBe('10000');
    fireEvent.change(min, { target: { value: '-40' } });
    expect(min.value).toBe('0');
  });

  it('shows the error, the banner and a disabled Apply while the range is invalid', () => {
    const { min, max, apply, onApply } = renderPanel();

    fireEvent.change(min, { target: { value: '3000' } });
    fireEvent.change(max, { target: { value: '2000' } });
    expect(screen.getByText('Minimum price must be less than maximum price')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please fix the errors below');
    expect(apply.disabled).toBe(true);
    expect(min.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(max, { target: { value: '3005' } });
    expect(screen.getByText('Price range must be at least ₹10')).toBeTruthy();
    expect(apply.disabled).toBe(true);

    fireEvent.change(min, { target: { value: '' } });
    expect(screen.getByText('Minimum price must be a valid number')).toBeTruthy();
    fireEvent.change(max, { target: { value: '' } });
    expect(screen.getByText('Maximum price must be a valid number')).toBeTruthy();

    fireEvent.submit(apply.form as HTMLFormElement);
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(min, { target: { value: '100' } });
    fireEvent.change(max, { target: { value: '900' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(apply.disabled).toBe(false);
  });

  it('passes the whole draft on with Apply', () => {
    const { min, max, apply, onApply } = renderPanel();
    fireEvent.change(min, { target: { value: '100' } });
    fireEvent.change(max, { target: { value: '900' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tata' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '4 stars & up' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '2 stars & up' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Discounted items only' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith({
      minPrice: 100,
      maxPrice: 900,
      brands: ['Tata'],
      ratings: [4, 2],
      discount: true,
      availability: true,
    });
  });

  it('moves the range with the sliders without letting the handles cross', () => {
    const { min, max } = renderPanel();
    fireEvent.change(screen.getByRole('slider', { name: 'Upper price limit' }), { target: { value: '1000' } });
    expect(max.value).toBe('1000');
    fireEvent.change(screen.getByRole('slider', { name: 'Lower price limit' }), { target: { value: '3000' } });
    expect(min.value).toBe('990');
  });

  it('Reset restores the defaults and tells the listing', () => {
    const { min, max, onReset } = renderPanel({
      ...DEFAULT_FILTERS,
      minPrice: 100,
      maxPrice: 400,
      brands: ['Amul'],
      discount: true,
    });
    expect((screen.getByRole('checkbox', { name: 'Amul' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(min.value).toBe('0');
    expect(max.value).toBe('5000');
    expect((screen.getByRole('checkbox', { name: 'Amul' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Discounted items only' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps a chosen brand listed when the results no longer carry it', () => {
    render(
      <FilterPanel
        filters={{ ...DEFAULT_FILTERS, brands: ['Dabur'] }}
        brands={['Amul']}
        onApply={vi.fn()}
        onReset={vi.fn()}
      />,
    );
    expect((screen.getByRole('checkbox', { name: 'Dabur' }) as HTMLInputElement).checked).toBe(true);
  });

  it('speaks Hindi when the shopper chose it', () => {
    act(() => chooseLocale('hi'));
    render(<FilterPanel filters={DEFAULT_FILTERS} brands={['Amul']} onApply={vi.fn()} onReset={vi.fn()} />);
    const min = screen.getByLabelText('कम से कम दाम');
    fireEvent.change(min, { target: { value: '3000' } });
    fireEvent.change(screen.getByLabelText('ज़्यादा से ज़्यादा दाम'), { target: { value: '3005' } });
    expect(screen.getByRole('alert').textContent).toBe('कृपया नीचे की ग़लतियाँ ठीक करें');
    expect(screen.getByText('दोनों दामों में कम से कम ₹10 का फ़र्क़ होना चाहिए')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '4 स्टार या उससे ज़्यादा' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Amul' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'छाँटकर दिखाएँ' })).toHaveProperty('disabled', true);
  });
});
