import { fireEvent, waitFor } from '@testing-library/react';

/**
 * A part drawn below the first screen (`BelowTheFold`) comes once the shopper scrolls. Scrolls until `find`
 * finds it: a scroll fired before the page has started listening is not one it hears (a single scroll, so
 * fired, failed on a busy machine).
 */
export function scrolledTo<T>(find: () => T): Promise<T> {
  return waitFor(() => {
    fireEvent.scroll(window);
    return find();
  });
}
