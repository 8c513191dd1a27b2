import { downloadFile } from '@sig/shared/staff-ui';
import { useEffect, useState } from 'react';

/** An image behind the session's Bearer header (an <img src> could not send it), as an object URL; null while loading or without a path. */
export function useAuthImage(path: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    setState({ url: null, failed: false });
    if (!path) return;
    let live = true;
    let url: string | null = null;
    downloadFile(path).then(
      ({ blob }) => {
        if (!live) return;
        url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : '';
        setState({ url, failed: false });
      },
      () => live && setState({ url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}
