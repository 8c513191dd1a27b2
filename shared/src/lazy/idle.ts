/** Runs `run` once `delayMs` have passed and the browser is idle (at the latest `delayMs` later). Returns a cancel. */
export function whenIdle(run: () => void, delayMs: number): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: delayMs });
    else run();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** After the page's parcels have mounted, how long code that can wait lets the page's own requests go first. */
export const AFTER_RENDER_DELAY_MS = 1_000;
/** A page that never routes through single-spa (a custom element) counts as drawn this long after the call. */
const NO_ROUTING_MS = 3_000;

let rendered = false;
const renderedListeners: (() => void)[] = [];
if (typeof window !== 'undefined')
  // single-spa tells once the apps of the first route have mounted
  window.addEventListener(
    'single-spa:routing-event',
    () => {
      rendered = true;
      renderedListeners.splice(0).forEach((l) => l());
    },
    { once: true },
  );

/** Runs `run` in the background once the first page is drawn and the browser is idle: for what no page waits for. */
export function afterFirstRender(run: () => void): void {
  if (rendered) {
    whenIdle(run, AFTER_RENDER_DELAY_MS);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    whenIdle(run, AFTER_RENDER_DELAY_MS);
  };
  renderedListeners.push(once);
  setTimeout(once, NO_ROUTING_MS);
}
