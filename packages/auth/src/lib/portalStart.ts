import { HOME_PATH, SETUP_PAGE, SETUP_PATHS, hasPermission, request } from '@sig/shared';

export const REPORTS_PATH = '/sig/reportes';

/** Where a signed-in user starts: the report list when the role may see it, else the public home. */
export function portalStartFor(role: readonly string[]): string {
  return hasPermission(['admin', 'SigVerReporte'], role) ? REPORTS_PATH : HOME_PATH;
}

/**
 * Where a person goes right after signing in: an administrator whose cliente still lacks its map centre or
 * its catalogues (a new municipality, issue 24) lands on the setup guide; everyone else on their start page.
 * The guide's answer never blocks the sign-in: a failure sends the person to the usual start.
 */
export async function startAfterSignIn(role: readonly string[]): Promise<string> {
  if (role.includes('admin')) {
    try {
      if ((await request('get', SETUP_PATHS.status, 'SetupStatus')).needsGuide) return SETUP_PAGE;
    } catch {
      // the usual start
    }
  }
  return portalStartFor(role);
}
