declare module 'virtual:language-packs' {
  /**
   * Each language the shop speaks, in its order, with its packs in this build by URL (the base language has
   * none; written by scripts/language-packs-plugin.ts).
   */
  export const languagePacks: Record<string, string[]>;
  /** Each language's packs in one file (JSON: each pack's source by its URL), by language (none for the base). */
  export const packsInOneFile: Record<string, string>;
}
