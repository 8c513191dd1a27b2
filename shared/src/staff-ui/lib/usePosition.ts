import { useCallback, useEffect, useRef, useState } from 'react';

export interface DevicePosition {
  lat: number;
  lng: number;
  /** Metres (the device's own estimate). */
  accuracy: number;
  at: string;
}

export type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating'; last: DevicePosition | null }
  | { status: 'located'; position: DevicePosition }
  | { status: 'failed'; problem: PositionProblem; last: DevicePosition | null };

const TIMEOUT_MS = 20_000;

const problemOf = (e: Pick<GeolocationPositionError, 'code'>): PositionProblem => (e.code === 1 ? 'denied' : e.code === 3 ? 'timeout' : 'unavailable');

const toPosition = (p: GeolocationPosition): DevicePosition => ({
  lat: Math.round(p.coords.latitude * 1e6) / 1e6,
  lng: Math.round(p.coords.longitude * 1e6) / 1e6,
  accuracy: Math.round(p.coords.accuracy),
  at: new Date(p.timestamp || Date.now()).toISOString(),
});

/** The device's position, asked when `locate` is called (and once at start when `auto`), with why it failed. */
export function usePosition(auto = true): { state: PositionState; locate: () => void; position: DevicePosition | null } {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const last = useRef<DevicePosition | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setState({ status: 'failed', problem: 'unsupported', last: last.current });
      return;
    }
    setState({ status: 'locating', last: last.current });
    navigator.geolocation.getCurrentPosition(
      (p) => {
        if (!alive.current) return;
        last.current = toPosition(p);
        setState({ status: 'located', position: last.current });
      },
      (e) => alive.current && setState({ status: 'failed', problem: problemOf(e), last: last.current }),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 10_000 },
    );
  }, []);

  useEffect(() => {
    if (auto) locate();
  }, [auto, locate]);

  const position = state.status === 'located' ? state.position : state.status === 'idle' ? null : state.last;
  return { state, locate, position };
}
