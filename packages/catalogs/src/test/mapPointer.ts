import { L, toLatLng } from '@sig/shared/map';
import { FALLBACK_VIEW } from '@sig/shared/staff-ui';
import { fireEvent } from '@testing-library/react';

/**
 * Where a click at (x, y) of a map showing `view` lands, as Leaflet works it out on a map of the same
 * size (the tests' layout stand-in gives every element one size), rounded as the contract takes it.
 */
export function latLngAt(x: number, y: number, view: { center: { lat: number; lng: number }; zoom: number } = FALLBACK_VIEW) {
  const probe = L.map(document.createElement('div'), { center: [view.center.lat, view.center.lng], zoom: view.zoom });
  const at = probe.containerPointToLatLng([x, y]);
  probe.remove();
  return toLatLng(at.lat, at.lng);
}

/** A click on the map at (x, y) of its frame, as the browser reports it. */
export const clickMap = (map: HTMLElement, x: number, y: number) => fireEvent.click(map, { clientX: x, clientY: y, button: 0 });

/**
 * Presses the mouse on `handle`, moves it by (dx, dy) and lets go, as a drag in the browser (where the
 * pointer stays over the handle it drags).
 */
export function drag(handle: HTMLElement, from: [number, number], by: [number, number]) {
  const [x, y] = from;
  // Leaflet reads the legacy `which` to tell the main button
  const at = (f: number) => ({ clientX: x + by[0] * f, clientY: y + by[1] * f, button: 0, which: 1 });
  fireEvent.mouseDown(handle, at(0));
  fireEvent.mouseMove(handle, at(0.5));
  fireEvent.mouseMove(handle, at(1));
  fireEvent.mouseUp(handle, at(1));
}
