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
  /**
   * Staff intake (issue 21): GET `?q=` finds the caller by CURP, name or phone (at most CALLER_SEARCH_MAX);
   * POST registers a new one with the minimum fields. Either case-edit permission (SigEditarReporte or
   * SigEditarSolicitudes); CURP and phone come masked to a caller without SigVerPersona.
   */
  callers: `${API}/personas/llamantes`,
} as const;

export const peoplePath = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

export const PEOPLE_PAGE_SIZE = 25;
/** Callers one intake search returns at most (newest first); `total` counts them all, so the form asks to narrow it. */
export const CALLER_SEARCH_MAX = 10;
/** The shortest intake search (fewer characters would list half the registry). */
export const CALLER_QUERY_MIN = 3;
/** Cases of one kind the ciudadano page lists at most (newest first); `total` still counts them all. */
export const CIUDADANO_CASES_MAX = 100;

/** The audit actions of habitantes (admin_audit, entity 'habitante'). */
export const HABITANTE_AUDIT = { view: 'habitante.view', update: 'habitante.update', create: 'habitante.create' } as const;
