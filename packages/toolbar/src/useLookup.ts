import { LOOKUP_PATH, hasPermission, looksLikeLookup, request, useRole, type CaseKind } from '@sig/shared';
import { useEffect, useState } from 'react';

/** Who may ask: the lookup finds cases of the kinds one may view and persons for SigVerPersona. */
const LOOKUP_AUTH = ['admin', 'SigVerReporte', 'SigVerSolicitudes', 'SigVerPersona'];
/** Typing pauses this long before the server is asked, so a folio typed digit by digit costs one request. */
export const LOOKUP_DELAY_MS = 250;

export type LookupHit =
  | { type: 'caso'; id: string; kind: CaseKind; folio: string; tipo: string; estatus: string; cerrado: boolean }
  | { type: 'persona'; id: string; nombreCompleto: string; curp: string };

export type LookupState = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'done'; hits: LookupHit[] };

/**
 * What the server finds for a folio or a CURP typed in the page search. Asks only when the text has the
 * shape of one and the user holds a permission that could find it; the server decides the rest.
 */
export function useLookup(query: string): LookupState {
  const role = useRole();
  const q = query.trim();
  const ask = q !== '' && looksLikeLookup(q) && hasPermission(LOOKUP_AUTH, role);
  const [state, setState] = useState<{ q: string; state: LookupState }>({ q: '', state: { status: 'idle' } });

  useEffect(() => {
    if (!ask) return;
    let current = true;
    const timer = setTimeout(() => {
      request('get', LOOKUP_PATH, 'LookupResponse', { searchParams: { q } }).then(
        (body) => {
          if (!current) return;
          const hits: LookupHit[] = [...body.casos.map((c) => ({ type: 'caso' as const, ...c })), ...body.personas.map((p) => ({ type: 'persona' as const, ...p }))];
          setState({ q, state: { status: 'done', hits } });
        },
        () => current && setState({ q, state: { status: 'error' } }),
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ask, q]);

  if (!ask) return { status: 'idle' };
  // an answer for an earlier text is never shown for this one
  return state.q === q ? state.state : { status: 'loading' };
}
