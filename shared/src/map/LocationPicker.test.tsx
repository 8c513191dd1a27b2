import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import type { LatLng } from '../contract/refs';
import { L } from './leaflet';
import { LOCATED_ZOOM, LocationPicker, type LocationPickerProps, geolocationProblemOf } from './LocationPicker';
import { useLayoutSize } from '../test/layoutSize';

useLayoutSize(640, 320);

const CENTER = { lat: 19.4326, lng: -99.1332 };

/** A form holding the value, as the intake form does. */
function Form(props: Partial<LocationPickerProps> & { initial?: LatLng | null; changes: LatLng[] }) {
  const [value, setValue] = useState<LatLng | null>(props.initial ?? null);
  return (
    <LocationPicker
      center={CENTER}
      zoom={13}
      {...props}
      value={value}
      onChange={(v) => {
        props.changes.push(v);
        setValue(v);
      }}
    />
  );
}

function renderPicker(props: Partial<LocationPickerProps> & { initial?: LatLng | null } = {}) {
  let map: L.Map | null = null;
  const changes: LatLng[] = [];
  render(<Form changes={changes} onMap={(m) => (map = m)} {...props} />);
  return { map: () => map!, changes, value: () => screen.getByTestId('sig-map-picker-value').textContent };
}

const markerOf = (map: L.Map) => {
  const markers: L.Marker[] = [];
  map.eachLayer((l) => l instanceof L.Marker && markers.push(l));
  return markers;
};

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: answer } });
}

describe('LocationPicker', () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('says no place is marked yet, with no marker on the map', () => {
    const { map, value } = renderPicker();
    expect(value()).toBe('Aún no hay ubicación marcada.');
    expect(markerOf(map())).toHaveLength(0);
  });

  it('drops the marker where the map is clicked, wrapped into the contract’s range', () => {
    const { map, changes, value } = renderPicker();
    act(() => void map().fire('click', { latlng: L.latLng(19.5, 260.9) }));
    expect(changes).toEqual([{ lat: 19.5, lng: -99.1 }]);
    expect(value()).toBe('Latitud 19.500000Longitud -99.100000');
    expect(markerOf(map())).toHaveLength(1);
    expect(document.querySelector('.sig-map-pin')?.getAttribute('aria-label')).toBe('Ubicación marcada; arrástrala para moverla');
  });

  it('moves the marker to a second click instead of adding one', () => {
    const { map, changes } = renderPicker({ initial: { lat: 19.4, lng: -99.1 } });
    act(() => void map().fire('click', { latlng: L.latLng(19.41, -99.12) }));
    expect(changes).toEqual([{ lat: 19.41, lng: -99.12 }]);
    expect(markerOf(map()).map((m) => m.getLatLng())).toEqual([L.latLng(19.41, -99.12)]);
  });

  it('takes the place the marker is dragged to', () => {
    const { map, changes } = renderPicker({ initial: { lat: 19.4, lng: -99.1 } });
    const [marker] = markerOf(map());
    act(() => {
      marker.setLatLng([19.4123456789, -99.1098765432]);
      marker.fire('dragend');
    });
    expect(changes).toEqual([{ lat: 19.412346, lng: -99.109877 }]);
  });

  it('marks the centre on Enter when the map has the focus', () => {
    const { changes } = renderPicker();
    const container = screen.getByRole('application', { name: 'Ubicación en el mapa' });
    container.focus();
    fireEvent.keyDown(container, { key: 'Enter' });
    expect(changes).toEqual([CENTER]);
  });

  it('uses the device position and zooms in to it', () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 20.6767, longitude: -103.3475 } } as GeolocationPosition));
    const { map, changes } = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect(changes).toEqual([{ lat: 20.6767, lng: -103.3475 }]);
    expect(map().getZoom()).toBe(LOCATED_ZOOM);
  });

  it('explains a refused or failed position and leaves the value alone', () => {
    stubGeolocation((_ok, fail) => fail({ code: 1 } as GeolocationPositionError));
    const { changes } = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect(screen.getByText('No diste permiso para usar tu ubicación. Márcala en el mapa.')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('says so when the browser has no geolocation', () => {
    renderPicker({ lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText('This browser cannot give your location. Mark it on the map.')).toBeTruthy();
  });

  it('shows it is looking while the device answers', () => {
    let answer: PositionCallback = () => {};
    stubGeolocation((ok) => (answer = ok));
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }));
    expect((screen.getByRole('button', { name: 'Buscando tu ubicación…' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => answer({ coords: { latitude: 19, longitude: -99 } } as GeolocationPosition));
    expect(screen.getByRole('button', { name: 'Usar mi ubicación' })).toBeTruthy();
  });
});

describe('geolocationProblemOf', () => {
  it('tells a refusal, a timeout and anything else apart', () => {
    expect([1, 2, 3].map((code) => geolocationProblemOf({ code }))).toEqual(['denied', 'unavailable', 'timeout']);
  });
});
