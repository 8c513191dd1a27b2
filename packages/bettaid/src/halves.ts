import { matchRoute } from '@sig/shared';

/**
 * Whether `pathname` is one of this parcel's public pages (no account): the route table already says so, and it
 * also tells `/bettaid/list` (staff) from `/bettaid/:productId/…` (a habitante's own card), which share a prefix.
 */
export const isPublicPath = (pathname: string): boolean => matchRoute(pathname)?.route.layout === 'public';
