// pdfkit (kept external in the server bundle, see logisticaActa.ts) draws the card; qrcode lays out its QR, drawn as vectors.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { BT_ID1_PT, type BtOrientacion } from '@sig/shared/contract';
import { collect, winAnsi, type Drawable } from '../../lib/pdfImages';

/*
 * A BettaID card as a PDF: two pages of ID-1 size (85.60 × 53.98 mm), the front (logo, colours, photo, the
 * template's fields) and the back (the QR to the public verification, where to verify, folio, validity, the
 * template's text). A vertical template gives portrait pages. Every block has a bounded height and the margins
 * are 0, so pdfkit never starts a third page.
 */

export interface CardModel {
  orientacion: BtOrientacion;
  colores: { primario: string; secundario: string; texto: string };
  logo: Drawable | null;
  foto: Drawable | null;
  clienteNombre: string;
  plantillaNombre: string;
  nombre: string;
  /** Label and value, in the template's order (the name is printed apart). */
  campos: { label: string; valor: string }[];
  folio: string;
  vigencia: string;
  /** What the QR carries: the verification URL with the signed token. */
  qrUrl: string;
  /** Where to verify, as printed ("sig.gob.mx/btid"). */
  verificaEn: string;
  textoReverso: string;
}

const MUTED_ALPHA = 0.72;

