import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
// pdfkit: MIT, actively released, pure JavaScript; it lays text out and wraps it, and embeds PNG/JPEG. The
// server bundle keeps it external (webpack.config.js), so it finds its standard-font metrics (.afm) in its
// own node_modules folder at run time.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { collect, drawable, winAnsi, type Drawable } from '../../lib/pdfImages';
import { localDateTime, safeTimeZone, type Session } from '../../core';
import { storedLogoPath } from '../admin';
import { caseFilesDir } from '../cases';
import { logError } from './logisticaError';
import type { LogisticaService } from './logistica.service';
import * as repo from './logistica.repository';

/*
 * The "acta de entrega" (issue 28): one page with what was delivered to whom, when, where and by whom, the
 * photo and the signature with their sha256, the acta's own hash and a QR to the delivery's page carrying it,
 * so a printed acta can be checked against the stored proof.
 */

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 48;
const CONTENT_W = PAGE.width - MARGIN * 2;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#b3b3b3';

/** Ascenders of the standard fonts used (AFM, per 1000): pdfkit places text by its top, a row shares a baseline. */
const ASCENDER = { Helvetica: 718, Courier: 629 } as const;
/** How far below the row's top text of `size` starts so that its baseline meets that of text of `rowSize`. */
const baselineShift = (rowFont: keyof typeof ASCENDER, rowSize: number, size: number, font: keyof typeof ASCENDER = rowFont) =>
  (ASCENDER[rowFont] * rowSize - ASCENDER[font] * size) / 1000;

