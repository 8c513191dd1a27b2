import type { Kysely } from 'kysely';
import { MUNICIPIOS_MAX, type Municipio, type MunicipiosQuery } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { distanceMeters } from '../../lib/geo';
import { fold } from '../../lib/searchText';
import * as repo from './citizens.repository';
import { logoUrl } from './publicView';

/*
 * Choosing a municipality without knowing its slug (issue 24): by name, or nearest to the citizen's
 * position. Only those that take reportes (the sig product) are listed. A country has a few thousand at
 * most, so the names are matched here rather than with an index of their own.
 */

export async function findMunicipios(db: Kysely<Database>, publicUrl: string, q: MunicipiosQuery): Promise<Municipio[]> {
  const words = fold(q.q ?? '').split(/\s+/).filter(Boolean);
  const here = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
  const rows = (await repo.listClientesForPicker(db)).filter((c) => repo.hasSig(c));
  const found = rows
    .map((c) => ({ c, name: fold(c.nombre) }))
    .filter(({ c, name }) => words.every((w) => name.includes(w) || c.slug.includes(w)))
    .map(({ c, name }) => ({
      name,
      item: {
        slug: c.slug,
        nombre: c.nombre,
        logo: logoUrl(c.logo, publicUrl),
        km: here && c.map_lat !== null && c.map_lng !== null ? Math.round(distanceMeters(here, { lat: c.map_lat, lng: c.map_lng }) / 100) / 10 : null,
      },
    }));
  found.sort((a, b) => (here ? (a.item.km ?? Infinity) - (b.item.km ?? Infinity) : 0) || a.name.localeCompare(b.name));
  return found.slice(0, MUNICIPIOS_MAX).map((f) => f.item);
}
