import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { dataSaverChoiceAtom } from '#src/lib/data-saver';
import { ProductGallery } from './product-gallery';

const IMAGES = ['/images/products/7/0.svg', '/images/products/7/1.svg', '/images/products/7/2.svg'];

afterEach(() => act(() => getDefaultStore().set(dataSaverChoiceAtom, RESET)));

describe('ProductGallery with the data saver', () => {
  it('loads only the first picture until the shopper asks for all of them', async () => {
    getDefaultStore().set(dataSaverChoiceAtom, 'on');
    const { container } = render(<ProductGallery images={IMAGES} title="Toor Dal 1 kg" />);
    const sources = () => new Set([...container.querySelectorAll('img')].map((img) => img.getAttribute('src')));
    expect(sources()).toEqual(new Set([IMAGES[0]]));
    fireEvent.click(screen.getByRole('button', { name: 'Show all 3 pictures' }));
    expect(await screen.findByRole('button', { name: 'Show image 3 of 3' })).toBeTruthy();
    expect(sources()).toEqual(new Set(IMAGES));
  });

  it('shows every picture when the data saver is off', () => {
    const { container } = render(<ProductGallery images={IMAGES} title="Toor Dal 1 kg" />);
    expect(new Set([...container.querySelectorAll('img')].map((img) => img.getAttribute('src')))).toEqual(
      new Set(IMAGES),
    );
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
