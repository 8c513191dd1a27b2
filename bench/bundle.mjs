// Prints the JavaScript a browser downloads for a cold /login, signed-in staff pages and a public citizen page, as
// gzip and brotli bytes of the pre-compressed files the server sends. Needs `npm run build` first.
// Usage: npm run bench   (or node bench/bundle.mjs)
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withPortalBrowser } from './lib/portalBrowser.mjs';

const repoRoot = new URL('..', import.meta.url).pathname;
const portalDir = join(repoRoot, 'dist/portal');

const BUDGET_GZ = 220 * 1024;
const AIM_GZ = 160 * 1024;
// issue 22: a signed-in list page, what it loads until shown and after
const LIST_BUDGET_GZ = 350 * 1024;

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : statSync(file.replace(/\.(gz|br)$/, '')).size);

/**
 * The scripts of one page, in two parts: those requested until the page shows its content (`ready`: the
 * sign-in form, or the list without its spinner) and those that come after, in the background (the contract
 * module that checks answers once the page is drawn, Fluent's on-demand module when a panel prefetches it).
 * `parcel`: its script must have come too (networkidle alone can come early on a busy machine).
 */
async function measure(browser, path, token, parcel, ready) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('jwt_access_token', t), token);
  const page = await context.newPage();
  const first = new Set();
  const later = new Set();
  let shown = false;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) (shown ? later : first).add(url.pathname);
  });
  const parcelLoaded = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(`/sig/${parcel}/`), { timeout: 60_000 });
  await page.goto(process.env.SIG_E2E_BASE_URL + path, { waitUntil: 'domcontentloaded' });
  await parcelLoaded;
  await page.waitForFunction(ready, null, { timeout: 60_000, polling: 50 });
  shown = true;
  await page.waitForLoadState('networkidle');
  // what a page fetches once it is idle (lazyPanel waits PANEL_PREFETCH_DELAY_MS, then an idle callback)
  await page.waitForTimeout(4_000);
  await page.waitForLoadState('networkidle');
  await context.close();
  for (const p of first) later.delete(p);
  return { path, first: sizes(first), later: sizes(later) };
}

function sizes(paths) {
  const modules = [...paths].map((p) => {
    const file = join(portalDir, p);
    return { path: p, raw: statSync(file).size, gz: sizeOf(`${file}.gz`), br: sizeOf(`${file}.br`) };
  });
  const sum = (k) => modules.reduce((n, m) => n + m[k], 0);
  return { requests: modules.length, raw: sum('raw'), gz: sum('gz'), br: sum('br'), modules: modules.sort((a, b) => b.gz - a.gz) };
}

// The page shows its content: no spinner in the main area (the list has come), the shell drawn around it.
const staffReady = () => {
  const main = document.querySelector('#sig-main');
  const drawn = (id) => (document.getElementById(id)?.childElementCount ?? 0) > 0;
  return !!main?.querySelector('h1') && !main.querySelector('.fui-Spinner') && drawn('sig-navbar') && drawn('sig-toolbar');
};
const loginReady = () => !!document.querySelector('input[type="password"]');
// a public page (the citizens' start): its heading, nothing still loading
const publicReady = () => !!document.querySelector('h1') && !document.querySelector('.fui-Spinner');
// a public page: its form is drawn (the municipality's header has come, no spinner)
const publicFormReady = () => !!document.querySelector('form textarea') && !document.querySelector('.fui-Spinner');

const kB = (n) => (n / 1024).toFixed(1);

await withPortalBrowser(async ({ browser, token }) => {
  const rows = [
    await measure(browser, '/login', null, 'auth', loginReady),
    await measure(browser, '/sig/reportes', token, 'cases', staffReady),
    await measure(browser, '/sig/dependencias', token, 'catalogs', staffReady),
    await measure(browser, '/sig/midb', token, 'midb', staffReady),
    await measure(browser, '/act/s/demo', null, 'citizen', publicReady),
    // Transparencia's public filing page (a citizen, no account): only its public half, never RTK or staff-ui
    await measure(browser, '/transparencia/externo?cliente=demo', null, 'transparency', publicFormReady),
    // the same parcel's staff inbox: its staff half comes as a lazy chunk with RTK and staff-ui
    await measure(browser, '/transparencia/adm', token, 'transparency', staffReady),
    // Auditoría (issue 25): the queue with its figures, the work lists, the supervisor's live map, the auditor's phone page
    await measure(browser, '/sig/auditoria', token, 'audit', staffReady),
    await measure(browser, '/sig/auditoriav2/list', token, 'audit', staffReady),
    await measure(browser, '/sig/auditoriav2/supervisor/sig/online', token, 'audit', staffReady),
    await measure(browser, '/sig/auditoriav2/case-1/lista-1', token, 'audit', staffReady),
  ];
  console.log('page (until shown)                     scripts   raw kB   gzip kB  brotli kB   then in the background: scripts gzip kB   total gzip kB');
  for (const { path, first: r, later: l } of rows)
    console.log(`${path.padEnd(38)} ${String(r.requests).padStart(7)} ${kB(r.raw).padStart(8)} ${kB(r.gz).padStart(9)} ${kB(r.br).padStart(10)}   ${String(l.requests).padStart(7)} ${kB(l.gz).padStart(7)}   ${kB(r.gz + l.gz).padStart(13)}`);
  const cold = rows[0].first;
  console.log(`cold /login gzip: ${kB(cold.gz)} kB of the ${kB(BUDGET_GZ)} kB budget (aim ${kB(AIM_GZ)} kB): ${cold.gz <= BUDGET_GZ ? 'within budget' : 'OVER BUDGET'}`);
  const list = rows.find((r) => r.path === '/sig/reportes');
  const listTotal = list.first.gz + list.later.gz;
  console.log(`signed-in /sig/reportes gzip, until shown and after: ${kB(listTotal)} kB of the ${kB(LIST_BUDGET_GZ)} kB budget: ${listTotal <= LIST_BUDGET_GZ ? 'within budget' : 'OVER BUDGET'}`);
  // the contract module checks answers by area (packages/webpack-config/contract-module.js): the pieces each page took
  for (const { path, first, later } of rows) {
    const pieces = [...first.modules, ...later.modules].filter((m) => m.path.startsWith('/sig/shared-contract/'));
    if (pieces.length) console.log(`contract on ${path}: ${kB(pieces.reduce((n, m) => n + m.gz, 0))} kB gzip in ${pieces.length} scripts (${pieces.map((m) => `${m.path.split('/').pop().replace(/\.[0-9a-f]{10}(\.chunk)?\.js$/, '')} ${kB(m.gz)}`).join(', ')})`);
  }
  // the curated vendor modules (packages/webpack-config/curated-vendors.js): only the names parcels import
  for (const stem of ['react-router-dom', 'reduxjs-toolkit-query-react']) {
    const file = readdirSync(join(portalDir, 'vendor')).find((f) => f.startsWith(`${stem}.`) && f.endsWith('.js'));
    if (file) console.log(`${stem} module gzip: ${kB(sizeOf(join(portalDir, 'vendor', `${file}.gz`)))} kB`);
  }
  if (process.argv.includes('--list'))
    for (const { path, first, later } of rows) {
      console.log(`${path}: gzip kB of each script until shown, then (+) in the background`);
      for (const m of first.modules) console.log(`  ${kB(m.gz).padStart(6)}  ${m.path}`);
      for (const m of later.modules) console.log(`+ ${kB(m.gz).padStart(6)}  ${m.path}`);
    }
});
