import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParcelsResponse } from '@sig/shared/contract';

interface HistoryEntry {
  url: string;
  version: string;
  releasedAt: string | null;
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The @sig/* names of the import map the portal serves now (a release swaps its entry there, so released
 * parcels count); null when there is no built portal (an API-only server), where nothing is known to be missing.
 */
export async function servedParcelNames(portalDir: string): Promise<ReadonlySet<string> | null> {
  const map = await readJson<{ imports?: Record<string, string> }>(path.join(portalDir, 'importmap.json'));
  if (!map) return null;
  return new Set(Object.keys(map.imports ?? {}).filter((name) => name.startsWith('@sig/')));
}

/**
 * What the portal serves now, read from the files `npm run build` and `npm run release` write
 * (importmap.json, release-history.json, build-info.json): read on each call, so a release shows at once.
 */
export async function readParcels(portalDir: string): Promise<ParcelsResponse> {
  const map = await readJson<{ imports: Record<string, string> }>(path.join(portalDir, 'importmap.json'));
  const history = (await readJson<Record<string, HistoryEntry[]>>(path.join(portalDir, 'release-history.json'))) ?? {};
  const info = (await readJson<{ sharedVersion?: string; builtAt?: string }>(path.join(portalDir, 'build-info.json'))) ?? {};
  const parcels = Object.entries(map?.imports ?? {})
    .filter(([name]) => name.startsWith('@sig/'))
    .map(([name, url]) => {
      const stack = history[name] ?? [];
      const current = stack.at(-1);
      const served = current?.url === url ? current : null;
      return {
        name,
        url,
        version: served?.version ?? 'build',
        releasedAt: served?.releasedAt ?? info.builtAt ?? null,
        previous: (served ? stack.slice(0, -1) : []).reverse().map(({ version, url: u, releasedAt }) => ({ version, url: u, releasedAt })),
      };
    });
  return { sharedVersion: info.sharedVersion ?? null, builtAt: info.builtAt ?? null, parcels };
}
