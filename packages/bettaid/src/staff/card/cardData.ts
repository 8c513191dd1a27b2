import type { BtCampo, BtCredencial } from '@sig/shared';

import type { CardHolder } from '../../card/cardLook';
import { datosOf } from '../../card/fromContract';
import { dateText, lastDayText } from '../../lib/dates';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A card's holder as the staff pages draw it: the fields the card itself knows (folio, dates) and those the page
 * has read of the habitante; the PDF, printed by the server from the registry, is the card of record.
 */
export function holderOf(
  card: Pick<BtCredencial, 'folio' | 'emitidaEn' | 'venceEn' | 'habitante'>,
  campos: readonly BtCampo[],
  known: Partial<Record<BtCampo, string>>,
  extra: { foto: string | null; qr: string | null },
  t: Translate,
  lang: string,
): CardHolder {
  const vigencia = lastDayText(card.venceEn, lang);
  const values: Partial<Record<BtCampo, string>> = { ...known, folio: card.folio, emision: dateText(card.emitidaEn, lang), vigencia };
  return {
    nombre: card.habitante.nombreCompleto,
    foto: extra.foto,
    datos: datosOf(
      campos.map((campo) => ({ campo, valor: values[campo] ?? '' })),
      t,
    ),
    folio: card.folio,
    vigenciaTexto: t('card.validUntil', { fecha: vigencia }),
    qr: extra.qr,
  };
}
