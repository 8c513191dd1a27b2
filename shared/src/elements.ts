// @sig/shared/elements: React components as custom elements (the embeddable web components). A path of its
// own rather than part of the browser door (sig-shared.ts): no portal page uses it, and the embed bundles
// it without pulling in the portal's store, API client, socket and i18next.
export { defineParcelElement, type ElementAttributes, type ParcelElementOptions } from './parcel/defineParcelElement';
export { ELEMENT_CLASS } from './parcel/elementStyles';
export { shadowDocument } from './parcel/shadowDocument';
