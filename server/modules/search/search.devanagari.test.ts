import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../catalog-data/generate';
import { foldDevanagari, hasDevanagari, latinKeyword, prefixReadings, transliterate } from './search.devanagari';
import { HINDI_WORDS } from './search.hindi-words';

const JA_NUKTA_PRECOMPOSED = '\u095b\u0940\u0930\u093e'; // ज़ीरा as one code point for ज़
const JA_NUKTA_COMBINING = '\u091c\u093c\u0940\u0930\u093e'; // ज़ीरा as ज + ़
const JA_PLAIN = 'जीरा';

describe('foldDevanagari', () => {
  it('writes ज़ीरा typed precomposed, with a combining nukta or without one alike', () => {
    expect(JA_NUKTA_PRECOMPOSED).not.toBe(JA_NUKTA_COMBINING);
    expect(foldDevanagari(JA_NUKTA_PRECOMPOSED)).toBe(JA_PLAIN);
    expect(foldDevanagari(JA_NUKTA_COMBINING)).toBe(JA_PLAIN);
    expect(foldDevanagari(JA_PLAIN)).toBe(JA_PLAIN);
    // ड़ too, and ऩ, which NFC composes rather than splits.
    expect(foldDevanagari('गुड़')).toBe('गुड');
    expect(foldDevanagari('\u0929')).toBe('न');
  });

  it('writes candrabindu as anusvara, and a nasal consonant with virama before a stop too', () => {
    expect(foldDevanagari('गेहूँ')).toBe('गेहूं');
    expect(foldDevanagari('हिन्दी')).toBe('हिंदी');
    expect(foldDevanagari('चम्पी')).toBe('चंपी');
    // Only before a stop: कन्या and अन्न are written only so.
    expect(foldDevanagari('अन्न')).toBe('अन्न');
    expect(foldDevanagari('कन्या')).toBe('कन्या');
  });

  it('drops zero-width joiners and non-joiners', () => {
    expect(foldDevanagari('हल्\u200cदी')).toBe('हल्दी');
    expect(foldDevanagari('हल्\u200dदी')).toBe('हल्दी');
  });

  it('leaves Latin text alone', () => {
    expect(foldDevanagari('tata salt 1 kg')).toBe('tata salt 1 kg');
    expect(hasDevanagari('tata salt')).toBe(false);
    expect(hasDevanagari('tata नमक')).toBe(true);
  });
});

describe('transliterate', () => {
  it.each([
    // the inherent vowel unsaid at the end of a word, and between VC and CV
    ['नमक', 'namak'],
    ['चावल', 'chaval'],
    ['नमकीन', 'namkeen'],
    ['बासमती', 'basmati'],
    ['अदरक', 'adrak'],
    ['सरसों', 'sarson'],
    ['कपड़े', 'kapde'],
    ['शहद', 'shahad'],
    ['अरहर', 'arhar'],
    // a virama joins consonants; aspirates take an h
    ['हल्दी', 'haldi'],
    ['मिर्च', 'mirch'],
    ['मक्खन', 'makkhan'],
    ['छोले', 'chhole'],
    ['मच्छर', 'machhar'],
    // long vowels: 'ee' and 'oo' inside a word, short at its end
    ['जीरा', 'jeera'],
    ['पनीर', 'paneer'],
    ['दूध', 'doodh'],
    ['चीनी', 'cheeni'],
    ['काजू', 'kaju'],
    ['घी', 'ghi'],
    ['राई', 'rai'],
    // आ standing alone, the anusvara as n or (before p, b, m) m, the visarga as h, digits
    ['आटा', 'aata'],
    ['आम', 'aam'],
    ['गेहूं', 'gehun'],
    ['मूंग', 'moong'],
    ['चंपी', 'champi'],
    ['दुःख', 'duhkh'],
    ['१२', '12'],
  ])('%s -> %s', (hindi, latin) => {
    expect(transliterate(foldDevanagari(hindi))).toBe(latin);
  });

  it('keeps the last inherent vowel of an unfinished word unsaid, whatever came before', () => {
    expect(transliterate('चाव', { unfinished: true })).toBe('chav');
    expect(transliterate('बास', { unfinished: true })).toBe('bas');
    expect(transliterate('च', { unfinished: true })).toBe('ch');
    expect(transliterate('च')).toBe('cha');
    expect(transliterate('हल्', { unfinished: true })).toBe('hal');
  });
});

