/**
 * This tab's sessionStorage: it outlives a reload, and the phone ending the tab in the background to free memory (the
 * browser opens it again with its storage), and goes when the shopper closes the tab. Where storage is blocked
 * (strict settings) it reads as empty and forgets every write: the page works as if nothing had been kept.
 */
export const tabStorage = {
  read(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string) {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Blocked, or full: nothing is kept.
    }
  },
  forget(key: string) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Blocked: nothing was kept.
    }
  },
};
