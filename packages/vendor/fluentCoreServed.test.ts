import { execFileSync } from 'node:child_process';
import { join, sep } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fluentExports: { core: string[]; extras: string[]; coreForExtras: Record<string, string[]>; extrasForLazy: Record<string, string[]>; SERVED_BY_CORE: { packages: string[]; folders: Record<string, string[]> } } = require('@sig/webpack-config/fluent-exports');

interface FluentBuild {
  errors: string[];
  /** node_modules files whose code is in the extras, core and on-demand modules (relative to node_modules) */
  extras: string[];
  core: string[];
  lazy: string[];
  /** names extras takes from the core module */
  fromCore: string[];
  /** names the on-demand module takes from the core module, and from the extras module */
  lazyFromCore: string[];
  lazyFromExtras: string[];
}

// The real core, extras and on-demand compilations (not minified, written to a temporary folder), in a plain Node process:
// the web tests' transforms (lazy Fluent barrels) must not touch webpack's view of the packages.
function buildFluent(): FluentBuild {
  const script = `
    const webpack = require('webpack');
    const { namesFrom } = require('./webpack.config.js');
    const names = ['vendor:@sig/fluent-extras', 'vendor:@fluentui/react-components', 'vendor:@sig/fluent-lazy'];
    const keys = ['extras', 'core', 'lazy'];
    const dir = require('node:fs').mkdtempSync(require('node:path').join(require('node:os').tmpdir(), 'sig-fluent-test-'));
    const cfgs = require('./webpack.config.js')({}).filter((c) => names.includes(c.name));
    for (const c of cfgs) Object.assign(c, { optimization: { minimize: false }, output: { ...c.output, path: dir } });
    webpack(cfgs, (err, multi) => {
      if (err) throw err;
      const out = { errors: [] };
      for (const stats of multi.stats) {
        const c = stats.compilation;
        const files = new Set();
        for (const chunk of c.chunks) for (const m of c.chunkGraph.getChunkModules(chunk)) for (const inner of m.modules ?? [m]) if (inner.resource) files.add(inner.resource);
        out[keys[names.indexOf(c.name)]] = [...files];
        out.errors.push(...c.errors.map((e) => e.message));
        if (c.name === names[0]) out.fromCore = namesFrom(c, '@fluentui/react-components');
        if (c.name === names[2]) Object.assign(out, { lazyFromCore: namesFrom(c, '@fluentui/react-components'), lazyFromExtras: namesFrom(c, '@sig/fluent-extras') });
      }
      require('node:fs').rmSync(dir, { recursive: true, force: true });
      process.stdout.write(JSON.stringify(out));
    });`;
  const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: __dirname, maxBuffer: 64 << 20 }).toString()) as FluentBuild;
  const marker = `${sep}node_modules${sep}`;
  const rel = (files: string[]) => files.filter((f) => f.includes(marker)).map((f) => f.slice(f.lastIndexOf(marker) + marker.length));
  return { ...out, extras: rel(out.extras), core: rel(out.core), lazy: rel(out.lazy) };
}

// left in more than one module: icons are bundled into whoever draws one (their direction context is a shared
// module), and a few stateless helpers of Fluent's JSX runtime, focus-visible polyfill and motion ref forwarding
const KEPT = ['@fluentui/react-icons', '@fluentui/react-jsx-runtime', '@fluentui/react-tabster', '@fluentui/react-motion'];
const twice = (files: string[], other: string[]) => {
  const there = new Set(other);
  return files.filter((f) => there.has(f) && !KEPT.some((k) => f.startsWith(k + sep)));
};

// one build of the three modules for every test below
let build: FluentBuild;
beforeAll(() => {
  build = buildFluent();
}, 180_000);

