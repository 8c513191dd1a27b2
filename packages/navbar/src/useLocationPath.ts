import { useEffect, useState } from 'react';

/** The current path; single-spa fires popstate on every pushState/replaceState. */
export function useLocationPath(): string {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const on = () => setPath(window.location.pathname);
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  return path;
}
