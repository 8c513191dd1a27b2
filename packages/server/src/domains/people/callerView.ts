import type { Caller } from '@sig/shared/contract';
import type { SearchRow } from './people.repository';
import { nombreCompleto } from './personaView';
import { maskPhone } from '../citizens';

/** Enough of a CURP to tell two people apart on the phone, not enough to reuse it. */
export const maskCurp = (curp: string): string => `${curp.slice(0, 4)}${'•'.repeat(Math.max(0, curp.length - 6))}${curp.slice(-2)}`;

/** A found or new caller; personal data whole only for a viewer of persons (SigVerPersona). */
export function toCaller(r: SearchRow & { telefono: string }, fullData: boolean): Caller {
  return {
    id: r.id,
    nombreCompleto: nombreCompleto(r),
    curp: r.curp === null ? null : fullData ? r.curp : maskCurp(r.curp),
    telefono: !r.telefono ? '' : fullData ? r.telefono : maskPhone(r.telefono),
    colonia: r.colonia_nombre,
  };
}
