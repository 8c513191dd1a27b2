import { useSyncExternalStore } from 'react';

export interface Store<T> {
  getState(): T;
  setState(patch: Partial<T> | ((s: T) => Partial<T>)): void;
  subscribe(listener: (state: T) => void): () => void;
  reset(): void;
}

/** A tiny observable store: plain subscribe for root-config, `useStore` for React parcels. */
export function createStore<T extends object>(initial: () => T): Store<T> {
  let state = initial();
  const listeners = new Set<(s: T) => void>();
  const emit = () => listeners.forEach((l) => l(state));
  return {
    getState: () => state,
    setState(patch) {
      state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      state = initial();
      emit();
    },
  };
}

export function useStore<T extends object, S>(store: Store<T>, selector: (s: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
