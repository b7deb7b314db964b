import { HINDI_WORDS } from './search.hindi-words';

/**
 * Keywords typed in Devanagari (issue 15). The catalog is written in Latin letters, its Hindi words too
 * ('atta', 'chawal': the products' search terms), so a Devanagari word is read in Latin letters before
 * it is searched: a word of the shop's Hindi vocabulary (search.hindi-words.ts) as the catalog spells
 * it, any other word by a plain transliteration, which typo tolerance takes the rest of the way when
 * its spelling is not quite the catalog's. Latin text passes through unchanged.
 */

const NUKTA = '\u093c';
const CANDRABINDU = '\u0901';
const ANUSVARA = '\u0902';
const VISARGA = '\u0903';
const VIRAMA = '\u094d';

/** A run of Devanagari letters, signs and digits: the block less the dandas (U+0964, U+0965), which end a word. */
const DEVANAGARI_RUN = /[\u0900-\u0963\u0966-\u097f]+/g;

export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097f]/.test(text);
}

/**
 * One spelling for the ways the same word is typed:
 * - NFC; the nukta letters (ज़ U+095B, ड़ …) are composition exclusions, so NFC writes them as two code
 *   points (ज + ़) whichever way they were typed;
 * - no nukta: shoppers and many keyboards leave it out (जीरा for ज़ीरा), and the Latin spellings the
 *   catalog knows do not tell ज़ from ज either ('jeera', 'zeera');
 * - candrabindu as anusvara (गेहूँ, गेहूं), and a nasal consonant with virama before a stop as anusvara
 *   too (हिन्दी, हिंदी): both are written either way (not before य, र, a sibilant or another nasal:
 *   कन्या and अन्न are written only so);
 * - no zero-width joiner or non-joiner: they only change how a conjunct is drawn.
 */
export function foldDevanagari(text: string): string {
  return text
    .replace(/[\u200c\u200d]/g, '')
    .normalize('NFD')
    .replaceAll(NUKTA, '')
    .normalize('NFC')
    .replaceAll(CANDRABINDU, ANUSVARA)
    .replace(/[ङञणनम]\u094d(?=[कखगघचछजझटठडढतथदधपफबभ])/g, ANUSVARA);
}

// A simplified Hunterian scheme, as Hindi is commonly typed in Latin letters ('chawal', 'haldi'): no
// diacritics, aspirates with an h, retroflex and dental alike.
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** Vowel signs (matras). Long ī and ū are written 'ee' and 'oo' inside a word ('jeera', 'doodh'). */
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'ॅ': 'e',
  'े': 'e',
  'ै': 'ai',
  'ॉ': 'o',
  'ो': 'o',
  'ौ': 'au',
};

/** Vowels standing alone; आ is 'aa' ('aam', 'aata': one a would read as अ). */
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ऍ: 'e',
  ए: 'e',
  ऐ: 'ai',
  ऑ: 'o',
  ओ: 'o',
  औ: 'au',
};

/** A long vowel ending a word is written short, as shoppers write it: 'haldi', 'kaju', 'gehun' (not 'doodh'). */
const WORD_FINAL: Readonly<Record<string, string>> = { ee: 'i', oo: 'u' };

type Token =
  | { type: 'consonant'; latin: string }
  | { type: 'vowel'; latin: string }
  /** The vowel a consonant carries when no vowel sign or virama follows it; Hindi leaves it unsaid in places. */
  | { type: 'schwa'; said: boolean }
  | { type: 'nasal' }
  | { type: 'other'; latin: string };