export function logisticaActa(app: FastifyInstance, entregas: LogisticaService) {
  const db = app.db;

  async function file(clienteId: string, sha256: string): Promise<Drawable | null> {
    const f = await repo.findArchivo(db, clienteId, sha256);
    if (!f) return null;
    return drawable(await readFile(path.join(caseFilesDir(app.config.dataDir), f.stored_name)).catch(() => null), f.mime);
  }

  async function logo(url: string | null): Promise<Drawable | null> {
    const file = storedLogoPath(app.config.dataDir, url);
    // a webp logo has no PDF form: the acta goes without it rather than convert it
    const mime = file?.endsWith('.png') ? 'image/png' : file?.endsWith('.jpg') ? 'image/jpeg' : undefined;
    if (!file || !mime) return null;
    return drawable(await readFile(file).catch(() => null), mime);
  }

  return {
    /** The acta's PDF and its file name; 409 logistica.not_delivered unless delivered. */
    async pdf(s: Session, id: string): Promise<{ bytes: Uint8Array; nombre: string }> {
      const d = await entregas.detail(s, id);
      if (d.estado !== 'entregada' || !d.prueba) throw logError(409, 'logistica.not_delivered');
      const p = d.prueba;
      const tz = safeTimeZone(s.cliente.timezone);
      const url = `${app.config.publicUrl}/logistica/envio/${encodeURIComponent(d.id)}?acta=${p.actaSha256}`;
      const [escudo, foto, firma, qr] = await Promise.all([
        logo(s.cliente.logo),
        file(s.clienteId, p.fotoSha256),
        file(s.clienteId, p.firmaSha256),
        QRCode.toBuffer(url, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' }),
      ]);

      // the bottom margin is 0 so that nothing placed near the foot makes pdfkit start a second page: every
      // block below has a bounded height, which keeps the acta on one printable page
      const doc = new PDFDocument({
        size: [PAGE.width, PAGE.height],
        margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
        info: { Title: winAnsi(`Acta de entrega ${d.folio}`), Subject: p.actaSha256, Author: winAnsi(s.cliente.nombre), Creator: 'SIG' },
        lang: 'es-MX',
      });
      const done = collect(doc);

      /** Writes wrapped text in a box at most `lines` high (an ellipsis ends what does not fit); returns its height. */
      const put = (text: string, x: number, y: number, width: number, o: { font?: string; size?: number; color?: string; lines?: number } = {}) => {
        const size = o.size ?? 10;
        doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? INK);
        const t = winAnsi(text);
        const height = Math.min(doc.heightOfString(t, { width }), doc.currentLineHeight(true) * (o.lines ?? 2) + 0.5);
        doc.text(t, x, y, { width, height, ellipsis: true, lineBreak: true });
        return height;
      };
      /** Scaled to fit the box, aspect kept, centred; false when pdfkit cannot parse it (a JPEG without a frame header). */
      const image = (img: Drawable, x: number, top: number, w: number, h: number): boolean => {
        try {
          doc.image(img.bytes, x, top, { fit: [w, h], align: 'center', valign: 'center' });
          return true;
        } catch {
          return false;
        }
      };
      const rule = (y: number) => doc.moveTo(MARGIN, y).lineTo(PAGE.width - MARGIN, y).lineWidth(0.5).strokeColor(RULE).stroke();

      let y = MARGIN;
      let textX = MARGIN;
      if (escudo && image(escudo, MARGIN, y, 56, 56)) textX = MARGIN + 68;
      const headW = PAGE.width - MARGIN - textX;
      const nameH = put(s.cliente.nombre, textX, y, headW, { font: 'Helvetica-Bold', size: 15 });
      put('Acta de entrega', textX, y + nameH + 4, headW, { font: 'Helvetica-Bold', size: 12, color: MUTED, lines: 1 });
      y = Math.max(y + nameH + 22, textX > MARGIN ? y + 56 : 0) + 10;
      rule(y);
      y += 10;

      const labelW = 150;
      const valueX = MARGIN + labelW + 8;
      const valueW = PAGE.width - MARGIN - valueX;
      const field = (label: string, value: string, lines = 2) => {
        const h = Math.max(put(label, MARGIN, y + baselineShift('Helvetica', 10, 9.5), labelW, { font: 'Helvetica-Bold', size: 9.5, color: MUTED, lines: 1 }), put(value, valueX, y, valueW, { size: 10, lines }));
        y += h + 4;
      };
      field('Folio', d.folio, 1);
      field('Programa', d.programa.nombre);
      field('Artículo', d.articulo);
      field('Periodo', d.periodo, 1);
      field('Persona que recibe', d.habitante.nombreCompleto);
      field('CURP', d.habitante.curp ?? 'sin CURP', 1);
      field('Entregada', d.entregadaEn ? `${localDateTime(d.entregadaEn, tz)} (hora de ${tz})` : '', 1);
      field('Registrada en el servidor', `${localDateTime(p.recibidaEn, tz)} (hora de ${tz})`, 1);
      field('Entregó', p.registradaPor.displayName);
      field('Verificación', p.verificacion === 'codigo' ? 'código de un solo uso' : 'credencial', 1);
      field('Posición', p.posicion ? `${p.posicion.lat.toFixed(6)}, ${p.posicion.lng.toFixed(6)} (precisión ${Math.round(p.posicion.accuracy)} m)` : 'sin posición', 1);
      field('Distancia al domicilio', p.distanciaM !== null ? `${Math.round(p.distanciaM)} m` : 'sin dato', 1);
      y += 8;

      const gap = 20;
      const boxW = (CONTENT_W - gap) / 2;
      const boxH = 196;
      for (const [i, label, img] of [[0, 'Fotografía', foto], [1, 'Firma', firma]] as const) {
        const x = MARGIN + i * (boxW + gap);
        put(label, x, y, boxW, { font: 'Helvetica-Bold', size: 10.5, lines: 1 });
        const top = y + 16;
        doc.rect(x, top, boxW, boxH).lineWidth(0.5).strokeColor(RULE).stroke();
        if (!img || !image(img, x + 6, top + 6, boxW - 12, boxH - 12)) {
          put('(la imagen no se puede mostrar)', x + 8, top + boxH / 2 - 6, boxW - 16, { size: 9, color: MUTED, lines: 1 });
        }
      }
      y += 16 + boxH + 12;

      const hash = (label: string, value: string) => {
        put(label, MARGIN, y, labelW, { font: 'Helvetica-Bold', size: 9, color: MUTED, lines: 1 });
        y += put(value, valueX, y + baselineShift('Helvetica', 9, 8, 'Courier'), valueW, { font: 'Courier', size: 8, lines: 1 }) + 4;
      };
      hash('sha256 de la fotografía', p.fotoSha256);
      hash('sha256 de la firma', p.firmaSha256);
      hash('sha256 del acta', p.actaSha256);
      field('Integridad al generar el acta', p.integridad === 'integra' ? 'íntegra: la fotografía y la firma son las que se registraron' : 'ALTERADA: un archivo ya no coincide con su sha256', 1);
      y += 6;
      rule(y);
      y += 12;

      const qrSize = 116;
      doc.image(qr, MARGIN, y, { width: qrSize, height: qrSize });
      const noteX = MARGIN + qrSize + 16;
      const noteW = PAGE.width - MARGIN - noteX;
      let ny = y + 4;
      ny += put('Verificación de esta acta', noteX, ny, noteW, { font: 'Helvetica-Bold', size: 10.5, lines: 1 }) + 4;
      ny +=
        put(
          'Escanee el código QR para abrir la página de esta entrega: compara el sha256 de esta acta con la prueba guardada en el sistema y muestra si la fotografía y la firma siguen íntegras.',
          noteX,
          ny,
          noteW,
          { size: 9, lines: 4 },
        ) + 6;
      put(url, noteX, ny, noteW, { font: 'Courier', size: 7.5, color: MUTED, lines: 3 });

      doc.end();
      return { bytes: await done, nombre: `acta-${d.folio}.pdf` };
    },
  };
}
