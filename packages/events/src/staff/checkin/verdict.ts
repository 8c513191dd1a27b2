import type { EvKitRegistro } from '@sig/shared';
import { type FirmaCheck, evNormalizaCodigo } from '@sig/shared/staff-ui';

/*
 * The door's verdict on one scan, judged on the phone without the server (pretix's users lost valid tickets offline
 * and saw wrong lists): the signature says whether the ticket is ours and for this event; the downloaded list and
 * this phone's own scans say whether it was cancelled, is waiting or already came in. A validly signed ticket of this
 * event missing from the list was registered after the download: it is let in (a cancellation after the download
 * cannot be known offline; the sync reports it).
 */

/** Where and when a ticket came in, and who let it in (null when the server did not know the name). */
export interface DoorEntrada {
  en: string;
  puerta: string;
  por: string | null;
}

/** One registration as the door kit holds it. */
export type DoorEntry = EvKitRegistro;

/** Why a scan is `invalido`: the signature check's reasons, a ticket of another cliente, a typed code the list does not hold. */
export type InvalidoMotivo = 'malformed' | 'unknown_key' | 'bad_signature' | 'expired' | 'cliente' | 'codigo';

export type DoorVerdict =
  | { kind: 'valido'; registroId: string; nombre: string | null; tarde: boolean }
  | { kind: 'ya_registrado'; registroId: string; nombre: string | null; entrada: DoorEntrada }
  | { kind: 'otro_evento' }
  | { kind: 'cancelado'; registroId: string; nombre: string | null }
  | { kind: 'en_espera'; registroId: string; nombre: string | null }
  | { kind: 'invalido'; motivo: InvalidoMotivo };

export type VerdictKind = DoorVerdict['kind'];

export interface DoorContext {
  clienteId: string;
  eventoId: string;
  /** The downloaded list, by registration id. */
  byId: ReadonlyMap<string, DoorEntry>;
  /** This phone's own check-ins not yet in a downloaded list (queued or sent since), by registration id. */
  local: ReadonlyMap<string, DoorEntrada>;
}

/** What is known of the ticket's registration: the list's entry, with this phone's own check-in over it. */
function judgeEntry(ctx: DoorContext, registroId: string, entry: DoorEntry | undefined): DoorVerdict {
  const nombre = entry?.nombre ?? null;
  if (entry?.estado === 'cancelado') return { kind: 'cancelado', registroId, nombre };
  if (entry?.estado === 'espera') return { kind: 'en_espera', registroId, nombre };
  const entrada = ctx.local.get(registroId) ?? (entry?.checkin ?? null);
  if (entrada) return { kind: 'ya_registrado', registroId, nombre, entrada };
  return { kind: 'valido', registroId, nombre, tarde: !entry };
}

/** A scanned QR (a signed ticket), once verifyFirma has checked its signature against the cliente's keys. */
export function judgeTicket(ctx: DoorContext, check: FirmaCheck): DoorVerdict {
  if (!check.ok) {
    // a ticket of another event, honestly signed but out of date, is still "another event" to the person at the door
    if (check.reason === 'expired' && check.claims && check.claims.kind === 'T' && check.claims.scope !== ctx.eventoId) return { kind: 'otro_evento' };
    return { kind: 'invalido', motivo: check.reason };
  }
  const c = check.claims;
  if (c.kind !== 'T' || c.clienteId !== ctx.clienteId) return { kind: 'invalido', motivo: 'cliente' };
  if (c.scope !== ctx.eventoId) return { kind: 'otro_evento' };
  return judgeEntry(ctx, c.id, ctx.byId.get(c.id));
}

/** A typed code: only the list knows it (a code is not signed), so one not in the list is "not valid" here. */
export function judgeCodigo(ctx: DoorContext, typed: string): DoorVerdict {
  // typed codes are compared as the server does: without case, spaces or dashes (people read them aloud)
  const codigo = evNormalizaCodigo(typed);
  if (!codigo) return { kind: 'invalido', motivo: 'malformed' };
  for (const entry of ctx.byId.values()) if (evNormalizaCodigo(entry.codigo) === codigo) return judgeEntry(ctx, entry.id, entry);
  return { kind: 'invalido', motivo: 'codigo' };
}

/** Whether the verdict lets the person in (and so becomes a check-in to send). */
export const admits = (v: DoorVerdict): v is Extract<DoorVerdict, { kind: 'valido' }> => v.kind === 'valido';
