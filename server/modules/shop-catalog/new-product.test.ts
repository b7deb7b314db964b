import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './new-product';

describe('a product the owner adds', () => {
  it('is found by its Hindi name read as the search reads a Devanagari keyword', () => {
    expect(searchTermsOf('बासमती चावल')).toEqual(['basmati', 'chawal']);
    expect(searchTermsOf(undefined)).toEqual([]);
  });
});
