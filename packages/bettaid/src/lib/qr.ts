import { toString as qrToString } from 'qrcode';

/**
 * The card's QR (its verification URL with the signed token) as an SVG image URL, drawn in the browser like the
 * PDF's: error correction M, so a worn or scratched card still scans.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await qrToString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