function tokensOf(word: string): Token[] {
  const tokens: Token[] = [];
  const chars = [...word];
  chars.forEach((char, i) => {
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      // च doubling छ is not written: मच्छर 'machhar', not 'machchhar'.
      const latin = char === 'च' && chars[i + 1] === VIRAMA && chars[i + 2] === 'छ' ? '' : consonant;
      tokens.push({ type: 'consonant', latin });
      const next = chars[i + 1];
      if (next !== VIRAMA && (next === undefined || VOWEL_SIGNS[next] === undefined)) {
        tokens.push({ type: 'schwa', said: true });
      }
      return;
    }
    const vowel = VOWEL_SIGNS[char] ?? VOWELS[char];
    if (vowel !== undefined) tokens.push({ type: 'vowel', latin: vowel });
    else if (char === ANUSVARA) tokens.push({ type: 'nasal' });
    else if (char === VISARGA) tokens.push({ type: 'other', latin: 'h' });
    else if (char >= '०' && char <= '९') tokens.push({ type: 'other', latin: String(char.charCodeAt(0) - 0x966) });
    // Virama was dealt with at its consonant; signs with no sound of their own (avagraha, …) are dropped.
  });
  return tokens;
}

const isVowel = (token: Token | undefined) => token?.type === 'vowel' || (token?.type === 'schwa' && token.said);

/**
 * Hindi leaves the inherent vowel unsaid at the end of a word (नमक 'namak', not 'namaka') and, reading
 * from the left, between a vowel and consonant and a consonant and vowel (नमकीन 'namkeen', बासमती
 * 'basmati', अदरक 'adrak'), never twice in a row. A simplification of the rule of Hindi phonology: a
 * compound sometimes comes out wrong (अगरबत्ती 'agrabatti'), which the vocabulary table settles for the
 * words the shop sells. An unfinished word (typed so far) loses its last inherent vowel too, as the
 * shopper may be about to type a vowel sign or a virama ('चाव' is 'chav', the start of 'chaval').
 */
function dropSchwas(tokens: Token[], unfinished: boolean) {
  const last = tokens.at(-1);
  const saidBefore = tokens.slice(0, -1).some(isVowel);
  if (last?.type === 'schwa' && (unfinished || saidBefore)) last.said = false;
  tokens.forEach((token, i) => {
    if (token.type !== 'schwa' || !token.said) return;
    const [before, consonant, next, nextVowel] = [tokens[i - 2], tokens[i - 1], tokens[i + 1], tokens[i + 2]];
    if (consonant?.type === 'consonant' && isVowel(before) && next?.type === 'consonant' && isVowel(nextVowel)) {
      token.said = false;
    }
  });
}

/**
 * A Devanagari word (folded: foldDevanagari) in Latin letters, lower case, as a shopper would type it:
 * 'बासमती' -> 'basmati', 'नमकीन' -> 'namkeen'. `unfinished`: the word may be only its first letters.
 */
export function transliterate(word: string, options: { unfinished?: boolean } = {}): string {
  const tokens = tokensOf(word);
  dropSchwas(tokens, options.unfinished ?? false);
  // A long vowel is written short when it is the last sound of the word (a nasal may follow it).
  const lastSound = tokens.findLastIndex((token) => token.type === 'consonant' || isVowel(token));
  return tokens
    .map((token, i) => {
      if (token.type === 'consonant' || token.type === 'other') return token.latin;
      if (token.type === 'schwa') return token.said ? 'a' : '';
      if (token.type === 'nasal') {
        // Before p, b or m the anusvara is said m (चंपी 'champi'), elsewhere n (मूंग 'moong').
        const next = tokens[i + 1];
        return next?.type === 'consonant' && /^[pbm]/.test(next.latin) ? 'm' : 'n';
      }
      return i === lastSound ? (WORD_FINAL[token.latin] ?? token.latin) : token.latin;
    })
    .join('');
}

/** The vocabulary by folded spelling, so ज़ीरा and जीरा (and गेहूँ and गेहूं) find one entry. */
const vocabulary = new Map(
  Object.entries(HINDI_WORDS).map(([hindi, latin]) => [foldDevanagari(hindi), { hindi, latin }]),
);

/** A folded Devanagari word as the catalog spells it: from the vocabulary, else transliterated. */
function readWord(word: string): string {
  return vocabulary.get(word)?.latin ?? transliterate(word);
}

