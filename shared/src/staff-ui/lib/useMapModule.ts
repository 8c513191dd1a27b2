import { useEffect, useState } from 'react';

import { loadMap, type MapModule } from './loadMap';

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
