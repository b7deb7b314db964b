import type { SearchSuggestion } from '../../../contract/search';
import type { ProductRow } from '../catalog/catalog.repo';

/** The name without its pack size: 'Amul Butter 500 g (Pack of 2)' -> 'Amul Butter'. */
export function productTitle(row: Pick<ProductRow, 'name' | 'packSize'>): string {
  return row.name.endsWith(row.packSize) ? row.name.slice(0, -row.packSize.length).trim() : row.name;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The prefix rule of the database query: each typed word is a word of `text`, the last may be unfinished. */
export function matchesPrefix(text: string, typed: readonly string[]): boolean {
  const words = wordsOf(text);
  return typed.every((word, i) =>
    i === typed.length - 1 ? words.some((w) => w.startsWith(word)) : words.includes(word),
  );
}

/** Broad suggestions (a brand, a kind, a Hindi word) come before narrower ones. */
const Tier = { Exact: 0, Broad: 1, BrandAndKind: 2, Product: 3 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

interface Candidate {
  text: string;
  tier: Tier;
  isTerm?: boolean;
  /** Offered even though the words are not in it (they matched the product elsewhere). */
  alwaysMatches?: boolean;
}

function candidatesOf(row: ProductRow, typed: readonly string[]): Candidate[] {
  const pair = row.brand.toLowerCase().includes(row.kind.toLowerCase()) ? row.brand : `${row.brand} ${row.kind}`;
  // Found by a whole Hindi word ('chawal'), the product's kind ('Basmati Rice') is what the word means.
  const foundByTerm = row.searchTerms.some((term) => typed.every((word) => wordsOf(term).includes(word)));
  return [
    { text: row.brand, tier: Tier.Broad },
    { text: row.kind, tier: Tier.Broad },
    ...row.searchTerms.map((term) => ({ text: term, tier: Tier.Broad, isTerm: true })),
    { text: row.kind, tier: Tier.Broad, alwaysMatches: foundByTerm },
    { text: pair, tier: Tier.BrandAndKind },
    // The product was found by the words, so its own name is a fair suggestion wherever they matched.
    { text: productTitle(row), tier: Tier.Product, alwaysMatches: true },
  ];
}

export interface SuggestionBatch {
  /** The words the products were found by: as typed, or the corrections of a typo. */
  words: readonly string[];
  /** Most popular first. */
  rows: readonly ProductRow[];
}

/** How a product's Hindi word is written in a suggestion: as the catalog writes it, or in Devanagari. */
export type TermSpelling = (term: string) => string;
const asWritten: TermSpelling = (term) => term;

/**
 * Suggestion lines from the matching products: each product offers the broadest text not offered yet
 * that matches the words (its brand, kind or Hindi word, then brand and kind, then its own name),
 * labelled with its subcategory. A text equal to what was typed comes first, then broad before narrow,
 * then by popularity; matches of what was typed come before those of corrected typos. Hindi words are
 * written by `spellTerm`; brands, kinds and names stay as printed.
 */
export function buildSuggestions(
  batches: readonly SuggestionBatch[],
  limit: number,
  spellTerm: TermSpelling = asWritten,
): SearchSuggestion[] {
  const seen = new Set<string>();
  const picked: { suggestion: SearchSuggestion; batch: number; tier: Tier; order: number }[] = [];
  batches.forEach(({ words, rows }, batchIndex) => {
    const typed = words.map((word) => word.toLowerCase());
    for (const row of rows) {
      // One spelling of a Hindi word per product ('chawal', not 'chaval' too), though a longer phrase
      // holding every typed word ('nariyal tel' after 'tel') is a useful refinement.
      const termTaken = row.searchTerms.some((term) => seen.has(term.toLowerCase()));
      const candidate = candidatesOf(row, typed).find(
        (c) =>
          (c.alwaysMatches || matchesPrefix(c.text, typed)) &&
          !seen.has(c.text.toLowerCase()) &&
          !(termTaken && c.isTerm && !typed.every((word) => wordsOf(c.text).includes(word))),
      );
      if (!candidate) continue;
      const text = candidate.text.toLowerCase();
      seen.add(text);
      picked.push({
        suggestion: { text: candidate.isTerm ? spellTerm(candidate.text) : candidate.text, category: row.categoryId },
        batch: batchIndex,
        tier: wordsOf(text).join(' ') === typed.join(' ') ? Tier.Exact : candidate.tier,
        order: picked.length,
      });
    }
  });
  picked.sort((a, b) => a.batch - b.batch || a.tier - b.tier || a.order - b.order);
  return picked.slice(0, limit).map((p) => p.suggestion);
}

/** A Devanagari keyword completed to a vocabulary word ('हल्' -> हल्दी), and the products its Latin reading found. */
export interface Completion {
  hindi: string;
  /** 'haldi' */
  latin: string;
  /** Most popular first. */
  rows: readonly ProductRow[];
}

/**
 * Suggestions for a Devanagari prefix: first the keyword completed to each vocabulary word, in
 * Devanagari (what the shopper is typing), labelled with the subcategory of the most popular product
 * carrying the whole words ('dal', not just a word starting with it: dalda); then the suggestions the
 * products offer, as for Latin text, less those completions (offered already), their Hindi words written
 * by `spellTerm` (in Devanagari for a shopper typing it).
 */
export function withCompletions(
  completions: readonly Completion[],
  batches: readonly SuggestionBatch[],
  limit: number,
  spellTerm: TermSpelling = asWritten,
): SearchSuggestion[] {
  const words: SearchSuggestion[] = [];
  for (const { hindi, latin, rows } of completions) {
    const typed = wordsOf(latin);
    const carrier = rows.find(
      (row) =>
        row.searchTerms.includes(latin) ||
        typed.every((w) => wordsOf(row.name).includes(w) || row.searchTerms.includes(w)),
    );
    if (carrier) words.push({ text: hindi, category: carrier.categoryId });
  }
  const offered = new Set(completions.flatMap((c) => [c.latin, c.hindi]));
  const rest = buildSuggestions(batches, limit + completions.length, spellTerm).filter(
    (s) => !offered.has(s.text.toLowerCase()),
  );
  return [...words, ...rest].slice(0, limit);
}
