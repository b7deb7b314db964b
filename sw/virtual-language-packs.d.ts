declare module 'virtual:language-packs' {
  /** Each language's packs in this build, by URL (written by scripts/language-packs-plugin.ts). */
  export const languagePacks: Record<string, string[]>;
}
