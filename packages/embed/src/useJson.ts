import { useCallback, useEffect, useState } from 'react';

import { type LoadProblem, loadJson, problemOf } from './loadJson';

export interface Json<T> {
  /** The last answer received, possibly for an earlier URL (kept on screen while a new one loads). */
  data: T | undefined;
  /** `data` answers the current URL. */
  fresh: boolean;
  /** Why the current URL failed, or null. */
  problem: LoadProblem | null;
  retry: () => void;
}

/**
 * Reads `url` (null: nothing to read) and reads again when it changes or on retry; a late answer to an
 * earlier URL is dropped. An earlier answer stays in `data` while the next loads only within one `group`
 * (new filters of the same cliente: yes; another cliente: no).
 */
export function useJson<T>(url: string | null, accept: (body: unknown) => body is T, group: string | null = url): Json<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ url: string; group: string | null; data: T } | null>(null);
  const [failure, setFailure] = useState<{ url: string; attempt: number; problem: LoadProblem } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    loadJson(url, accept, controller.signal).then(
      (data) => controller.signal.aborted || setAnswer({ url, group, data }),
      (e: unknown) => controller.signal.aborted || setFailure({ url, attempt, problem: problemOf(e) }),
    );
    return () => controller.abort();
    // `accept` is a module-level guard and `group` goes with `url`: neither changes on its own
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const problem = failure && failure.url === url && failure.attempt === attempt ? failure.problem : null;
  const kept = answer !== null && answer.group === group ? answer : null;
  return { data: kept?.data, fresh: kept !== null && kept.url === url, problem, retry };
}