describe('latinKeyword', () => {
  it('reads vocabulary words as the catalog spells them', () => {
    expect(latinKeyword('आटा')).toBe('atta');
    expect(latinKeyword('चावल')).toBe('chawal');
    expect(latinKeyword('हल्दी')).toBe('haldi');
    expect(latinKeyword('दाल')).toBe('dal');
    expect(latinKeyword('शैम्पू')).toBe('shampoo');
  });

  it('reads ज़ीरा however it was typed as jeera', () => {
    for (const typed of [JA_NUKTA_PRECOMPOSED, JA_NUKTA_COMBINING, JA_PLAIN]) expect(latinKeyword(typed)).toBe('jeera');
  });

  it('transliterates words outside the vocabulary', () => {
    expect(HINDI_WORDS).not.toHaveProperty(['बासमती']);
    expect(latinKeyword('बासमती')).toBe('basmati');
  });

  it('reads each Devanagari word of a keyword and keeps Latin words and punctuation', () => {
    expect(latinKeyword('टाटा नमक')).toBe('tata namak');
    expect(latinKeyword('tata नमक')).toBe('tata namak');
    expect(latinKeyword('काली मिर्च।')).toBe('kali mirch।');
    expect(latinKeyword('amul butter')).toBe('amul butter');
  });
});

describe('prefixReadings', () => {
  it('completes an unfinished Devanagari word to vocabulary words, shortest first, then spells it', () => {
    expect(prefixReadings('हल्')).toEqual([{ latin: 'haldi', hindi: 'हल्दी' }, { latin: 'hal' }]);
    expect(prefixReadings('आट')).toEqual([{ latin: 'atta', hindi: 'आटा' }, { latin: 'aat' }]);
    expect(prefixReadings('दा')).toEqual([
      { latin: 'dal', hindi: 'दाल' },
      { latin: 'dalchini', hindi: 'दालचीनी' },
      { latin: 'da' },
    ]);
    expect(prefixReadings('बास')).toEqual([{ latin: 'bas' }]);
  });

  it('reads the words before the last whole, and a keyword not ending in Devanagari once', () => {
    expect(prefixReadings('टाटा नम')[0]).toEqual({ latin: 'tata namak', hindi: 'टाटा नमक' });
    expect(prefixReadings('नमक tata')).toEqual([{ latin: 'namak tata' }]);
    expect(prefixReadings('amu')).toEqual([{ latin: 'amu' }]);
  });

  it('completes a word ending in a nasal consonant to one written with an anusvara', () => {
    expect(prefixReadings('शैम')[0]).toEqual({ latin: 'shampoo', hindi: 'शैम्पू' });
    expect(prefixReadings('शैम्')[0]).toEqual({ latin: 'shampoo', hindi: 'शैम्पू' });
  });
});

describe('the vocabulary', () => {
  const catalog = generateCatalog();
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((word) => word !== '');
  /** What the exact stage of search finds: each word in the name or terms, or the whole keyword a term. */
  const finds = (product: (typeof catalog)[number], latin: string) =>
    product.searchTerms.includes(latin) ||
    wordsOf(latin).every((word) => wordsOf(product.name).includes(word) || product.searchTerms.includes(word));

  it('points only at words the catalog has, and holds Devanagari words only, each once when folded', () => {
    const folded = Object.keys(HINDI_WORDS).map(foldDevanagari);
    expect(new Set(folded).size).toBe(folded.length);
    for (const [hindi, latin] of Object.entries(HINDI_WORDS)) {
      expect(hindi, hindi).toMatch(/^[\u0900-\u097f]+$/);
      expect(latin, hindi).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(
        catalog.some((product) => finds(product, latin)),
        `${hindi} -> ${latin}`,
      ).toBe(true);
    }
  });

  it('reaches every kind of product the shop sells, in a word or (a few) in a phrase', () => {
    // Kinds the catalog knows only by a Hindi phrase, reached word by word through the transliteration.
    const phrases = ['काली मिर्च', 'चावल का आटा', 'नारियल पानी', 'दूध पाउडर', 'कद्दू के बीज'];
    const readings = [...Object.keys(HINDI_WORDS), ...phrases].map(latinKeyword);
    const unreached = [...new Set(catalog.map((product) => product.kind))].filter(
      (kind) => !catalog.some((product) => product.kind === kind && readings.some((latin) => finds(product, latin))),
    );
    expect(unreached).toEqual([]);
  });
});
