import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, searches } from '../../db/schema';
import { latinKeyword } from './search.devanagari';

/**
 * A catalog word stands in for a typed word when pg_trgm's word_similarity between them reaches this.
 * 0.5, not pg_trgm's default 0.6: 'colgte' scores 0.57 against 'Colgate Toothpaste 100g'.
 */
const FUZZY_THRESHOLD = 0.5;
/** Corrections scoring this close to the best one are kept too ('chawal' and 'chaval' alike). */
const CORRECTION_TIE = 0.05;
/** Product names sampled per typed word to find the catalog words it may be a typo of. */
const NAMES_SAMPLED = 40;
/** Words of a keyword that count; the keyword is at most 100 characters anyway. */
const MAX_WORDS = 6;

/** Must repeat the expression of the products_search_idx index (schema.ts) for the index to be used. */
const searchDocument = sql`(to_tsvector('simple', ${products.name}) || array_to_tsvector(${products.searchTerms}))`;

/**
 * How keywords are compared and stored: trimmed, NFC (a Devanagari word typed with precomposed or
 * combining characters is one keyword), lower case, single spaces.
 */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
}

const WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** The words of a keyword, as letters, marks and digits only (what the text-search parser sees as words). */
export function keywordWords(keyword: string): string[] {
  const words = normaliseKeyword(keyword)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_WORDS);
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Ids only (the cards come from the read model), so even every match of a broad keyword stays cheap. */
function findProducts(db: Db, match: SQL | undefined, category: string | undefined, order: SQL[], limit?: number) {
  const query = db
    .select({ id: products.id })
    .from(products)
    // Hidden products are in no answer (decision 114): left out here, they take no place in a limited list.
    .where(
      and(match, eq(products.hidden, false), category === undefined ? undefined : eq(products.categoryId, category)),
    )
    .orderBy(...order, desc(products.popularity), asc(products.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Every typed word is a word of the name or one of the Hindi terms; or the Hindi terms hold the whole
 * keyword ('sendha namak').
 */
function exactMatch(keyword: string): SQL {
  return sql`(${searchDocument} @@ plainto_tsquery('simple', ${keyword}) OR ${products.searchTerms} @> ${textArray([keyword])})`;
}

/** Every typed word but the last is a word of the name or terms, and the last begins one ('amu' -> Amul). */
function prefixMatch(words: readonly string[]): SQL {
  // Words are letters, marks and digits only, so the query text cannot carry tsquery operators.
  const query = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
  return sql`${searchDocument} @@ to_tsquery('simple', ${query})`;
}

/** Catalog words (and Hindi phrases) that one typed word is taken for. */
export interface Correction {
  /** Single words, matched through the text-search index. */
  words: string[];
  /** Multi-word Hindi terms ('nariyal tel'), matched through the terms index. */
  phrases: string[];
}

/** Every typed word matches one of its corrections. */
function correctedMatch(corrections: readonly Correction[]): SQL | undefined {
  return and(
    ...corrections.map((correction) =>
      or(
        correction.words.length > 0
          ? sql`${searchDocument} @@ to_tsquery('simple', ${correction.words.join(' | ')})`
          : undefined,
        correction.phrases.length > 0 ? sql`${products.searchTerms} && ${textArray(correction.phrases)}` : undefined,
      ),
    ),
  );
}

/**
 * Typo tolerance as "did you mean": each typed word is compared (pg_trgm word_similarity) with the words
 * of a few product names that resemble it, found through the trigram index on names, and with the
 * catalog's Hindi terms, handed in by the read model (a few hundred; no index can reach the words
 * inside a text[] for pg_trgm). The closest become the word's corrections, and products are then found
 * through the word indexes, which stays fast on a large catalog where scoring every product that
 * resembles 'shampo' would not. Words that resemble nothing are left out; undefined if all are.
 */
export async function correctionsOf(
  db: Db,
  words: readonly string[],
  vocabulary: readonly string[],
): Promise<Correction[] | undefined> {
  const rows = await db.transaction(async (tx) => {
    // For this transaction only: the `<%` operator reads its threshold from this setting.
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    const result = await tx.execute(sql`
      WITH typed AS (
        SELECT t.word, t.ord::int AS ord FROM unnest(string_to_array(${words.join(' ')}, ' ')) WITH ORDINALITY AS t(word, ord)
      ),
      candidates AS (
        SELECT typed.ord, typed.word, w.candidate
        FROM typed
        CROSS JOIN LATERAL (
          SELECT ${products.name} AS name FROM ${products}
          WHERE typed.word <% ${products.name} AND NOT ${products.hidden} LIMIT ${NAMES_SAMPLED}
        ) AS sampled
        CROSS JOIN LATERAL regexp_split_to_table(lower(sampled.name), '[^[:alnum:]]+') AS w(candidate)
        UNION
        SELECT typed.ord, typed.word, v.candidate
        FROM typed, unnest(string_to_array(${vocabulary.join('\n')}, chr(10))) AS v(candidate)
        WHERE typed.word <% v.candidate
      )
      SELECT ord, candidate, (word_similarity(word, candidate) + similarity(word, candidate))::float8 AS score
      FROM candidates
      WHERE candidate <> '' AND word_similarity(word, candidate) >= ${FUZZY_THRESHOLD}`);
    return rowsOf<{ ord: number; candidate: string; score: number }>(result);
  });
  const corrections: Correction[] = [];
  words.forEach((_, i) => {
    const mine = rows.filter((row) => row.ord === i + 1);
    const best = Math.max(...mine.map((row) => Number(row.score)));
    const kept = mine.filter((row) => Number(row.score) >= best - CORRECTION_TIE).map((row) => row.candidate);
    if (kept.length === 0) return;
    corrections.push({
      words: kept.filter((candidate) => WORD.test(candidate)),
      phrases: kept.filter((candidate) => !WORD.test(candidate)),
    });
  });
  return corrections.length > 0 ? corrections : undefined;
}

export interface SearchInput {
  keyword: string;
  category?: string;
  /** The catalog's distinct search terms (CatalogReadModel.searchVocabulary()). */
  vocabulary: readonly string[];
}

/**
 * The ids of every product matching a keyword, best first (the caller pages them). Products matching every typed word exactly (in the name or
 * the Hindi terms): one named exactly as typed first, then those whose name holds the keyword as a
 * phrase, then the most popular. Only when there are none, the products matching the corrected words
 * (typo tolerance), most popular first. All in the database, parameterised. Devanagari words are
 * searched as read in Latin letters, the catalog's script ('चावल' as 'chawal': search.devanagari.ts).
 */
export async function searchProductIds(db: Db, input: SearchInput): Promise<number[]> {
  const keyword = latinKeyword(normaliseKeyword(input.keyword));
  const words = keywordWords(keyword);
  if (words.length === 0) return [];
  const exact = await findProducts(db, exactMatch(keyword), input.category, [
    sql`lower(${products.name}) = ${keyword} DESC`,
    sql`strpos(' ' || lower(${products.name}) || ' ', ' ' || ${keyword} || ' ') > 0 DESC`,
  ]);
  // Near misses after exact matches would mostly be noise ('attar' perfume after 'atta' flour).
  if (exact.length > 0) return exact.map((row) => row.id);
  const corrections = await correctionsOf(db, words, input.vocabulary);
  if (!corrections) return [];
  const corrected = await findProducts(db, correctedMatch(corrections), input.category, []);
  return corrected.map((row) => row.id);
}

/** Products a batch of suggestions is drawn from, with the words they were found by. */
export interface SuggestionSources {
  /** The typed words, or the corrections standing in for them. */
  words: string[];
  ids: number[];
}

const SUGGESTION_SOURCE_ROWS = 60;

/**
 * The most popular products whose name words or Hindi terms start with what was typed (the last word
 * may be unfinished), or, when `corrected`, match the corrections of the typed words. The keyword is
 * in Latin letters (a reading of Devanagari: prefixReadings).
 */
export async function suggestionSources(
  db: Db,
  keyword: string,
  vocabulary: readonly string[],
  mode: 'prefix' | 'corrected',
): Promise<SuggestionSources> {
  const words = keywordWords(keyword);
  if (words.length === 0) return { words, ids: [] };
  if (mode === 'prefix') {
    const rows = await findProducts(db, prefixMatch(words), undefined, [], SUGGESTION_SOURCE_ROWS);
    return { words, ids: rows.map((row) => row.id) };
  }
  const corrections = await correctionsOf(db, words, vocabulary);
  if (!corrections) return { words, ids: [] };
  const rows = await findProducts(db, correctedMatch(corrections), undefined, [], SUGGESTION_SOURCE_ROWS);
  const best = corrections.flatMap((c) => (c.words[0] ?? c.phrases[0] ?? '').split(' '));
  return { words: [...new Set(best)].filter((word) => word !== ''), ids: rows.map((row) => row.id) };
}

/**
 * Adds a keyword to the shopper's recent searches (again: moves it to the top) and keeps only the
 * newest `keep`.
 */
export async function recordSearch(db: Db, userId: string, keyword: string, at: Date, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(searches)
      .values({ userId, keyword, searchedAt: at })
      .onConflictDoUpdate({ target: [searches.userId, searches.keyword], set: { searchedAt: at } });
    await tx.execute(sql`
      DELETE FROM ${searches}
      WHERE ${searches.userId} = ${userId}
        AND ${searches.keyword} NOT IN (
          SELECT ${searches.keyword} FROM ${searches}
          WHERE ${searches.userId} = ${userId}
          ORDER BY ${searches.searchedAt} DESC, ${searches.keyword}
          LIMIT ${keep}
        )`);
  });
}

/** The shopper's recent keywords, newest first. */
export async function listRecentSearches(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ keyword: searches.keyword })
    .from(searches)
    .where(eq(searches.userId, userId))
    .orderBy(desc(searches.searchedAt), asc(searches.keyword))
    .limit(limit);
  return rows.map((row) => row.keyword);
}
