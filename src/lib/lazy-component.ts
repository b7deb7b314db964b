import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a named export: `lazyComponent(() => import('./site-footer'), 'SiteFooter')`.
 * For what the first screen does not need; a Suspense boundary above it shows the stand-in meanwhile.
 */
export function lazyComponent<Name extends string, Props extends object>(
  importer: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await importer())[name] }));
}
