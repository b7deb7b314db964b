import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the constraint React's own lazy() puts on a component.
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a named export: `lazyComponent(() => import('./site-footer'), 'SiteFooter')`.
 * For what the first screen does not need; a Suspense boundary above it shows the stand-in meanwhile.
 */
export function lazyComponent<Name extends string, Module extends Record<Name, AnyComponent>>(
  importer: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await importer())[name] }));
}
