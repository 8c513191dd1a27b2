import { LOGIN_PATH, NOT_FOUND_PATH, type RouteDef, hasPermission, matchRoute, redirectFor } from '@sig/shared';

export type Decision =
  | { kind: 'redirect'; to: string; remember?: boolean }
  | { kind: 'render'; route: RouteDef }
  | { kind: 'denied'; route: RouteDef };

export interface GuardSession {
  signedIn: boolean;
  role: readonly string[];
}

/** What the portal shows for a path: the redirects of spec 2.2, the guard of spec 6, or the route. */
export function decide(pathname: string, session: GuardSession): Decision {
  const to = redirectFor(pathname);
  if (to) return { kind: 'redirect', to };
  const match = matchRoute(pathname);
  if (!match) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const { route } = match;
  if (route.auth === null) return { kind: 'render', route };
  if (!session.signedIn) return { kind: 'redirect', to: LOGIN_PATH, remember: true };
  if (!hasPermission(route.auth, session.role)) return { kind: 'denied', route };
  return { kind: 'render', route };
}

/** Whether the staff frame (navbar, toolbar, footer) is shown. */
export const showsFrame = (d: Decision, session: GuardSession): boolean =>
  session.signedIn && d.kind !== 'redirect' && d.route.layout === 'staff';
