import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with the import also callable ahead of the first render (decision 0079): a page read
 * in the browser calls `preload` when it mounts, so its filled view's code comes beside its data
 * request instead of after it. `useEffect(View.preload, [])` is the whole call.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return Object.assign(lazy(load), {
    preload: () => {
      void load();
    },
  });
}
