export const LIST_PATH = '/bettaid/list';
export const plantillasHref = `${LIST_PATH}?tab=plantillas`;
export const plantillaHref = (id: string) => `/bettaid/editar/${encodeURIComponent(id)}`;
export const cardHref = (id: string) => `/bettaid/edit/${encodeURIComponent(id)}`;
export const NEW_CARD_HREF = '/bettaid/edit/nueva';
export const NEW_PLANTILLA_HREF = '/bettaid/editar/nueva';
export const rgHref = (plantillaId: string, habitanteId: string, tab = '') =>
  `/bettaid/rg/${encodeURIComponent(plantillaId)}/${encodeURIComponent(habitanteId)}${tab ? `/${tab}` : ''}`;
/** The public page of a card without the QR's signature (the QR itself carries it: BtCredencialDetalle.qrUrl). */
export const publicHref = (id: string) => `/btid/${encodeURIComponent(id)}`;
/** "Emitir credencial" for a habitante and a template already chosen (the rg page's "issue a new one"). */
export const newCardHref = (habitanteId: string, plantillaId: string) => `${NEW_CARD_HREF}?${new URLSearchParams({ habitante: habitanteId, plantilla: plantillaId })}`;
