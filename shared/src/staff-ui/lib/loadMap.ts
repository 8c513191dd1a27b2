import { type LatLng, useSession } from '@sig/shared';

export { loadMap, type MapModule } from '@sig/shared';

/** Where maps open when the cliente has not set its centre: the whole of Mexico. */
export const FALLBACK_VIEW = { center: { lat: 23.6345, lng: -102.5528 }, zoom: 5 };

/** The cliente's map settings from the session, with a usable view when they are unset. */
export function useClienteMap(): { center: LatLng; zoom: number; tileUrl: string | null } {
  const map = useSession((s) => s.cliente?.map);
  const hasCentre = map && map.lat !== null && map.lng !== null;
  return {
    center: hasCentre ? { lat: map.lat!, lng: map.lng! } : FALLBACK_VIEW.center,
    zoom: hasCentre ? (map.zoom ?? 13) : FALLBACK_VIEW.zoom,
    tileUrl: map?.tileUrl || null,
  };
}
