/**
 * `React.lazy` for code that is usually fetched ahead. A lazy component suspends on its first render even
 * when its module has long arrived, and React then shows the Suspense fallback and holds the content back
 * for at least 300 ms after it (so that a spinner does not flash): a screen whose code was prefetched
 * still opened a third of a second late, twice over for the shell and its first screen after sign-in.
 * This one renders the component at once when its code is there, and is lazy only while it is not.
 */
import { type ComponentType, createElement, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface Preloadable<P> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts loading the code (once, however often asked); opening the component later waits for nothing. */
  preload: () => Promise<Module<P>>;
}

export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<Module<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load (offline) is tried again on the next opening.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  const component = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(component, { preload });
}
