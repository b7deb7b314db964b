import type { CatalogWords, ProductTranslations } from '#contract/catalog';
import { currentLocale } from '#src/lib/i18n/locale';

/**
 * What the catalog wrote about a product, in the shopper's language when the catalog is written in it
 * (decision 025); undefined means its English, as for a shop's own products and for copies saved on the
 * phone before the catalog had other languages.
 */
export function catalogWords(translations: ProductTranslations | undefined): CatalogWords | undefined {
  const locale = currentLocale();
  return locale === 'en' ? undefined : translations?.[locale];
}

/** A product's (or a cart line's) description in the shopper's language where the catalog has it. */
export function descriptionOf(product: { description: string; translations?: ProductTranslations }): string {
  return catalogWords(product.translations)?.description ?? product.description;
}
