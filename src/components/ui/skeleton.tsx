import './skeleton.css';

/** A grey placeholder block that shimmers while content loads; hidden from assistive technology. */
export function Skeleton({ className = '', width, height }: { className?: string; width?: string; height?: string }) {
  return <span className={`skeleton ${className}`.trim()} style={{ width, height }} aria-hidden="true" />;
}
