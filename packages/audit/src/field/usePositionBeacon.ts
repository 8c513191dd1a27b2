import { AUDIT_POSITION_EVERY_MS } from '@sig/shared';
import { useEffect, useRef, useState } from 'react';

import { usePosicionesMutation } from '../auditApi';

/** Between 15 and 30 s (issue 25): often enough for the live map, rare enough for a phone's battery. */
export const BEACON_MS = AUDIT_POSITION_EVERY_MS;

export type BeaconState = { status: 'starting' } | { status: 'sending'; lastAt: string | null } | { status: 'off'; reason: 'denied' | 'unsupported' };

/**
 * While the auditor's page is open, sends the device's position every BEACON_MS. A position that cannot be
 * sent (offline, a failed call) is skipped: the next one supersedes it. Denied geolocation stops the beacon
 * and says so, rather than failing silently every 20 s.
 */
export function usePositionBeacon(): BeaconState {
  const [send] = usePosicionesMutation();
  const [state, setState] = useState<BeaconState>({ status: 'starting' });
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setState({ status: 'off', reason: 'unsupported' });
      return;
    }
    let alive = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () =>
      geo.getCurrentPosition(
        (p) => {
          if (!alive) return;
          const at = new Date(p.timestamp || Date.now()).toISOString();
          void sendRef.current({ posiciones: [{ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: Math.round(p.coords.accuracy), at }] }).then((r) => {
            if (alive && !('error' in r)) setState({ status: 'sending', lastAt: at });
          });
        },
        (e) => {
          if (!alive || e.code !== 1) return;
          setState({ status: 'off', reason: 'denied' });
          clearInterval(timer);
        },
        { enableHighAccuracy: true, timeout: BEACON_MS - 2_000, maximumAge: 5_000 },
      );
    setState({ status: 'sending', lastAt: null });
    tick();
    timer = setInterval(tick, BEACON_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return state;
}
