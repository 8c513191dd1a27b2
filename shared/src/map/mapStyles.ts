import { LEAFLET_CSS } from './leafletCss';

/*
 * Markers are plain DOM that Leaflet creates outside React, so their look is a stylesheet rather than Griffel
 * classes. Colours are Fluent's CSS variables (set by FluentProvider) with light-theme fallbacks for a page
 * without one; the estatus colour arrives in --sig-map-c.
 */
const MAP_CSS = `
.sig-map{position:absolute;top:0;right:0;bottom:0;left:0}
.sig-map.leaflet-container{background:var(--colorNeutralBackground3,#f5f5f5);font-family:var(--fontFamilyBase,inherit);outline-offset:-2px}
.sig-map.leaflet-container:focus-visible{outline:2px solid var(--colorStrokeFocus2,#000)}
.sig-map-cluster,.sig-map-point,.sig-map-pin{background:none;border:none}
.sig-map-cluster>span{display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:100%;height:100%;border-radius:50%;border:5px solid var(--sig-map-c);background:var(--colorNeutralBackground1,#fff);color:var(--colorNeutralForeground1,#242424);font:600 12px/1 var(--fontFamilyBase,sans-serif);box-shadow:0 1px 4px rgba(0,0,0,.4);cursor:pointer}
.sig-map-point>span{display:block;box-sizing:border-box;width:100%;height:100%;border-radius:50%;background:var(--sig-map-c);border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45);cursor:pointer}
.sig-map-pin>span{display:block;box-sizing:border-box;width:100%;height:100%;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--colorBrandBackground,#0f6cbd);border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)}
.sig-map-cluster:focus-visible,.sig-map-point:focus-visible,.sig-map-pin:focus-visible{outline:2px solid var(--colorStrokeFocus2,#000);outline-offset:2px;border-radius:50%}
.sig-map .leaflet-popup-content-wrapper,.sig-map .leaflet-popup-tip{background:var(--colorNeutralBackground1,#fff);color:var(--colorNeutralForeground1,#242424)}
.sig-map .leaflet-popup-content{margin:12px 16px;font-size:var(--fontSizeBase300,14px);line-height:var(--lineHeightBase300,20px)}
.sig-map .leaflet-popup-close-button{color:var(--colorNeutralForeground2,#424242)}
.sig-map .leaflet-popup-content-wrapper{text-align:start}
.sig-map .leaflet-popup[dir=rtl] .leaflet-popup-close-button{right:auto;left:0}
`;

export const MAP_STYLES = LEAFLET_CSS + MAP_CSS.replace(/\n/g, '');

const styled = new WeakSet<Node>();

/**
 * Adds the stylesheet once to the document, or once to the shadow root the map lives in (the embed's web
 * component), where a document stylesheet cannot reach. First in its root, so page styles still win.
 */
export function injectMapStyles(element: Element): void {
  const root = element.getRootNode();
  if (styled.has(root)) return;
  const target = root instanceof ShadowRoot ? root : element.ownerDocument.head;
  if (!target.querySelector('style[data-sig-map]')) {
    const style = element.ownerDocument.createElement('style');
    style.setAttribute('data-sig-map', '');
    style.textContent = MAP_STYLES;
    target.prepend(style);
  }
  styled.add(root);
}
