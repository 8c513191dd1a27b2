/*
 * The embed's additions to the shadow root's stylesheet. Leaflet sizes its container's text in rem, which
 * follows the host page's root font size (a page with html { font-size: 30px } would blow up the map's
 * controls and attribution): pin it in px like Fluent's tokens.
 */
export const EMBED_CSS = '.sig-map.leaflet-container{font-size:12px}';
