/** The public pages of this parcel (no account); every other path of it is a staff page. */
export const PUBLIC_PREFIXES = ['/transparencia/externo', '/transparencia/peticion/'] as const;

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
