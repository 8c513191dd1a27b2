import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | null;
  /** The failure as thrown (an ApiRequestError), so a page can tell "not found" from "no network". */
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/** Runs `load` when `deps` change and on retry; an older answer never overwrites a newer one. */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, error: null, loading: true }));
    loadRef.current().then(
      (data) => mine === seq.current && setState({ data, error: null, loading: false }),
      (error: unknown) => mine === seq.current && setState({ data: null, error, loading: false }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  useEffect(() => () => void ++seq.current, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
