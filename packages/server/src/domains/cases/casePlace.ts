import type { LatLng } from '@sig/shared/contract';
import type { ColoniasTable } from '../../db/schema.catalogs';
import { derivePlace, type ColoniaArea } from '../../lib/geo';
import * as repo from './cases.repository';
import { polygonOf } from '../catalogs';

/*
 * A case's colonia and zona from its point (issue 21): on every filing (staff intake, citizen, Open311) and
 * every move. The cliente's active zonas and colonias are read per write: a few hundred rows at most, and
 * always the catalogue as it stands in the writing transaction.
 */

export interface CasePlace {
  colonia_id: string | null;
  zona_id: string | null;
  /** 1 when staff chose the colonia (a later move keeps it). */
  colonia_manual: number;
}

const area = (c: ColoniasTable): ColoniaArea => ({
  id: c.id,
  poligono: polygonOf(c.poligono),
  zonaId: c.zona_id,
  centro: c.centro_lat !== null && c.centro_lng !== null ? { lat: c.centro_lat, lng: c.centro_lng } : null,
});

/** `chosen`: the colonia staff picked (checked active by the caller), or null to derive it from the point. */
export async function placeOf(db: repo.Db, clienteId: string, point: LatLng | null, chosen: ColoniasTable | null): Promise<CasePlace> {
  const needsAreas = point !== null && (chosen === null || chosen.zona_id === null);
  const zonas = needsAreas ? (await repo.listActive(db, 'zonas', clienteId)).map((z) => ({ id: z.id, poligono: polygonOf(z.poligono) })) : [];
  const colonias = needsAreas && chosen === null ? (await repo.listActive(db, 'colonias', clienteId)).map(area) : [];
  const radius = needsAreas && chosen === null ? await repo.coloniaRadius(db, clienteId) : 0;
  const place = derivePlace(point, chosen && area(chosen), zonas, colonias, radius);
  return { colonia_id: place.coloniaId, zona_id: place.zonaId, colonia_manual: chosen ? 1 : 0 };
}
