import type { CaseKind } from '@sig/shared';

/** The staff pages this parcel links to (paths of shared/src/routes.ts). */
export const links = {
  ciudadano: (id: string) => `/sig/ciudadano/${encodeURIComponent(id)}`,
  persona: (id: string) => `/sig/persona/${encodeURIComponent(id)}`,
  edit: (id: string) => `/sig/personaedit/${encodeURIComponent(id)}`,
  programa: (id: string) => `/sig/midboff/${encodeURIComponent(id)}`,
  caso: (kind: CaseKind, id: string) => `/sig/${kind}/${encodeURIComponent(id)}`,
};
