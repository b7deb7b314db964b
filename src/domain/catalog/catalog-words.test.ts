import { describe, expect, it } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { catalogWords, descriptionOf } from './catalog-words';

const line = {
  description: 'Unpolished toor dal, rich in protein.',
  translations: { hi: { description: 'बिना पॉलिश की अरहर दाल, प्रोटीन से भरपूर।' } },
};

describe('the catalog’s words in the shopper’s language', () => {
  it('are its English for an English reader, even where the catalog has Hindi', () => {
    chooseLocale('en');
    expect(catalogWords(line.translations)).toBeUndefined();
    expect(descriptionOf(line)).toBe('Unpolished toor dal, rich in protein.');
  });

  it('are its Hindi for a Hindi reader', () => {
    chooseLocale('hi');
    expect(descriptionOf(line)).toBe('बिना पॉलिश की अरहर दाल, प्रोटीन से भरपूर।');
  });

  it('fall back to its English where the catalog has no Hindi: a shop’s own product, a copy saved before', () => {
    chooseLocale('hi');
    expect(descriptionOf({ description: line.description })).toBe(line.description);
    expect(descriptionOf({ description: line.description, translations: {} })).toBe(line.description);
  });
});