export async function cardPdf(m: CardModel): Promise<Buffer> {
  const vertical = m.orientacion === 'vertical';
  const W = vertical ? BT_ID1_PT.alto : BT_ID1_PT.ancho;
  const H = vertical ? BT_ID1_PT.ancho : BT_ID1_PT.alto;
  const page = { size: [W, H] as [number, number], margins: { top: 0, left: 0, right: 0, bottom: 0 } };
  const qr = QRCode.create(m.qrUrl, { errorCorrectionLevel: 'M' }).modules;

  const doc = new PDFDocument({ ...page, autoFirstPage: true, info: { Title: winAnsi(`${m.plantillaNombre} ${m.folio}`), Author: winAnsi(m.clienteNombre), Creator: 'SIG BettaID' }, lang: 'es-MX' });
  const done = collect(doc);

  /** One box of text at most `lines` high, an ellipsis ending what does not fit; returns its height. */
  const put = (text: string, x: number, y: number, width: number, o: { bold?: boolean; size: number; color: string; lines?: number; align?: 'left' | 'center'; opacity?: number }) => {
    doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size).fillColor(o.color, o.opacity ?? 1);
    const t = winAnsi(text);
    const height = Math.min(doc.heightOfString(t, { width }), doc.currentLineHeight(true) * (o.lines ?? 1) + 0.5);
    doc.text(t, x, y, { width, height, ellipsis: true, lineBreak: (o.lines ?? 1) > 1, align: o.align ?? 'left' });
    doc.fillOpacity(1);
    return height;
  };
  const image = (img: Drawable | null, x: number, y: number, w: number, h: number): boolean => {
    if (!img) return false;
    try {
      doc.image(img.bytes, x, y, { fit: [w, h], align: 'center', valign: 'center' });
      return true;
    } catch {
      return false;
    }
  };
  const photoBox = (x: number, y: number, w: number, h: number) => {
    doc.rect(x, y, w, h).fillColor('#ffffff').fill();
    if (!image(m.foto, x, y, w, h)) put('Sin foto', x, y + h / 2 - 4, w, { size: 6, color: m.colores.texto, align: 'center', opacity: MUTED_ALPHA });
    doc.rect(x, y, w, h).lineWidth(0.6).strokeColor(m.colores.primario).stroke();
  };
  const header = (height: number) => {
    doc.rect(0, 0, W, height).fillColor(m.colores.primario).fill();
    const logoSize = height - 10;
    const hasLogo = image(m.logo, 6, 5, logoSize, logoSize);
    const x = hasLogo ? 6 + logoSize + 5 : 8;
    const w = W - x - 6;
    const nameH = put(m.clienteNombre, x, 6, w, { bold: true, size: 7.5, color: m.colores.secundario, lines: 2 });
    put(m.plantillaNombre, x, 6 + nameH + 1, w, { size: 6, color: m.colores.secundario, opacity: 0.9 });
  };
  /** The QR as vector squares (sharp at any printer's resolution, and no PNG to encode), with a one-module quiet zone. */
  const drawQr = (x: number, y: number, size: number) => {
    const cell = size / (qr.size + 2);
    doc.rect(x, y, size, size).fillColor('#ffffff').fill();
    for (let r = 0; r < qr.size; r++) for (let c = 0; c < qr.size; c++) if (qr.get(r, c)) doc.rect(x + (c + 1) * cell, y + (r + 1) * cell, cell, cell);
    doc.fillColor('#000000').fill();
  };
  const field = (label: string, valor: string, x: number, y: number, w: number, align: 'left' | 'center' = 'left') => {
    const h1 = put(label.toUpperCase(), x, y, w, { size: 4.6, color: m.colores.texto, opacity: MUTED_ALPHA, align });
    return h1 + put(valor || '—', x, y + h1, w, { bold: true, size: 6.4, color: m.colores.texto, align }) + 2.2;
  };

  // ---- front
  doc.rect(0, 0, W, H).fillColor(m.colores.secundario).fill();
  if (!vertical) {
    const headH = 34;
    header(headH);
    const photo = { x: 9, y: headH + 8, w: 58, h: 72 };
    photoBox(photo.x, photo.y, photo.w, photo.h);
    const x = photo.x + photo.w + 9;
    const w = W - x - 8;
    let y = headH + 7;
    y += put(m.nombre, x, y, w, { bold: true, size: 8.6, color: m.colores.texto, lines: 2 }) + 3;
    for (const c of m.campos) {
      if (y > H - 20) break;
      y += field(c.label, c.valor, x, y, w);
    }
  } else {
    const headH = 40;
    header(headH);
    const photo = { w: 62, h: 78 };
    const px = (W - photo.w) / 2;
    photoBox(px, headH + 8, photo.w, photo.h);
    let y = headH + 8 + photo.h + 6;
    y += put(m.nombre, 8, y, W - 16, { bold: true, size: 8.6, color: m.colores.texto, lines: 2, align: 'center' }) + 3;
    for (const c of m.campos) {
      if (y > H - 22) break;
      y += field(c.label, c.valor, 8, y, W - 16, 'center');
    }
  }
  doc.rect(0, H - 6, W, 6).fillColor(m.colores.primario).fill();

  // ---- back
  doc.addPage(page);
  doc.rect(0, 0, W, H).fillColor('#ffffff').fill();
  doc.rect(0, 0, W, 6).fillColor(m.colores.primario).fill();
  doc.rect(0, H - 6, W, 6).fillColor(m.colores.primario).fill();
  const ink = '#1a1a1a';
  if (!vertical) {
    const size = 104;
    drawQr(10, (H - size) / 2, size);
    const x = 10 + size + 10;
    const w = W - x - 10;
    let y = 16;
    y += put('Verifica esta credencial', x, y, w, { bold: true, size: 7.2, color: ink }) + 1;
    y += put(`Escanea el código QR o visita ${m.verificaEn}`, x, y, w, { size: 6, color: ink, lines: 3 }) + 5;
    y += field('Folio', m.folio, x, y, w);
    y += field('Vigente hasta', m.vigencia, x, y, w) + 2;
    if (m.textoReverso) put(m.textoReverso, x, y, w, { size: 5.4, color: ink, lines: Math.max(1, Math.floor((H - 12 - y) / 6.6)) });
  } else {
    const size = 100;
    drawQr((W - size) / 2, 16, size);
    let y = 16 + size + 8;
    y += put('Verifica esta credencial', 8, y, W - 16, { bold: true, size: 7.2, color: ink, align: 'center' }) + 1;
    y += put(`Escanea el código QR o visita ${m.verificaEn}`, 8, y, W - 16, { size: 6, color: ink, lines: 3, align: 'center' }) + 5;
    y += field('Folio', m.folio, 8, y, W - 16, 'center');
    y += field('Vigente hasta', m.vigencia, 8, y, W - 16, 'center') + 2;
    if (m.textoReverso) put(m.textoReverso, 8, y, W - 16, { size: 5.4, color: ink, lines: Math.max(1, Math.floor((H - 12 - y) / 6.6)), align: 'center' });
  }

  doc.end();
  return done;
}
