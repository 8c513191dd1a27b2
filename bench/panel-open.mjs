// How long a shell panel takes to open (visible and holding the focus) the first time on a signed-in page, now that its code is fetched when the
// user reaches for its toggle (pointer or focus) rather than in the background: click → panel visible, for a
// first opening (code fetched on the hover that precedes the click) and, as the baseline in the same run, a
// second opening (code already there). Needs `npm run build` first.
// Usage: node bench/panel-open.mjs [rounds] [hover-ms]   (hover-ms: time between pointer arriving and click; 0 = a
// script's click, the worst case; people take 150 ms or more)

import { pct } from './lib/timing.mjs';
import { withPortalBrowser } from './lib/portalBrowser.mjs';


const rounds = Number(process.argv[2] ?? 5);
const hoverMs = Number(process.argv[3] ?? 0);
const PANELS = [
  ['chat-toggle', 'chat-panel'],
  ['notifications-toggle', 'notification-panel'],
  ['quick-toggle', 'quick-panel'],
  ['settings-toggle', 'settings-panel'],
];

let lostEscapes = 0;
async function openOnce(page, toggle, panel) {
  const button = page.getByTestId(toggle);
  await button.hover();
  if (hoverMs) await page.waitForTimeout(hoverMs);
  const from = await page.evaluate(() => performance.now());
  await button.click();
  await page.getByTestId(panel).waitFor({ state: 'visible' });
  // usable: the drawer has taken the focus (Escape pressed before that goes to the toggle, as with any drawer)
  await page.waitForFunction((id) => !!document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), panel, { polling: 'raf' });
  const ms = (await page.evaluate(() => performance.now())) - from;
  // an Escape within the opening motion can be lost (Fluent's drawer, before this change too): press until closed
  for (let i = 0; ; i++) {
    await page.keyboard.press('Escape');
    const closed = await page.getByTestId(panel).waitFor({ state: 'hidden', timeout: 1_000 }).then(() => true, () => false);
    if (closed) break;
    lostEscapes++;
    if (i === 5) throw new Error(`${panel} does not close on Escape`);
  }
  return ms;
}

await withPortalBrowser(async ({ browser, token }) => {
  const first = Object.fromEntries(PANELS.map(([t]) => [t, []]));
  const again = Object.fromEntries(PANELS.map(([t]) => [t, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [toggle, panel] of PANELS) {
      // a new context each time: nothing cached, as on a first visit
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('jwt_access_token', t), token);
      const page = await context.newPage();
      await page.goto(process.env.SIG_E2E_BASE_URL + '/sig/reportes');
      await page.getByTestId(toggle).waitFor();
      await page.waitForLoadState('networkidle');
      first[toggle].push(await openOnce(page, toggle, panel));
      again[toggle].push(await openOnce(page, toggle, panel));
      await context.close();
    }
  }
  console.log(`panel (click → visible and focused, ms; ${rounds} rounds, ${hoverMs} ms hover)   first p50   first p95   again p50   first/again`);
  for (const [toggle] of PANELS) {
    const f = first[toggle].sort((a, b) => a - b);
    const a = again[toggle].sort((a, b) => a - b);
    console.log(`${toggle.padEnd(45)} ${pct(f, 50).toFixed(0).padStart(9)} ${pct(f, 95).toFixed(0).padStart(11)} ${pct(a, 50).toFixed(0).padStart(11)} ${(pct(f, 50) / pct(a, 50)).toFixed(2).padStart(12)}`);
  }
  console.log(`Escapes lost (pressed while the opening drawer did not yet answer them): ${lostEscapes}`);
});
