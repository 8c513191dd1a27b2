import type { BtCampo } from '@sig/shared/contract';
import { dayIn } from '../../core';
import type { BtCredencialesTable } from '../../db/schema.bettaid';
import type { HolderRow } from './bettaid.repository';

/* What a card prints for each of its template's fields: the holder's own from the registry, the card's own from the card. */

/** The labels printed on the card (a Mexican document: Spanish whatever the viewer's language). */
export const CAMPO_LABELS: Record<BtCampo, string> = {
  nombre: 'Nombre',
  curp: 'CURP',
  fechaNacimiento: 'Fecha de nacimiento',
  sexo: 'Sexo',
  colonia: 'Colonia',
  direccion: 'Domicilio',
  folio: 'Folio',
  emision: 'Emisión',
  vigencia: 'Vigente hasta',
};

const SEXO: Record<string, string> = { H: 'Hombre', M: 'Mujer', X: 'No binario' };

/** A day YYYY-MM-DD as printed on the card: DD/MM/AAAA. */
export const cardDay = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : day);

/** The last day a card is valid (its expiry is the instant that day ends), in the cliente's timezone. */
export const lastDay = (venceEn: string, timeZone: string): string => dayIn(new Date(Date.parse(venceEn) - 1), timeZone);

type Card = Pick<BtCredencialesTable, 'folio' | 'nombre_completo' | 'emitida_en' | 'vence_en'>;

/** The template's fields in order with the values printed; a field the registry no longer has prints empty. */
export function cardValues(campos: readonly BtCampo[], c: Card, h: HolderRow | undefined, timeZone: string): { campo: BtCampo; valor: string }[] {
  const value = (campo: BtCampo): string => {
    switch (campo) {
      case 'nombre':
        return c.nombre_completo;
      case 'curp':
        return h ? (h.curp ?? 'Sin CURP') : '';
      case 'fechaNacimiento':
        return h?.fecha_nacimiento ? cardDay(h.fecha_nacimiento) : '';
      case 'sexo':
        return h?.sexo ? (SEXO[h.sexo] ?? h.sexo) : '';
      case 'colonia':
        return h?.colonia_nombre ?? '';
      case 'direccion':
        return h?.direccion ?? '';
      case 'folio':
        return c.folio;
      case 'emision':
        return cardDay(dayIn(new Date(c.emitida_en), timeZone));
      case 'vigencia':
        return cardDay(lastDay(c.vence_en, timeZone));
    }
  };
  return campos.map((campo) => ({ campo, valor: value(campo) }));
}
