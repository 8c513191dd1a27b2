// Prints the JavaScript a browser downloads for a cold /login and for a signed-in staff page, as
// gzip and brotli bytes of the pre-compressed files the server sends. Needs `npm run build` first.
// Usage: npm run bench   (or node bench/bundle.mjs)
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const repoRoot = new URL('..', import.meta.url).pathname;
const portalDir = join(repoRoot, 'dist/portal');
const { chromium } = require('playwright-core');
const globalSetup = require('../e2e/support/globalSetup.js');
const globalTeardown = require('../e2e/support/globalTeardown.js');

const BUDGET_GZ = 220 * 1024;
const AIM_GZ = 160 * 1024;

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : statSync(file.replace(/\.(gz|br)$/, '')).size);

/** `parcel`: the page is complete once its parcel's script has come (networkidle alone can come early on a busy machine). */
async function measure(browser, path, token, parcel) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('jwt_access_token', t), token);
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  const parcelLoaded = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(`/sig/${parcel}/`), { timeout: 60_000 });
  await page.goto(process.env.SIG_E2E_BASE_URL + path, { waitUntil: 'networkidle' });
  await parcelLoaded;
  await page.waitForLoadState('networkidle');
  await context.close();
  let gz = 0;
  let br = 0;
  let raw = 0;
  for (const p of scripts) {
    const file = join(portalDir, p);
    raw += statSync(file).size;
    gz += sizeOf(`${file}.gz`);
    br += sizeOf(`${file}.br`);
  }
  return { path, requests: scripts.size, raw, gz, br, scripts: [...scripts] };
}

const kB = (n) => (n / 1024).toFixed(1);

await globalSetup();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const res = await fetch(process.env.SIG_E2E_BASE_URL + '/api/1.0/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.SIG_E2E_ADMIN_EMAIL, password: process.env.SIG_E2E_ADMIN_PASSWORD }),
  });
  const { access_token: token } = await res.json();
  const rows = [await measure(browser, '/login', null, 'auth'), await measure(browser, '/sig/reportes', token, 'cases'), await measure(browser, '/sig/dependencias', token, 'catalogs')];
  console.log('page                 scripts   raw kB   gzip kB  brotli kB');
  for (const r of rows) console.log(`${r.path.padEnd(20)} ${String(r.requests).padStart(7)} ${kB(r.raw).padStart(8)} ${kB(r.gz).padStart(9)} ${kB(r.br).padStart(10)}`);
  const cold = rows[0];
  console.log(`cold /login gzip: ${kB(cold.gz)} kB of the ${kB(BUDGET_GZ)} kB budget (aim ${kB(AIM_GZ)} kB): ${cold.gz <= BUDGET_GZ ? 'within budget' : 'OVER BUDGET'}`);
  // the curated vendor modules (packages/webpack-config/curated-vendors.js): only the names parcels import
  for (const stem of ['react-router-dom', 'reduxjs-toolkit-query-react']) {
    const file = readdirSync(join(portalDir, 'vendor')).find((f) => f.startsWith(`${stem}.`) && f.endsWith('.js'));
    if (file) console.log(`${stem} module gzip: ${kB(sizeOf(join(portalDir, 'vendor', `${file}.gz`)))} kB`);
  }
  if (process.argv.includes('--list')) for (const r of rows) console.log(r.path, '\n  ' + r.scripts.join('\n  '));
} finally {
  await browser.close();
  await globalTeardown();
}
