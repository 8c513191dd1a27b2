import { HOME_PATH, hasPermission } from '@sig/shared';

export const REPORTS_PATH = '/sig/reportes';

/** Where a signed-in user starts: the report list when the role may see it, else the public home. */
export function portalStartFor(role: readonly string[]): string {
  return hasPermission(['admin', 'SigVerReporte'], role) ? REPORTS_PATH : HOME_PATH;
}
