import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/*
 * The server's doors (like the parcel boundaries in packages/vendor/fluent-exports.test.ts): a domain is
 * entered through its index.ts only, core/ stands below every domain, and the doors form no circle.
 * Tests (and the *.testkit.ts helpers they share) may also use another domain's testkit. Inside a domain,
 * SQL is its repositories' alone, and its routes leave transactions to its services.
 */

const src = __dirname;
const domainsDir = join(src, 'domains');
const coreDir = join(src, 'core');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.ts$/.test(n) && !n.endsWith('.d.ts') ? [p] : [];
  });
}

const isTest = (file: string) => /\.(test|testkit)\.ts$/.test(file);
const rel = (file: string) => relative(src, file).split(sep).join('/');

/** The relative imports of a file (static, dynamic, re-exports, type-only), as paths under src without extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]*)['"]/g)) out.push(rel(join(dirname(file), m[1])).replace(/\.ts$/, ''));
  return out;
}

/** The domain a path under src belongs to (`domains/<area>/...`), else null. */
const domainOf = (path: string): string | null => /^domains\/([^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;

/** What a file may import from another domain: its door; a test or testkit, also its testkits. */
function allowedFromOutside(file: string, target: string): boolean {
  const area = domainOf(target)!;
  if (target === `domains/${area}` || target === `domains/${area}/index`) return true;
  return isTest(file) && /^domains\/[^/]+\/[^/]+\.testkit$/.test(target);
}

const allFiles = sources(src);

/*
 * What running SQL looks like in our code (Kysely): a statement started on a database or transaction, a
 * clause added to one, its execution, or an `sql` template; or a driver's own call. `db.transaction().execute(...)` is not SQL of
 * its own: services open transactions and hand them to repositories.
 */
const SQL_SIGNS: [RegExp, string][] = [
  [/\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|executeQuery|getExecutor)\s*\(/, 'starts a statement'],
  [/\.(where|whereRef|having|innerJoin|leftJoin|rightJoin|fullJoin|orderBy|groupBy|onConflict|returning|forUpdate|forShare)\s*\(/, 'builds a statement'],
  [/\.(execute|executeTakeFirst|executeTakeFirstOrThrow|stream)\s*\(/, 'runs a statement'],
  // the drivers under Kysely, should anyone reach past it (better-sqlite3, pg)
  [/\.(prepare|query)\s*\(/, 'runs a statement on the driver'],
  [/\bsql\s*(`|<|\.\w+\s*\()/, 'writes an sql template'],
];

/** The code of a file without its comments (a comment may well say `sql` or `.where(`), nor its transactions. */
const codeOf = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\.transaction\(\)\s*\.execute\(/g, '');

/** How a file under domains/ runs SQL, if it does; `null` for none. */
function sqlIn(file: string): string | null {
  const code = codeOf(file);
  for (const [sign, what] of SQL_SIGNS) {
    const m = sign.exec(code);
    if (m) return `${what} (${m[0].trim()}, line ${code.slice(0, m.index).split('\n').length})`;
  }
  return null;
}

describe('server boundaries', () => {
  it("a domain imports another domain only through that domain's index.ts", () => {
    const offenders: string[] = [];
    for (const file of sources(domainsDir)) {
      const own = domainOf(rel(file));
      for (const target of importsOf(file)) {
        const other = domainOf(target);
        if (other && other !== own && !allowedFromOutside(file, target)) offenders.push(`${rel(file)}: ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('code outside domains/ (app, demoSeed, cli, plugins, testing, db, fuzz) enters a domain only through its index.ts', () => {
    const offenders: string[] = [];
    for (const file of allFiles.filter((f) => domainOf(rel(f)) === null && f !== __filename)) {
      for (const target of importsOf(file)) {
        if (domainOf(target) && !allowedFromOutside(file, target)) offenders.push(`${rel(file)}: ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  /*
   * Inside a domain only its repositories (*.repository.ts) run SQL: routes and services reach the database
   * through them. The exceptions are test code, tests and the helpers they share (*.test.ts, *.testkit.ts),
   * which set up and inspect rows directly. Migrations live in db/, outside the domains, and so does what
   * no domain owns (db/, lib/outbox.ts, core/), which this rule leaves alone.
   */
  it("a domain runs SQL only in its repositories (tests and testkits aside)", () => {
    const offenders: string[] = [];
    for (const file of sources(domainsDir).filter((f) => !isTest(f) && !f.endsWith('.repository.ts'))) {
      const found = sqlIn(file);
      if (found) offenders.push(`${rel(file)}: ${found}`);
    }
    expect(offenders).toEqual([]);
  });

  it('a routes file opens no transaction: writes, with their rules and history, belong to a service', () => {
    const offenders = sources(domainsDir)
      .filter((f) => f.endsWith('.routes.ts') && /\.transaction\s*\(/.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('core/ imports nothing from domains/, and nothing from plugins/ (whose auth plugin is built on core)', () => {
    const offenders: string[] = [];
    for (const file of sources(coreDir)) {
      for (const target of importsOf(file)) {
        if (target.startsWith('domains/') || (!isTest(file) && target.startsWith('plugins/'))) offenders.push(`${rel(file)}: ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the domain doors form no import cycle', () => {
    // area -> the areas its code (tests aside) imports
    const edges = new Map<string, Set<string>>();
    for (const file of sources(domainsDir).filter((f) => !isTest(f))) {
      const own = domainOf(rel(file))!;
      if (!edges.has(own)) edges.set(own, new Set());
      for (const target of importsOf(file)) {
        const other = domainOf(target);
        if (other && other !== own) edges.get(own)!.add(other);
      }
    }
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (area: string, path: string[]) => {
      if (path.includes(area)) {
        cycles.push([...path.slice(path.indexOf(area)), area].join(' -> '));
        return;
      }
      if (done.has(area)) return;
      for (const next of edges.get(area) ?? []) visit(next, [...path, area]);
      done.add(area);
    };
    for (const area of [...edges.keys()].sort()) visit(area, []);
    expect(cycles).toEqual([]);
  });

  it('no source file reaches itself through its imports (type imports count: plugins/auth.ts and the session cache once did)', () => {
    const resolve = (target: string) => [`${target}.ts`, `${target}/index.ts`].find((p) => existsSync(join(src, p)));
    const edges = new Map(
      allFiles.filter((f) => !isTest(f)).map((f) => [rel(f), importsOf(f).map(resolve).filter((p): p is string => p !== undefined)]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      if (state.get(file) === 'done') return;
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of [...edges.keys()].sort()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
