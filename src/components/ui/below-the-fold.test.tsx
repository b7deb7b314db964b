import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from './below-the-fold';

afterEach(() => vi.unstubAllGlobals());

/** An IntersectionObserver the test drives: `enterView()` tells every observer its element is near. */
function controlledObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    enterView: () =>
      act(() => {
        for (const callback of callbacks) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

function renderPart() {
  const view = render(
    <BelowTheFold minHeight="30rem">
      <h2>Featured products</h2>
    </BelowTheFold>,
  );
  expect(screen.queryByRole('heading')).toBeNull();
  // The stand-in holds the part's place, so nothing below it moves when it is drawn.
  expect((view.container.firstChild as HTMLElement).style.minHeight).toBe('30rem');
  return view;
}

describe('BelowTheFold', () => {
  it('draws its part once it comes near the view', async () => {
    const observer = controlledObserver();
    renderPart();
    observer.enterView();
    expect(await screen.findByRole('heading', { name: 'Featured products' })).toBeTruthy();
  });

  it.each([
    ['a scroll', () => fireEvent.scroll(window)],
    ['a key (keyboards and screen readers)', () => fireEvent.keyDown(window, { key: 'Tab' })],
    ['a touch', () => fireEvent.pointerDown(window)],
  ])('draws its part once the shopper starts using the page: %s', async (_, use) => {
    controlledObserver();
    renderPart();
    use();
    expect(await screen.findByRole('heading', { name: 'Featured products' })).toBeTruthy();
  });

  it('draws nothing while the shopper only looks at the first screen', async () => {
    controlledObserver();
    renderPart();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
