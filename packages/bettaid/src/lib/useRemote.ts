import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  retry: () => void;
  /** Replaces the data with a newer answer (a reply's answer is the thread). */
  set: (data: T) => void;
}

/** Runs `load` when `deps` change and on retry; an older answer never overwrites a newer one. `load` null: nothing to load. */
export function useRemote<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Remote<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: !!load });
  const [attempt, setAttempt] = useState(0);
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const mine = ++seq.current;
    const run = loadRef.current;
    if (!run) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    setState((s) => ({ ...s, error: null, loading: true }));
    run().then(
      (data) => mine === seq.current && setState({ data, error: null, loading: false }),
      (error: unknown) => mine === seq.current && setState({ data: null, error, loading: false }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  useEffect(() => () => void ++seq.current, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, retry, set };
}
