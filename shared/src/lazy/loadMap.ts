import { useEffect, useState } from 'react';

declare const __SIG_SYSTEM_BUNDLE__: boolean | undefined;
declare const __system_context__: { import(id: string): Promise<unknown> };

export type MapModule = typeof import('@sig/shared/map');

let mapPromise: Promise<MapModule> | null = null;

/**
 * @sig/shared/map (Leaflet and supercluster) loads only when a map is shown, so lists, detail pages and
 * the public pages never download it: a static or plain dynamic import would be hoisted into the
 * System.register dependencies of the module that names it. A failed download is forgotten, so a retry
 * fetches it again.
 */
export const loadMap = (): Promise<MapModule> =>
  (mapPromise ??= (
    typeof __SIG_SYSTEM_BUNDLE__ !== 'undefined' && __SIG_SYSTEM_BUNDLE__
      ? (__system_context__.import('@sig/shared/map') as Promise<MapModule>)
      : import('@sig/shared/map')
  ).catch((err: unknown) => {
    mapPromise = null;
    throw err;
  }));

/** The map module once loaded; `error` when it could not be downloaded. */
export function useMapModule(): { module: MapModule | null; error: boolean; retry: () => void } {
  const [module, setModule] = useState<MapModule | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadMap().then(
      (m) => live && setModule(m),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { module, error, retry: () => (setError(false), setAttempt((a) => a + 1)) };
}
