import { hasPermission, type Permission } from '@sig/shared/permissions';

export type { Permission };

/** Whether a role's permissions open what needs one of `needed`; 'admin' opens everything, so it is never restated. */
export function holdsPermission(granted: readonly string[], ...needed: Permission[]): boolean {
  return hasPermission(['admin', ...needed], granted);
}