describe('the extras half of Fluent takes what the core half holds from it', () => {
  it('builds, every name it takes from core being one core exports', () => {
    expect(build.errors).toEqual([]);
    const exported = new Set([...fluentExports.core, ...Object.values(fluentExports.coreForExtras).flat()]);
    expect([...build.fromCore, ...build.lazyFromCore].filter((n) => !exported.has(n))).toEqual([]);
  });

  it('bundles no second copy of what core holds (button, text, divider, label, utilities, keyborg, ...)', () => {
    expect(twice(build.extras, build.core)).toEqual([]);
    expect(twice(build.lazy, build.core)).toEqual([]);
    // the rest of react-button (ToggleButton, MenuButton) is still extras' own
    expect(build.extras.some((f) => f.startsWith(join('@fluentui/react-button', 'lib', 'components', 'ToggleButton')))).toBe(true);
  });

  it('reads the one ButtonContext core holds (MenuButton sees what Button sees)', () => {
    expect(build.lazyFromCore).toContain('useButtonContext');
    expect(build.extras.filter((f) => f.includes('ButtonContext'))).toEqual([]);
    expect(build.lazy.filter((f) => f.includes('ButtonContext'))).toEqual([]);
    expect(build.core.filter((f) => f.includes('ButtonContext')).length).toBe(1);
  });

  it('makes core export nothing extras or the on-demand module does not take (each name keeps its code on every cold page)', () => {
    const needed = new Set([...build.fromCore, ...build.lazyFromCore]);
    expect(Object.values(fluentExports.coreForExtras).flat().filter((n) => !needed.has(n))).toEqual([]);
  });
});

describe('the on-demand half of Fluent (menus, popovers, dialogs, drawers, tooltips) takes what extras holds from it', () => {
  it('bundles no second copy of what extras holds, every name it takes being one extras exports; positioning and portals are its own', () => {
    expect(build.errors).toEqual([]);
    expect(twice(build.lazy, build.extras)).toEqual([]);
    // tooltips are drawn on demand (LazyTooltip): nothing a staff page draws as it opens positions or portals
    for (const pkg of ['react-positioning', 'react-portal', 'react-tooltip']) {
      expect(build.extras.filter((f) => f.startsWith(join('@fluentui', pkg) + sep))).toEqual([]);
      expect(build.lazy.some((f) => f.startsWith(join('@fluentui', pkg) + sep))).toBe(true);
    }
    const exported = new Set([...fluentExports.extras, ...Object.values(fluentExports.extrasForLazy).flat()]);
    expect(build.lazyFromExtras.filter((n) => !exported.has(n))).toEqual([]);
  });

  it('makes extras export nothing the on-demand module does not take (each name keeps its code on every staff page)', () => {
    const needed = new Set(build.lazyFromExtras);
    expect(Object.values(fluentExports.extrasForLazy).flat().filter((n) => !needed.has(n))).toEqual([]);
  });

  it('keeps the menus, dialogs and drawers and their focus management (tabster) out of extras', () => {
    for (const pkg of ['react-menu', 'react-dialog', 'react-drawer', 'react-popover']) expect(build.extras.filter((f) => f.startsWith(join('@fluentui', pkg) + sep))).toEqual([]);
    expect(build.extras.filter((f) => f.startsWith('tabster' + sep))).toEqual([]);
    expect(build.lazy.some((f) => f.startsWith(join('@fluentui', 'react-menu') + sep))).toBe(true);
  });
});

describe('the names core exports for extras and extras for the on-demand module', () => {
  it('exist in the package they are taken from, and are not already core (or extras) names', () => {
    for (const [pkg, names] of Object.entries(fluentExports.extrasForLazy)) {
      const real = JSON.parse(execFileSync(process.execPath, ['-e', `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(pkg)}))))`], { cwd: __dirname, maxBuffer: 64 << 20 }).toString()) as string[];
      expect([pkg, names.filter((n) => !real.includes(n))]).toEqual([pkg, []]);
      expect([pkg, names.filter((n) => fluentExports.extras.includes(n))]).toEqual([pkg, []]);
    }
    for (const [pkg, names] of Object.entries(fluentExports.coreForExtras)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const real = JSON.parse(execFileSync(process.execPath, ['-e', `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(pkg)}))))`], { cwd: __dirname, maxBuffer: 64 << 20 }).toString()) as string[];
      expect([pkg, names.filter((n) => !real.includes(n))]).toEqual([pkg, []]);
      expect([pkg, names.filter((n) => fluentExports.core.includes(n))]).toEqual([pkg, []]);
    }
  });
});
