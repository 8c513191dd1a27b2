import { type LatLng, useSession } from '@sig/shared';

declare const __SIG_SYSTEM_BUNDLE__: boolean | undefined;
declare const __system_context__: { import(id: string): Promise<unknown> };

export type MapModule = typeof import('@sig/shared/map');

let mapPromise: Promise<MapModule> | null = null;

/**
 * @sig/shared/map (Leaflet and supercluster) loads only when a map is shown, so the lists and detail pages
 * never download it: a static or plain dynamic import would be hoisted into the System.register
 * dependencies of @sig/shared/staff-ui, which every staff page loads.
 */
export const loadMap = (): Promise<MapModule> =>
  (mapPromise ??= (
    typeof __SIG_SYSTEM_BUNDLE__ !== 'undefined' && __SIG_SYSTEM_BUNDLE__
      ? (__system_context__.import('@sig/shared/map') as Promise<MapModule>)
      : import('@sig/shared/map')
  ).catch((err: unknown) => {
    mapPromise = null;
    throw err;
  }));

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
