import type { BotContactFilter } from '@sig/shared/staff-ui';

/** The contacts page of `filter`, at a page of the list and with a contact open. */
export function contactsLink(filter: BotContactFilter, { page = 1, contact }: { page?: number; contact?: string } = {}): string {
  const q = new URLSearchParams();
  if (page > 1) q.set('page', String(page));
  if (contact) q.set('c', contact);
  const search = q.toString();
  return `/sig/bot/contacts/${filter}${search ? `?${search}` : ''}`;
}

/** The page of the list and the open contact, from the address. */
export function readContactsQuery(search: string): { page: number; contact: string | null } {
  const q = new URLSearchParams(search);
  const page = Number(q.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, contact: q.get('c') || null };
}

/** The person's page (their reportes, solicitudes and programmes), and where the case list finds a folio. */
export const habitanteLink = (id: string) => `/sig/ciudadano/${encodeURIComponent(id)}`;
export const folioLink = (folio: string) => `/sig/reportes?q=${encodeURIComponent(folio)}`;
export const CHAT_CENTER_LINK = '/sig/bot/chatcenter';
