/**
 * The public pages of this parcel (no account): registration `/evento/:productId/:clienteId/:habitanteId/:tipoId`
 * and the ticket `/ev/:id/:user/:tab?`. The door `/evento/checkin/:id` shares the `/evento/` prefix but is staff.
 */
export function isPublicPath(pathname: string): boolean {
  if (pathname.startsWith('/ev/')) return true;
  return pathname.startsWith('/evento/') && !pathname.startsWith('/evento/checkin/');
}
