import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { repoRoot } from './portal';

/** Runs scripts/<script>.mjs (release, rollback) and returns its output. */
export const npmScript = (script: string, args: string[]) =>
  execFileSync(process.execPath, [join(repoRoot, 'scripts', `${script}.mjs`), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A copy of packages/navbar with its menu landmark renamed, as a domain team's change. */
export function changedNavbar(work: string, sharedRange?: string): string {
  const dir = mkdtempSync(join(work, 'navbar-'));
  cpSync(join(repoRoot, 'packages/navbar'), dir, { recursive: true, filter: (src) => !src.includes('node_modules') });
  const i18n = join(dir, 'src/i18n.ts');
  writeFileSync(i18n, readFileSync(i18n, 'utf8').replace("'nav.label': 'Menú principal'", "'nav.label': 'Menú principal v2'"));
  if (sharedRange) {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    pkg.dependencies['@sig/shared'] = sharedRange;
    writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
  }
  return dir;
}
