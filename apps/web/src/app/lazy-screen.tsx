import { type ComponentType, lazy } from "react";

/** A route's screen whose code is loaded on first use, or earlier through `preload`. */
export type LazyScreen = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A route's screen, its code in a chunk of its own. Unlike a bare React.lazy, a screen whose
 * code has already arrived (preloaded at start-up, or shown before) renders in the pass that
 * reaches it instead of suspending: React renders a suspended screen's retry in slices of a
 * few milliseconds between frames, which on a phone's slower CPU put the profile's balance
 * hundreds of milliseconds after its code and its data were there (bench/cold-profile.bench.ts).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (screen) => {
        loaded = screen;
        return screen;
      },
      (error: unknown) => {
        // A failed download is asked again by the next render, which reports it if it fails again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then((screen) => ({ default: screen })));
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Screen, { preload });
}
