import type { BtPlantilla, BtUpdatePlantillaBody } from '@sig/shared';
import { BT_CAMPOS, BT_VIGENCIA_MESES_DEFAULT, type BtCampo, type BtOrientacion } from '@sig/shared/staff-ui';

// The server's defaults of a new template (BT_PLANTILLA_DEFAULTS lives in the zod contract, which a page does not load).
const DEFAULTS = { orientacion: 'horizontal', primario: '#7a1f3d', secundario: '#f4ece1', texto: '#1f1f1f', campos: ['nombre', 'curp', 'folio', 'vigencia'] } as const;

/** The editor's form: what a template is, as typed (the months as text until saved). */
export interface Draft {
  nombre: string;
  orientacion: BtOrientacion;
  primario: string;
  secundario: string;
  texto: string;
  campos: BtCampo[];
  vigenciaMeses: string;
  textoReverso: string;
  activa: boolean;
}

export const newDraft = (): Draft => ({
  nombre: '',
  orientacion: DEFAULTS.orientacion,
  primario: DEFAULTS.primario,
  secundario: DEFAULTS.secundario,
  texto: DEFAULTS.texto,
  campos: [...DEFAULTS.campos],
  vigenciaMeses: String(BT_VIGENCIA_MESES_DEFAULT),
  textoReverso: '',
  activa: true,
});

export const draftOf = (p: BtPlantilla): Draft => ({
  nombre: p.nombre,
  orientacion: p.orientacion,
  primario: p.colores.primario,
  secundario: p.colores.secundario,
  texto: p.colores.texto,
  campos: [...p.campos],
  vigenciaMeses: String(p.vigenciaMeses),
  textoReverso: p.textoReverso,
  activa: p.activa,
});

/** Checked fields in the printed order (the order of BT_CAMPOS); the name is always first. */
export const orderedCampos = (campos: readonly BtCampo[]): BtCampo[] => BT_CAMPOS.filter((c) => c === 'nombre' || campos.includes(c));

/** The body the API takes (the months a number: the server refuses what is not a whole number in range). */
export function bodyOf(d: Draft) {
  return {
    nombre: d.nombre.trim(),
    orientacion: d.orientacion,
    colores: { primario: d.primario.trim(), secundario: d.secundario.trim(), texto: d.texto.trim() },
    campos: orderedCampos(d.campos),
    vigenciaMeses: Number(d.vigenciaMeses),
    textoReverso: d.textoReverso,
    activa: d.activa,
  };
}

/** Only what changed since `saved`, with its version: another person's change to another field is kept. */
export function changesOf(d: Draft, saved: BtPlantilla): BtUpdatePlantillaBody {
  const next = bodyOf(d);
  const before = bodyOf(draftOf(saved));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(next) as (keyof typeof next)[]) if (JSON.stringify(next[k]) !== JSON.stringify(before[k])) out[k] = next[k];
  return { ...out, version: saved.version } as BtUpdatePlantillaBody;
}

export const sameDraft = (a: Draft, b: Draft) => JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));
