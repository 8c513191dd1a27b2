/** ID-1 (ISO/IEC 7810), the size of a bank card, in millimetres: the printed PDF and the preview keep its proportion. */
export const ID1_MM = { long: 85.6, short: 54 } as const;

export type CardOrientation = 'horizontal' | 'vertical';

/** The template's part of a card: what every card of it shares. */
export interface CardLook {
  orientacion: CardOrientation;
  colorFondo: string;
  colorTexto: string;
  colorAcento: string;
  /** The template's logo (an image address), else the cliente's, else none. */
  logo: string | null;
  /** The heading printed on the front (the template's name or title). */
  titulo: string;
  /** The municipality's name, printed on both faces. */
  emisor: string;
  textoReverso: string;
}

/** One habitante's part: the name, the photo, the fields the template shows, the validity and the QR. */
export interface CardHolder {
  nombre: string;
  foto: string | null;
  /** Label and value of each field the template shows, in its order. */
  datos: readonly { label: string; value: string }[];
  folio: string;
  vigenciaTexto: string;
  /** The QR as an image address (data URL or SVG address); null in a template's preview. */
  qr: string | null;
}

/** CSS aspect-ratio of a face. */
export const faceRatio = (o: CardOrientation): string => (o === 'vertical' ? `${ID1_MM.short} / ${ID1_MM.long}` : `${ID1_MM.long} / ${ID1_MM.short}`);

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour the card may use: only `#rrggbb`, the form the API keeps; anything else falls back. */
export const safeColor = (value: string, fallback: string): string => (HEX.test(value) ? value : fallback);
