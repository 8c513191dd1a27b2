/*
 * @sig/shared/map: the Leaflet maps of the portal (reportes map, location picker, later zonas and the
 * embed). Its own System module, loaded only by pages that show a map; Leaflet and supercluster live
 * inside it. Draw extra layers with the `L` exported here, never with a second copy of Leaflet.
 */
export { L } from './leaflet';
export { BaseMap, MAP_MAX_ZOOM, MAP_MIN_ZOOM, attributionFor, type BaseMapProps, type TileState } from './BaseMap';
export { ClusterMap, type ClusterMapProps } from './ClusterMap';
export { LocationPicker, LOCATED_ZOOM, geolocationProblemOf, type LocationPickerProps, type GeolocationProblem } from './LocationPicker';
export { MapLegend, type MapLegendProps } from './MapLegend';
export { PointPopup, type PointPopupProps } from './PointPopup';
export { createClusterLayer, KEYBOARD_REACH_PX, type ClusterLayer, type ClusterStats, type MarkerMode } from './clusterLayer';
export { itemsOf, itemAt, radiusOf, type ClusterItem } from './clusterItems';
export { createClusterIndex, dominantEstatus, CLUSTER_MAX_ZOOM, CLUSTER_MIN_ZOOM, CLUSTER_RADIUS, ESTATUS_COLOURS_MAX_POINTS, type ClusterIndex, type ClusterCounts } from './clusterIndex';
export { toClusterFeatures, pointOf, toLatLng, type MapRow, type MapPoint, type PointProps } from './mapPoints';
export { legendItems, type LegendItem } from './mapLegend';
export { safeColor, NEUTRAL_COLOR } from './mapColors';
export { tileUrlAt, tilesReachable } from './tiles';
export { mapStrings } from './mapStrings';
export { mapText, mapLanguageOf, useMapText, type MapT } from './useMapText';
export { injectMapStyles } from './mapStyles';