/**
 * The keyword with each Devanagari word read in Latin letters ('टाटा नमक' -> 'tata namak'), for
 * searchProducts. The keyword is returned as it is when it holds no Devanagari.
 */
export function latinKeyword(keyword: string): string {
  if (!hasDevanagari(keyword)) return keyword;
  return foldDevanagari(keyword).replace(DEVANAGARI_RUN, readWord);
}

/** Each Latin spelling of the vocabulary in Devanagari, as first listed ('chawal' -> चावल). */
const DEVANAGARI_SPELLING = new Map<string, string>();
for (const [hindi, latin] of Object.entries(HINDI_WORDS)) {
  if (!DEVANAGARI_SPELLING.has(latin)) DEVANAGARI_SPELLING.set(latin, hindi);
}
/** The words that join a Hindi phrase ('sarson ka tel'): never searched for alone, so not in the vocabulary. */
const JOINING_WORDS: Readonly<Record<string, string>> = { ka: 'का', ki: 'की', ke: 'के' };

/**
 * A Hindi phrase the catalog writes in Latin letters ('sarson ka tel') in Devanagari (सरसों का तेल), for a
 * shopper typing Devanagari; a phrase with a word the vocabulary does not hold stays as written.
 */
export function devanagariPhrase(phrase: string): string {
  const words = phrase.toLowerCase().split(' ');
  const spelled = words.map((word) => DEVANAGARI_SPELLING.get(word) ?? JOINING_WORDS[word]);
  return spelled.every((word) => word !== undefined) ? spelled.join(' ') : phrase;
}

/** One way to read a keyword that is still being typed, for suggestions. */
export interface PrefixReading {
  /** The keyword in Latin letters, its last word perhaps unfinished. */
  latin: string;
  /** The keyword in Devanagari with its last word completed to a vocabulary word ('हल्' -> 'हल्दी'). */
  hindi?: string;
}

/** Most vocabulary words a Devanagari prefix is completed to; each costs the suggestions a query. */
const MAX_COMPLETIONS = 3;

/**
 * The ways to read a keyword being typed, best first, for getSearchSuggestions: when its last word is
 * Devanagari, first the vocabulary words it is the start of (an exact word first, then the shortest:
 * 'दा' -> 'दाल' before 'दालचीनी'), then its transliteration, unfinished ('हल्' -> 'haldi', then 'hal').
 * The transliteration is needed beside the vocabulary: 'नमकी' is not the start of 'namkeen' in Latin
 * letters, and 'बास' is not the start of any vocabulary word but is of 'basmati'. A keyword without
 * Devanagari has one reading, itself.
 */
export function prefixReadings(keyword: string): PrefixReading[] {
  if (!hasDevanagari(keyword)) return [{ latin: keyword }];
  const folded = foldDevanagari(keyword);
  const lastRun = [...folded.matchAll(DEVANAGARI_RUN)].at(-1);
  const typedLast = lastRun?.[0] ?? '';
  // Only a Devanagari word at the end is being typed ('नमक tata' is read whole).
  if (!lastRun || lastRun.index + typedLast.length !== folded.length) return [{ latin: latinKeyword(keyword) }];
  const head = folded.slice(0, lastRun.index);
  const latinHead = head.replace(DEVANAGARI_RUN, readWord);
  // A word ending in a nasal consonant may be the start of a word folded to an anusvara: 'शैम' of शैम्पू (शैंपू).
  const starts = [typedLast, typedLast.replace(/[ङञणनम]\u094d?$/, ANUSVARA)];
  const completions = [...vocabulary]
    .filter(([key]) => starts.some((start) => key.startsWith(start)))
    .sort(([a], [b]) => a.length - b.length)
    .slice(0, MAX_COMPLETIONS)
    .map(([, word]) => ({ latin: `${latinHead}${word.latin}`, hindi: `${head}${word.hindi}` }));
  const spelled = `${latinHead}${transliterate(typedLast, { unfinished: true })}`;
  return [...completions, ...(completions.some((c) => c.latin === spelled) ? [] : [{ latin: spelled }])];
}
