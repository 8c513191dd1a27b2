import { useEffect, useState } from 'react';

/** The QR image of `text` (null while drawing, or with no text); the encoder is a chunk of its own. */
export function useQr(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!text) return;
    let live = true;
    import('./qr').then(
      (m) => m.qrDataUrl(text),
    ).then(
      (u) => live && setUrl(u),
      () => undefined,
    );
    return () => void (live = false);
  }, [text]);
  return url;
}
