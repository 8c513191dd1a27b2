import { toString as qrToString } from 'qrcode';

/** An SVG of a QR code for `text` (error correction M: a printed poster survives a little wear), as an image URL. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await qrToString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
