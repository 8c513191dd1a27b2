import type { BtCampo, BtPlantilla } from '@sig/shared';

import { dateText } from '../lib/dates';
import type { CardHolder, CardLook } from './cardLook';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What of a template the card's look needs (a saved template, the editor's draft, the holder's own card). */
export type LookSource = Pick<BtPlantilla, 'nombre' | 'orientacion' | 'colores' | 'logoUrl' | 'textoReverso'>;

/** The template's colours as the card paints them: the band (primario), the face (secundario), the text. */
export const lookOf = (p: LookSource, emisor: string): CardLook => ({
  orientacion: p.orientacion,
  colorAcento: p.colores.primario,
  colorFondo: p.colores.secundario,
  colorTexto: p.colores.texto,
  logo: p.logoUrl,
  titulo: p.nombre,
  emisor,
  textoReverso: p.textoReverso,
});

/** The front's fields besides the name (printed apart, larger), with their printed values. */
export const datosOf = (campos: readonly { campo: BtCampo; valor: string }[], t: Translate) =>
  campos.filter((c) => c.campo !== 'nombre' && c.valor).map((c) => ({ label: t(`campo.${c.campo}`), value: c.valor }));

// A made-up holder for a template's preview: data, the same in every language (the dates are written in the reader's).
const SAMPLE = {
  nombre: 'María Guadalupe Hernández Ruiz',
  curp: 'HERM850312MSLRZR09',
  folio: 'B-2026-000123',
  colonia: 'Centro',
  direccion: 'Av. Juárez 120, Centro',
  fechaNacimiento: '1985-03-12T12:00:00Z',
  emision: '2026-01-05T12:00:00Z',
  vigencia: '2028-12-31T12:00:00Z',
} as const;

/** A template's preview holder: each field the template shows, filled with a sample. */
export function sampleHolder(campos: readonly BtCampo[], t: Translate, lang: string): CardHolder {
  const day = (iso: string) => dateText(iso, lang);
  const values: Record<BtCampo, string> = {
    nombre: SAMPLE.nombre,
    curp: SAMPLE.curp,
    fechaNacimiento: day(SAMPLE.fechaNacimiento),
    sexo: t('sample.sexo'),
    colonia: SAMPLE.colonia,
    direccion: SAMPLE.direccion,
    folio: SAMPLE.folio,
    emision: day(SAMPLE.emision),
    vigencia: day(SAMPLE.vigencia),
  };
  return {
    nombre: SAMPLE.nombre,
    foto: null,
    datos: datosOf(
      campos.map((campo) => ({ campo, valor: values[campo] })),
      t,
    ),
    folio: SAMPLE.folio,
    vigenciaTexto: t('card.validUntil', { fecha: values.vigencia }),
    qr: null,
  };
}

export const SAMPLE_NAME = SAMPLE.nombre;
