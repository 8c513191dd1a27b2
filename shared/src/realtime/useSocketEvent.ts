import { useEffect, useRef } from 'react';

import { onSocketEvent } from './socketClient';

/** React form of onSocketEvent: subscribed while mounted; the latest handler runs, without resubscribing. */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onSocketEvent<T>(event, (payload) => latest.current(payload)), [event]);
}
