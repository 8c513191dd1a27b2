import { createHmac, timingSafeEqual } from 'node:crypto';
import { PUBLIC_PATHS, PUBLIC_PHOTO_LINK_MINUTES } from '@sig/shared/contract';

/*
 * A public photo is reached by a link that names one file and expires (issue 24): the follow answer that
 * is allowed to show it signs the link, so the photo route needs neither the follow code (which must never
 * sit in a URL) nor a session. HMAC with the server's secret; nothing is stored.
 */

const sign = (secret: string, clienteId: string, fileId: string, expires: number): string =>
  createHmac('sha256', secret).update(`public-photo:${clienteId}:${fileId}:${expires}`).digest('base64url');

export function photoLink(secret: string, publicUrl: string, cliente: { id: string; slug: string }, fileId: string, now: Date): string {
  // rounded to the minute: the same photo keeps one URL for a while, so the browser's cache works
  const expires = Math.ceil(now.getTime() / 60_000) + PUBLIC_PHOTO_LINK_MINUTES;
  const path = PUBLIC_PATHS.photo.replace(':cliente', encodeURIComponent(cliente.slug)).replace(':fileId', encodeURIComponent(fileId));
  return `${publicUrl}${path}?e=${expires}&s=${sign(secret, cliente.id, fileId, expires)}`;
}

/** Whether the link's signature is this file's and it has not expired; the seconds it still has, else null. */
export function photoLinkValid(secret: string, clienteId: string, fileId: string, expires: number, signature: string, now: Date): number | null {
  const left = expires * 60 - Math.floor(now.getTime() / 1000);
  if (!Number.isSafeInteger(expires) || left <= 0) return null;
  const a = Buffer.from(sign(secret, clienteId, fileId, expires));
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b) ? left : null;
}
