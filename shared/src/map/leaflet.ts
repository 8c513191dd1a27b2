import * as Leaflet from 'leaflet';

/*
 * Leaflet is bundled into this module (only map pages load it). Its script also assigns window.L;
 * noConflict() gives back what was there before, so a host page's own Leaflet (the embed runs on other
 * sites) stays untouched. Code that draws on our maps (zona polygons) uses this L, never a second copy.
 */
export const L = Leaflet;
if (typeof window !== 'undefined') Leaflet.noConflict();
