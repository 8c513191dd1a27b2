/*
 * Leaflet draws vector layers as SVG only where the browser has SVGSVGElement#createSVGRect, which it checks
 * once, when it loads; jsdom has SVG elements but not that method. Import this before anything that loads
 * @sig/shared/map (a stand-in for the browser, not for our code).
 */
if (typeof SVGSVGElement !== 'undefined' && !('createSVGRect' in SVGSVGElement.prototype)) {
  Object.defineProperty(SVGSVGElement.prototype, 'createSVGRect', { configurable: true, value: () => ({ x: 0, y: 0, width: 0, height: 0 }) });
}

export {};
