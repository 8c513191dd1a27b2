import { BROADCAST_DELAY_MAX_MS, SOCKET_EVENTS, notify, useSocketEvent, useT } from '@sig/shared';
import { useEffect, useRef } from 'react';

import { playAlertBeep } from './alertBeep';
import { browserPage } from './reloadPage';

/** The broadcast's own default (contract BroadcastBody) when a payload carries no usable delay. */
const DEFAULT_RELOAD_DELAY_MS = 5000;

const msgOf = (payload: unknown): string => {
  const msg = (payload as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' ? msg.trim() : '';
};

const delayOf = (payload: unknown): number => {
  const delay = (payload as { delayMs?: unknown } | null)?.delayMs;
  return typeof delay === 'number' && Number.isFinite(delay) ? Math.min(Math.max(0, delay), BROADCAST_DELAY_MAX_MS) : DEFAULT_RELOAD_DELAY_MS;
};

/**
 * Spec 2.4 / 7.3: the server's alerts heard by the sidebar: 'audio-alert' (an administrator's message) and
 * 'alertaraudio' (a case alert) beep and show their message; 'reload' announces and then reloads the page.
 * Used once per navbar, whatever its style, so every layout hears them.
 */
export function useServerAlerts(): void {
  const { t } = useT('navbar');
  const reloadAt = useRef<number | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useSocketEvent(SOCKET_EVENTS.audioAlert, (payload) => {
    playAlertBeep();
    const msg = msgOf(payload);
    if (msg) notify({ message: msg, variant: 'warning' });
  });

  useSocketEvent(SOCKET_EVENTS.caseAlert, (payload) => {
    playAlertBeep();
    const msg = msgOf(payload);
    if (msg) notify({ message: msg, variant: 'info' });
  });

  useSocketEvent(SOCKET_EVENTS.reload, (payload) => {
    const delay = delayOf(payload);
    const at = Date.now() + delay;
    // A second announcement never postpones a reload already promised sooner.
    if (reloadAt.current !== null && reloadAt.current <= at) return;
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadAt.current = at;
    notify({ message: t('alerts.reload', { seconds: Math.ceil(delay / 1000) }), variant: 'warning', autoHideDuration: Math.max(delay, 3000) });
    reloadTimer.current = setTimeout(() => browserPage.reload(), delay);
  });

  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );
}
