import type { EvEstado, EvRegistroEstado } from '@sig/shared';

/** The badge colour of an event's state and of a registration's. */
export const EVENTO_BADGE: Record<EvEstado, 'informative' | 'success' | 'danger'> = { borrador: 'informative', publicado: 'success', cancelado: 'danger' };
export const REGISTRO_BADGE: Record<EvRegistroEstado, 'success' | 'warning' | 'danger'> = { confirmado: 'success', espera: 'warning', cancelado: 'danger' };

export const editHref = (id: string) => `/eventos/edit/${encodeURIComponent(id)}`;
export const checkinHref = (id: string) => `/evento/checkin/${encodeURIComponent(id)}`;
export const LIST_PATH = '/eventos/list';
