import type { BtCampo, BtPlantilla } from '@sig/shared';

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

/** A made-up holder for a template's preview: each field the template shows, filled with a sample. */
export function sampleHolder(campos: readonly BtCampo[], t: Translate): CardHolder {
  const folio = t('card.sampleFolio');
  const sample = (c: BtCampo) => (c === 'folio' ? folio : t(`sample.${c}`));
  return {
    nombre: t('card.sampleName'),
    foto: null,
    datos: datosOf(
      campos.map((campo) => ({ campo, valor: sample(campo) })),
      t,
    ),
    folio,
    vigenciaTexto: t('card.validUntil', { fecha: t('sample.vigencia') }),
    qr: null,
  };
}
