/**
 * Registers /sw.js once a staff session is open and the page has loaded (citizens' pages do not download the
 * shell's precache). A few hundred bytes in root-config; the worker itself is a separate file.
 */
export function registerServiceWorker(signedIn: () => boolean, subscribe: (listener: () => void) => void): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  let done = false;
  const go = () => {
    if (done || !signedIn()) return;
    done = true;
    navigator.serviceWorker.register('/sw.js').catch((e: unknown) => console.warn('[sig] service worker not registered', e));
  };
  const later = () => (document.readyState === 'complete' ? go() : window.addEventListener('load', go, { once: true }));
  subscribe(later);
  later();
}
