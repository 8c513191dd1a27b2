import { CASE_KINDS, SOCKET_EVENTS, matchPath, onSocketEvent, type CaseKind } from '@sig/shared';

import { CASE_PAGES } from './kinds';

export interface CaseRef {
  kind: CaseKind;
  id: string;
}

/** The case a portal link opens (the server links a notification to the case's staff page), or null. */
export function caseOfUrl(url: unknown): CaseRef | null {
  if (typeof url !== 'string') return null;
  const path = url.split(/[?#]/)[0];
  for (const kind of CASE_KINDS) {
    const id = matchPath(CASE_PAGES[kind].detail, path)?.orderId;
    if (id) return { kind, id };
  }
  return null;
}

/** The link a socket payload carries: a notification's ({ notification: { url } }) or an alert's ({ url }). */
function linkOf(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as { url?: unknown; notification?: { url?: unknown } | null };
  return p.notification?.url ?? p.url;
}

/**
 * Calls `onCase` whenever the server says something about a case: a notification that links to it (today
 * the server sends one to the person a case is assigned to) or a case alert. Returns the unsubscribe.
 */
export function onCaseNews(onCase: (ref: CaseRef) => void): () => void {
  const handle = (payload: unknown) => {
    const ref = caseOfUrl(linkOf(payload));
    if (ref) onCase(ref);
  };
  const offs = [onSocketEvent(SOCKET_EVENTS.newNotification, handle), onSocketEvent(SOCKET_EVENTS.caseAlert, handle)];
  return () => offs.forEach((off) => off());
}
