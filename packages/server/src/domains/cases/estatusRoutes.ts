import type { EstatusTable } from '../../db/schema.catalogs';
import { bool, parseJson } from '../../lib/json';

/*
 * What the estatus catalogue's transitions allow from one estatus, read from its data (orden, transiciones,
 * final), never from names: the usual next step, and the final estatus a case can be closed with in one
 * action along the allowed transitions.
 */

const allowedFrom = (e: EstatusTable): string[] => parseJson<string[]>(e.transiciones, []);

/** The active estatus `current` may move to, in catalogue order (`all` as listEstatus gives it). */
export function nextOptions(all: EstatusTable[], current: EstatusTable | undefined): EstatusTable[] {
  if (!current) return [];
  const allowed = new Set(allowedFrom(current));
  return all.filter((e) => bool(e.activo) && allowed.has(e.id));
}

/** The usual next step: the first non-final estatus `current` may move to, in catalogue order. */
export function nextEstatus(all: EstatusTable[], current: EstatusTable | undefined): EstatusTable | undefined {
  return nextOptions(all, current).find((e) => !bool(e.final));
}

/**
 * For every final estatus reachable from `current`, the shortest way there: the estatus passed through
 * (active, non-final: a final one would close the case on the way) and the final one last. Breadth-first
 * in catalogue order, so among equal lengths the catalogue's first way wins.
 */
export function closingRoutes(all: EstatusTable[], current: EstatusTable | undefined): Map<string, EstatusTable[]> {
  const routes = new Map<string, EstatusTable[]>();
  if (!current) return routes;
  const seen = new Set([current.id]);
  let frontier: { at: EstatusTable; path: EstatusTable[] }[] = [{ at: current, path: [] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { at, path } of frontier) {
      for (const e of nextOptions(all, at)) {
        if (seen.has(e.id)) continue;
        seen.add(e.id);
        if (bool(e.final)) routes.set(e.id, [...path, e]);
        else next.push({ at: e, path: [...path, e] });
      }
    }
    frontier = next;
  }
  // in catalogue order, whatever the distance
  return new Map(all.filter((e) => routes.has(e.id)).map((e) => [e.id, routes.get(e.id)!]));
}
