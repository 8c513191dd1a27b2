// Reads the browser sources (shared, root-config, every package) for what they import from a vendor module,
// so a curated vendor module is checked against its real users.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const repoRoot = join(__dirname, '../..');
export const sourceRoots = ['shared/src', 'root-config/src', ...readdirSync(join(repoRoot, 'packages')).map((p) => `packages/${p}/src`)];

/** The .ts/.tsx files under `dir`, tests left out. */
export function sources(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : [];
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value imports from `module` (type-only imports cost nothing at run time). */
export function namedImports(text: string, module: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escapeRegExp(module)}['"]`, 'g'))) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** `file: name` for every name imported from `module` under `roots` that `allowed` rejects. */
export function importsOutside(module: string, allowed: (name: string) => boolean, roots: readonly string[] = sourceRoots): string[] {
  const problems: string[] = [];
  for (const root of roots) {
    for (const file of sources(join(repoRoot, root))) {
      for (const name of namedImports(readFileSync(file, 'utf8'), module)) {
        if (!allowed(name)) problems.push(`${relative(repoRoot, file)}: ${name}`);
      }
    }
  }
  return problems;
}
