import { describe, expect, it } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { specificationLabel, specificationValue } from './specification-words';

describe('specification words', () => {
  it('words the labels and the regular values in Hindi, leaving the rest as the catalog wrote it', () => {
    chooseLocale('hi');
    expect(specificationLabel('Shelf Life')).toBe('कब तक चलेगा');
    expect(specificationLabel('Country of Origin')).toBe('कहाँ बना');
    expect(specificationValue('Shelf Life', '9 months')).toBe('9 महीने');
    expect(specificationValue('Shelf Life', '15 days (refrigerated)')).toBe('15 दिन (फ़्रिज में)');
    expect(specificationValue('Shelf Life', '6 months (unopened)')).toBe('6 महीने (बिना खोले)');
    expect(specificationValue('Veg/Non-Veg', 'Veg')).toBe('शाकाहारी');
    expect(specificationValue('Country of Origin', 'India')).toBe('भारत');
    expect(specificationValue('Country of Origin', 'USA')).toBe('संयुक्त राज्य');
    expect(specificationValue('Pack Size', 'Pack of 62')).toBe('62 का पैक');
    expect(specificationValue('Pack Size', 'Pack of 12 Cones')).toBe('Pack of 12 Cones');
    // A label or value the shop has no words for is shown as written, not dropped.
    expect(specificationLabel('Fragrance')).toBe('Fragrance');
    expect(specificationValue('Ingredients', 'Potato, edible vegetable oil')).toBe('Potato, edible vegetable oil');
    expect(specificationValue('Country of Origin', 'Atlantis')).toBe('Atlantis');
  });

  it('keeps the English as the catalog wrote it, naming countries in full', () => {
    expect(specificationLabel('Pack Size')).toBe('Pack Size');
    expect(specificationValue('Shelf Life', '15 days (refrigerated)')).toBe('15 days (refrigerated)');
    expect(specificationValue('Veg/Non-Veg', 'Veg')).toBe('Veg');
    expect(specificationValue('Pack Size', 'Pack of 62')).toBe('Pack of 62');
    expect(specificationValue('Country of Origin', 'UAE')).toBe('United Arab Emirates');
  });
});
