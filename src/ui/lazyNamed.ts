import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component whose code loads on first use, and the function that starts that download early. */
export interface LazyNamed<P = object> {
  preload: () => Promise<unknown>;
  Lazy: LazyExoticComponent<ComponentType<P>>;
}

type Loaded<P> = { default: ComponentType<P> };

/** Answers at once, unlike a promise: a lazy component whose code is already here draws without suspending. */
const answered = <P>(module: Loaded<P>) => ({
  // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that answers at once synchronously.
  then: (take: (value: Loaded<P>) => void) => take(module),
});

/**
 * The export `name` of a module that loads on first use. `preload` starts the same download early and shares
 * it with the render, so parts fetched side by side arrive together instead of one after the other. Once its
 * code is there the component draws at once, without suspending: a page rendered at build time comes out
 * whole, and the browser takes it over in one pass.
 */
export function lazyNamed<K extends string, P = object>(
  loader: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyNamed<P> {
  let loading: Promise<Loaded<P>> | undefined;
  let loaded: Loaded<P> | undefined;
  const preload = () => {
    loading ??= loader().then(
      (module) => {
        loaded = { default: module[name] };
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // One component for the part's whole life, so it never remounts (and loses what was typed) once its code
  // has come.
  const Lazy = lazy(() => (loaded ? (answered(loaded) as unknown as Promise<Loaded<P>>) : preload()));
  return { preload, Lazy };
}
