import { type PointerEvent, useRef } from 'react';
import { useMediaQuery } from '#src/lib/use-media-query';

/** Spec 001 §2, §9: a 160 px lens (radius 80) drawn on a 300x300 canvas, from 768 px wide. */
export const ZOOM_CANVAS_SIZE = 300;
export const LENS_SIZE = 160;
export const LENS_RADIUS = LENS_SIZE / 2;
export const ZOOM_MEDIA_QUERY = '(min-width: 768px)';
/** How much bigger the lens shows the picture than the page does. */
const MAGNIFICATION = 2;

interface Size {
  width: number;
  height: number;
}

export interface LensFrame {
  /** The lens's centre on the canvas. */
  center: { x: number; y: number };
  /** The part of the picture (in its own pixels) the lens shows, magnified, in its 160 px square. */
  source: { x: number; y: number; width: number; height: number };
}

/**
 * Where the lens sits on the canvas for a pointer at `pointer` over an image shown at `shown` size,
 * and which part of the picture (of `natural` size) it magnifies. The canvas covers the image, so
 * page pixels are scaled to its 300 units.
 */
export function lensFrame(pointer: { x: number; y: number }, shown: Size, natural: Size): LensFrame {
  const clamp = (value: number) => Math.min(ZOOM_CANVAS_SIZE, Math.max(0, value));
  const center = {
    x: clamp((pointer.x / shown.width) * ZOOM_CANVAS_SIZE),
    y: clamp((pointer.y / shown.height) * ZOOM_CANVAS_SIZE),
  };
  const scaleX = natural.width / ZOOM_CANVAS_SIZE;
  const scaleY = natural.height / ZOOM_CANVAS_SIZE;
  const span = LENS_SIZE / MAGNIFICATION;
  return {
    center,
    source: {
      x: (center.x - span / 2) * scaleX,
      y: (center.y - span / 2) * scaleY,
      width: span * scaleX,
      height: span * scaleY,
    },
  };
}

/**
 * A product picture with the zoom lens of the spec on wide screens. The lens follows a mouse or a
 * pen; on touch the finger swipes the gallery instead. The lens only repeats what the picture
 * shows, so it is hidden from assistive technology.
 */
export function ZoomableImage({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  const zoomAvailable = useMediaQuery(ZOOM_MEDIA_QUERY);
  const image = useRef<HTMLImageElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  const context = () => canvas.current?.getContext('2d') ?? null;

  function drawLens(event: PointerEvent<HTMLDivElement>) {
    const picture = image.current;
    const lens = context();
    if (event.pointerType === 'touch' || !picture || !lens || !picture.complete) return;
    const box = picture.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const { center, source } = lensFrame({ x: event.clientX - box.left, y: event.clientY - box.top }, box, {
      width: picture.naturalWidth || box.width,
      height: picture.naturalHeight || box.height,
    });
    lens.clearRect(0, 0, ZOOM_CANVAS_SIZE, ZOOM_CANVAS_SIZE);
    lens.save();
    lens.beginPath();
    lens.arc(center.x, center.y, LENS_RADIUS, 0, Math.PI * 2);
    lens.fillStyle = '#fff';
    lens.fill();
    lens.clip();
    lens.drawImage(
      picture,
      source.x,
      source.y,
      source.width,
      source.height,
      center.x - LENS_RADIUS,
      center.y - LENS_RADIUS,
      LENS_SIZE,
      LENS_SIZE,
    );
    lens.restore();
    lens.lineWidth = 2;
    lens.strokeStyle = 'rgb(0 0 0 / 0.35)';
    lens.stroke();
  }

  function hideLens() {
    context()?.clearRect(0, 0, ZOOM_CANVAS_SIZE, ZOOM_CANVAS_SIZE);
  }

  return (
    <div
      className={zoomAvailable ? 'product-zoom product-zoom--on' : 'product-zoom'}
      onPointerMove={zoomAvailable ? drawLens : undefined}
      onPointerLeave={zoomAvailable ? hideLens : undefined}
    >
      <img
        ref={image}
        className="product-zoom__image"
        src={src}
        alt={alt}
        width={400}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        draggable={false}
      />
      {zoomAvailable && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex is never focusable; the lens only repeats the picture
        <canvas
          ref={canvas}
          className="product-zoom__lens"
          width={ZOOM_CANVAS_SIZE}
          height={ZOOM_CANVAS_SIZE}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
