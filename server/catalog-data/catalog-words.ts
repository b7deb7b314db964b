import { CARE_HINDI } from './kinds-care.hi';
import { FOOD_HINDI } from './kinds-food.hi';
import { HOME_HINDI } from './kinds-home.hi';

/** Every English text the kind tables write (and generate.ts adds), in Hindi. */
const HINDI = oneHindiEach(FOOD_HINDI, CARE_HINDI, HOME_HINDI);

/**
 * The files merged. A text two tables both write ("Individually wrapped", of cheese slices and of razor
 * blades) is one text with one Hindi, which must read right on either: files that disagree are a mistake,
 * refused here rather than one quietly winning.
 */
function oneHindiEach(...files: Readonly<Record<string, string>>[]): Readonly<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const file of files) {
    for (const [english, hindi] of Object.entries(file)) {
      const other = merged[english];
      if (other !== undefined && other !== hindi) {
        throw new Error(`kinds-*.hi.ts give "${english}" two Hindi texts: "${other}" and "${hindi}"`);
      }
      merged[english] = hindi;
    }
  }
  return merged;
}

/**
 * The Hindi of a text the kind tables write. A text without one is a mistake in kinds-*.hi.ts, found when
 * the catalog is generated (generate.test.ts), never a product shown half in English.
 */
export function hindiOf(english: string): string {
  if (!Object.hasOwn(HINDI, english)) throw new Error(`kinds-*.hi.ts has no Hindi for "${english}"`);
  return HINDI[english] as string;
}

/** The texts that have Hindi, for the check that no Hindi is left for a text the tables no longer write. */
export function textsWithHindi(): string[] {
  return Object.keys(HINDI);
}

/** The Hindi of a text the kind tables write, or null for one they do not (a product the shop added itself). */
export function hindiIfAny(english: string): string | null {
  return Object.hasOwn(HINDI, english) ? (HINDI[english] as string) : null;
}
