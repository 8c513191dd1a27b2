import { L } from './leaflet';

/** Leaflet's Web Mercator constants (L.Projection.SphericalMercator; its typings leave them out). */
const EARTH_RADIUS = 6378137;
const MAX_LATITUDE = 85.0511287798;
const RAD = Math.PI / 180;
const SCALE = 0.5 / (Math.PI * EARTH_RADIUS);

/** A point's position in the map's layer pixels, one axis at a time. */
export interface LayerProjection {
  x(lng: number): number;
  y(lat: number): number;
}

/**
 * What `map.latLngToLayerPoint` gives, for the map's current zoom and pixel origin, without the four objects
 * and dozen calls it makes per point: a redraw projects up to a thousand. The same expressions in the same
 * order as Leaflet (EPSG:3857, rounded to whole pixels), so both agree to the pixel. Other CRSs go through
 * Leaflet one axis at a time (right for the cylindrical ones it ships; our maps all use EPSG:3857).
 */
export function layerProjectionOf(map: L.Map): LayerProjection {
  if (map.options.crs !== L.CRS.EPSG3857) {
    return { x: (lng) => map.latLngToLayerPoint([0, lng]).x, y: (lat) => map.latLngToLayerPoint([lat, 0]).y };
  }
  const scale = map.options.crs.scale(map.getZoom());
  const origin = map.getPixelOrigin();
  return {
    x: (lng) => Math.round(scale * (SCALE * (EARTH_RADIUS * lng * RAD) + 0.5)) - origin.x,
    y: (lat) => {
      const sin = Math.sin(Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE) * RAD);
      return Math.round(scale * (-SCALE * ((EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2) + 0.5)) - origin.y;
    },
  };
}
