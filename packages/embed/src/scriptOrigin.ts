/**
 * The origin this script was loaded from, where the SIG API answers (the `api` attribute overrides it).
 * Read while the bundle first runs: document.currentScript is null once the script has finished.
 */
export const SCRIPT_ORIGIN: string = (() => {
  const script = typeof document === 'undefined' ? null : document.currentScript;
  const src = script instanceof HTMLScriptElement ? script.src : '';
  try {
    return new URL(src || window.location.href).origin;
  } catch {
    return window.location.origin;
  }
})();
