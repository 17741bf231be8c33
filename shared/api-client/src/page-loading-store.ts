// The loading overlay of the layout (docs/product/routes-and-guards.md#layout-navigation): shown while any page-level load is running.
import { createStore } from 'zustand/vanilla';

export const pageLoadingStore = createStore<{ running: number }>()(() => ({ running: 0 }));

/** Shows the loading overlay until the promise settles; returns the same promise. */
export function withPageLoading<T>(promise: Promise<T>): Promise<T> {
  pageLoadingStore.setState((state) => ({ running: state.running + 1 }));
  const done = () => pageLoadingStore.setState((state) => ({ running: Math.max(0, state.running - 1) }));
  promise.then(done, done);
  return promise;
}
