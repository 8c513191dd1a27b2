// Plain constants of the staff's view of habitantes (issue 9), free of zod so the browser can use them without loading it.

const API = '/api/1.0/sig';

/** Fill `:id` with peoplePath. */
export const PEOPLE_PATHS = {
  /** GET `?q=&page=`: habitantes by name or CURP, newest first (SigVerPersona). Not audited: no personal detail. */
  search: `${API}/personas`,
  /** GET: the full record, audited on every call (SigVerPersona); PATCH: change it (SigMidb). */
  persona: `${API}/persona/:id`,
  /** GET: the active colonias of the cliente, what the edit form offers (SigMidb). */
  colonias: `${API}/personas/colonias`,
  /** GET: everything the municipality has with the person; personal data only with SigVerPersona. */
  ciudadano: `${API}/ciudadano/:id`,
} as const;

export const peoplePath = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

export const PEOPLE_PAGE_SIZE = 25;
/** Cases of one kind the ciudadano page lists at most (newest first); `total` still counts them all. */
export const CIUDADANO_CASES_MAX = 100;

/** The audit actions of habitantes (admin_audit, entity 'habitante'). */
export const HABITANTE_AUDIT = { view: 'habitante.view', update: 'habitante.update' } as const;
