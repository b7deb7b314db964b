import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swipeRatioFor } from './product-gallery-swiper';
import { LENS_RADIUS, LENS_SIZE, lensFrame, ZOOM_CANVAS_SIZE, ZoomableImage } from './product-zoom';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Pretends the screen is `width` px wide for min-width media queries. */
function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return {
      matches: minWidth !== undefined && width >= Number(minWidth),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

describe('the zoom lens', () => {
  it('is a 160 px lens of radius 80 on a 300x300 canvas', () => {
    expect([LENS_SIZE, LENS_RADIUS, ZOOM_CANVAS_SIZE]).toEqual([160, 80, 300]);
  });

  it('is drawn on a 300x300 canvas over the picture from 768 px wide', () => {
    screenWidth(768);
    const { container } = render(<ZoomableImage src="/images/products/7/0.svg" alt="Toor Dal" />);
    const canvas = container.querySelector('canvas');
    expect([canvas?.width, canvas?.height]).toEqual([300, 300]);
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is not there below 768 px, where a finger swipes instead', () => {
    screenWidth(767);
    const { container, getByRole } = render(<ZoomableImage src="/images/products/7/0.svg" alt="Toor Dal" />);
    expect(container.querySelector('canvas')).toBeNull();
    expect(getByRole('img', { name: 'Toor Dal' })).toBeTruthy();
  });

  it('centres on the pointer in canvas units and shows twice as much detail as the page', () => {
    // A 400x400 picture shown at 600 px: the pointer at (300, 150) is (150, 75) on the canvas.
    const frame = lensFrame({ x: 300, y: 150 }, { width: 600, height: 600 }, { width: 400, height: 400 });
    expect(frame.center).toEqual({ x: 150, y: 75 });
    // The lens's 160 canvas units show 80 of them: 80 * 400 / 300 picture pixels around the centre.
    const scale = 400 / 300;
    expect(frame.source.x).toBeCloseTo(110 * scale);
    expect(frame.source.y).toBeCloseTo(35 * scale);
    expect(frame.source.width).toBeCloseTo(80 * scale);
    expect(frame.source.height).toBeCloseTo(80 * scale);
  });

  it('keeps its centre on the canvas when the pointer runs past the edge', () => {
    const frame = lensFrame({ x: -20, y: 700 }, { width: 600, height: 600 }, { width: 400, height: 400 });
    expect(frame.center).toEqual({ x: 0, y: 300 });
  });
});

describe('the gallery swipe', () => {
  it('changes picture after 60 px of finger travel, whatever the slide width', () => {
    expect(swipeRatioFor(360) * 360).toBeCloseTo(60);
    expect(swipeRatioFor(480) * 480).toBeCloseTo(60);
    expect(swipeRatioFor(40)).toBe(1);
  });
});
