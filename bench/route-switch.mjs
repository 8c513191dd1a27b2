// How long a route change between parcels takes: from a navbar click to the first paint of the new
// route's content in #sig-main (goal <= 100 ms). Baseline in the same run: a click that only changes a
// DOM attribute, painted the same way, so the ratio shows the cost of routing itself on a noisy machine.
// Needs `npm run build` first. Usage: node bench/route-switch.mjs [rounds]
import { withPortalBrowser } from './lib/portalBrowser.mjs';


const ROUNDS = Number(process.argv[2] ?? 20);
const TARGETS = ['/sig/solicitudes', '/sig/reportes', '/sig/rep/mapa', '/config/users/all'];

/**
 * Runs in the page: clicks the navbar link and resolves with ms until the new route's content has painted
 * (a mounted parcel, or root-config's panel for a route whose parcel is not published yet).
 */
function timeClick(href) {
  return new Promise((resolve, reject) => {
    const main = document.getElementById('sig-main');
    const shown = () => Array.from(main.children).some((c) => c.checkVisibility() && c.childElementCount > 0);
    const link = document.querySelector(`#sig-navbar a[href="${href}"]`);
    let t0 = 0;
    const timer = setTimeout(() => reject(new Error(`no content for ${href} within 5 s`)), 5000);
    const obs = new MutationObserver(() => {
      if (location.pathname === href && shown()) {
        obs.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
      }
    });
    obs.observe(main, { subtree: true, childList: true, attributes: true, characterData: true });
    t0 = performance.now();
    link.click();
  });
}

/** The same measurement around a click that only flips an attribute: the floor of click-to-paint. */
function timeBaseline() {
  return new Promise((resolve) => {
    const main = document.getElementById('sig-main');
    const b = document.createElement('button');
    b.onclick = () => main.toggleAttribute('data-bench');
    document.body.appendChild(b);
    const t0 = performance.now();
    new MutationObserver((_, obs) => {
      obs.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
    }).observe(main, { attributes: true });
    b.click();
    b.remove();
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

await withPortalBrowser(async ({ browser, token, baseUrl: base }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('jwt_access_token', t), token);
  const page = await context.newPage();
  await page.goto(base + '/sig/reportes');
  for (const href of TARGETS) await page.locator(`#sig-navbar a[href="${href}"]`).first().waitFor({ state: 'attached' });
  // First visits load each route's modules; the figure is for routes already visited.
  for (const href of TARGETS) await page.evaluate(timeClick, href);
  const switches = [];
  const baseline = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const href of TARGETS) {
      if (href === (await page.evaluate(() => location.pathname))) continue;
      switches.push(await page.evaluate(timeClick, href));
      baseline.push(await page.evaluate(timeBaseline));
    }
  }
  const m = median(switches);
  const b = median(baseline);
  console.log(`route switch (navbar click -> new content painted), ${switches.length} switches over ${TARGETS.length} routes`);
  console.log(`  median ${m.toFixed(1)} ms, p90 ${p90(switches).toFixed(1)} ms; baseline click-to-paint median ${b.toFixed(1)} ms; ratio ${(m / b).toFixed(2)}x`);
  console.log(`  goal <= 100 ms: ${m <= 100 ? 'met' : 'NOT met'}`);
  await context.close();
});
