// The reportes map (@sig/shared/map <ClusterMap>) with 50k points: time to first render (data handed to
// React -> markers painted) and frame intervals while zooming in 10 levels and back out, next to a 1k-point
// baseline in the same run, for the canvas (default) and DOM markers. Goals: first render <= 1 s, p95 frame
// interval within one frame at 60 Hz (no dropped frames), p95 redraw (the work of one zoom step) <= 16 ms; with
// 20 steps a run, its p95 is the slowest step. The tile URL never resolves (.invalid): it also
// checks that an offline map logs at most one failed request, not one per tile.
// Serves the built portal's files and a harness page itself: no API server, no database.
// Needs `npm run build` first (or SIG_PORTAL_DIR pointing at a built portal).
// Usage: node bench/map.mjs [points=50000] [--markers=canvas|dom|both] [--runs=3]   (figures: median of the runs)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, sep } from 'node:path';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const repoRoot = new URL('..', import.meta.url).pathname;
const portalDir = process.env.SIG_PORTAL_DIR || join(repoRoot, 'dist/portal');
const args = process.argv.slice(2);
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 50000);
const BASELINE = 1000;
const modeArg = (args.find((a) => a.startsWith('--markers=')) ?? '--markers=both').split('=')[1];
const MODES = modeArg === 'both' ? ['canvas', 'dom'] : [modeArg];
// The default colours bubbles by estatus up to ESTATUS_COLOURS_MAX_POINTS; one more canvas row forces them at 50k.
const CONFIGS = [...MODES.map((markers) => ({ markers })), ...(MODES.includes('canvas') ? [{ markers: 'canvas', clusterColors: 'estatus', only: N }] : [])];
const RUNS = Number((args.find((a) => a.startsWith('--runs=')) ?? '--runs=3').split('=')[1]);
const OFFLINE_TILES = 'https://tiles.invalid/{z}/{x}/{y}.png';
// rAF intervals at 60 Hz jitter around 16.7 ms; a dropped frame shows as ~33 ms
const FRAME_GOAL_MS = 17.7;
// the work of one zoom step (query the index, project, draw): within one frame
const REDRAW_GOAL_MS = 16;

const importMapFile = join(portalDir, 'importmap.json');
if (!existsSync(importMapFile)) {
  console.error(`no built portal at ${portalDir}: run npm run build first`);
  process.exit(1);
}
if (!JSON.parse(readFileSync(importMapFile, 'utf8')).imports['@sig/shared/map']) {
  console.error(`the portal at ${portalDir} has no @sig/shared/map: rebuild it`);
  process.exit(1);
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.map': 'application/json' };
const HTML = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>map bench</title><link rel="icon" href="data:,">
<style>html,body{margin:0;height:100%}#root{height:100vh}</style>
<script type="systemjs-importmap" src="/importmap.json"></script>
<script src="/__bench/system.min.js"></script>
<script src="/__bench/harness.js"></script>
</head><body><div id="root"></div></body></html>`;
const FIXED = {
  '/__bench/system.min.js': join(repoRoot, 'node_modules/systemjs/dist/system.min.js'),
  '/__bench/harness.js': join(repoRoot, 'bench/map/harness.js'),
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(HTML);
  }
  const file = FIXED[path] ?? normalize(join(portalDir, path));
  if (!FIXED[path] && !file.startsWith(portalDir.replace(/\/?$/, sep))) return res.writeHead(403).end();
  if (!existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : NaN;
};
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-').padStart(8);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const median = (xs) => pct(xs, 0.5);
/** One row per configuration: the median run of each figure (a busy machine makes single runs noisy). */
const summarise = (runs) => ({
  n: runs[0].n,
  markers: runs[0].markers,
  colors: runs[0].colors,
  firstRenderMs: median(runs.map((r) => r.firstRenderMs)),
  indexMs: median(runs.map((r) => r.indexMs)),
  firstClusters: runs[0].firstClusters,
  firstPoints: runs[0].firstPoints,
  frameP50: median(runs.map((r) => pct(r.intervals, 0.5))),
  frameP95: median(runs.map((r) => pct(r.intervals, 0.95))),
  frameMax: median(runs.map((r) => Math.max(...r.intervals))),
  redrawP95: median(runs.map((r) => pct(r.redrawMs, 0.95))),
  maxShown: Math.max(...runs.map((r) => r.maxShown)),
  maxAdded: Math.max(...runs.map((r) => r.maxAdded)),
});
const rows = [];
let pages = 0;
let consoleErrors = 0;
let pageErrors = 0;
try {
  for (const { markers, clusterColors, only } of CONFIGS) {
    for (const n of only ? [only] : [BASELINE, N]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // a fresh page per run: no warm caches or JIT from the previous one
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        page.on('console', (m) => m.type() === 'error' && consoleErrors++);
        page.on('pageerror', (e) => (pageErrors++, console.error('page error:', e.message)));
        await page.goto(base);
        await page.waitForFunction(() => window.mapBench);
        runs.push(await page.evaluate((opts) => window.mapBench.run(opts), { n, markers, clusterColors, tileUrl: OFFLINE_TILES }));
        await context.close();
        pages++;
      }
      rows.push(summarise(runs));
    }
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`<ClusterMap> from ${portalDir}: zoom 9 -> 19 -> 9, one level at a time, no tiles (offline); median of ${RUNS} run(s)`);
console.log('points  markers  bubbles  first render  (index, warm)  first drawn   frame p50  frame p95  frame max   redraw p95  most drawn/added');
for (const r of rows) {
  console.log(
    `${String(r.n).padStart(6)}  ${r.markers.padEnd(7)}  ${r.colors.padEnd(7)} ${ms(r.firstRenderMs)} ms  ${ms(r.indexMs)} ms  ${`${r.firstClusters}+${r.firstPoints}`.padStart(11)}  ${ms(r.frameP50)} ms ${ms(r.frameP95)} ms ${ms(r.frameMax)} ms ${ms(r.redrawP95)} ms  ${String(r.maxShown).padStart(6)}/${r.maxAdded}`,
  );
}
for (const r of rows.filter((x) => x.n === N)) {
  const base1k = rows.find((x) => x.n === BASELINE && x.markers === r.markers);
  console.log(
    `${r.markers}, ${r.colors} bubbles: first render ${r.firstRenderMs.toFixed(0)} ms (${(r.firstRenderMs / base1k.firstRenderMs).toFixed(1)}x the 1k baseline) — goal <= 1000 ms: ${r.firstRenderMs <= 1000 ? 'met' : 'NOT met'}; ` +
      `p95 frame ${r.frameP95.toFixed(1)} ms (1k: ${base1k.frameP95.toFixed(1)} ms) — goal one frame at 60 Hz (16.7 ms, +1 ms timer jitter): ${r.frameP95 <= FRAME_GOAL_MS ? 'met' : 'NOT met'}; ` +
      `p95 redraw ${r.redrawP95.toFixed(1)} ms (1k: ${base1k.redrawP95.toFixed(1)} ms) — goal <= ${REDRAW_GOAL_MS} ms: ${r.redrawP95 <= REDRAW_GOAL_MS ? 'met' : 'NOT met'}`,
  );
}
// One failed probe per page is expected offline (the browser logs it); more would mean a request per tile.
console.log(`console errors: ${consoleErrors} over ${pages} pages (offline tiles: at most one per page expected); page errors: ${pageErrors}`);
