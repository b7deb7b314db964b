/** The catalog's last search, kept for the tab: back from a product, the list is there again (a reload too). */
const KEY = 'kirana-staff-catalog-search';

export function lastSearch(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return ''; // storage refused (a locked-down webview)
  }
}

export function keepSearch(text: string) {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Not kept: the list is asked again by hand.
  }
}
