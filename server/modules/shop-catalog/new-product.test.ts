import { describe, expect, it } from 'vitest';
import { newProductValues, searchTermsOf } from './new-product';

const PICKLE = {
  name: 'Karonda Pickle',
  brand: 'Ghar',
  category: 'Groceries',
  packSize: '400 g',
  price: 120,
  mrp: 140,
  stock: 12,
  description: 'Made at home.',
};

describe('a product the owner adds', () => {
  it('is found by its Hindi name read as the search reads a Devanagari keyword', () => {
    expect(searchTermsOf('बासमती चावल')).toEqual(['basmati', 'chawal']);
    expect(searchTermsOf(undefined)).toEqual([]);
    expect(newProductValues({ ...PICKLE, nameHi: 'करौंदा अचार' }, 3001, new Date()).searchTerms).toEqual([
      'karaunda',
      'achar',
    ]);
  });

  it('has no Hindi name when the form left it empty', () => {
    expect(newProductValues({ ...PICKLE, nameHi: '' }, 3001, new Date()).nameHi).toBeNull();
  });
});
