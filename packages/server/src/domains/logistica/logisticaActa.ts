import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
// pdf-lib: MIT, pure JavaScript (no native build, no headless browser), draws text and embeds PNG/JPEG, which is all an acta needs
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { localDateTime, safeTimeZone, type Session } from '../../core';
import { caseFilesDir } from '../cases';
import { logError } from './logisticaError';
import type { LogisticaService } from './logistica.service';
import * as repo from './logistica.repository';

/*
 * The "acta de entrega" (issue 28): one page with what was delivered to whom, when, where and by whom, the
 * photo and the signature with their sha256, the acta's own hash and a QR to the delivery's page carrying it,
 * so a printed acta can be checked against the stored proof.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** The standard fonts write WinAnsi only: anything else (an emoji, a rare letter) becomes '?', never a failure. */
const winAnsi = (text: string): string => text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

/** drawText does not wrap: a long name or address is cut to the line with an ellipsis rather than run off the page. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let t = winAnsi(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

async function embedImage(pdf: PDFDocument, bytes: Buffer | null, mime: string | undefined): Promise<PDFImage | null> {
  if (!bytes) return null;
  try {
    if (mime === 'image/png') return await pdf.embedPng(bytes);
    if (mime === 'image/jpeg') return await pdf.embedJpg(bytes);
  } catch {
    // bytes that do not decode (changed on disk): the acta says so instead of failing
  }
  return null;
}

export function logisticaActa(app: FastifyInstance, entregas: LogisticaService) {
  const db = app.db;

  async function file(clienteId: string, sha256: string): Promise<{ bytes: Buffer | null; mime?: string }> {
    const f = await repo.findArchivo(db, clienteId, sha256);
    if (!f) return { bytes: null };
    return { bytes: await readFile(path.join(caseFilesDir(app.config.dataDir), f.stored_name)).catch(() => null), mime: f.mime };
  }

  return {
    /** The acta's PDF and its file name; 409 logistica.not_delivered unless delivered. */
    async pdf(s: Session, id: string): Promise<{ bytes: Uint8Array; nombre: string }> {
      const d = await entregas.detail(s, id);
      if (d.estado !== 'entregada' || !d.prueba) throw logError(409, 'logistica.not_delivered');
      const p = d.prueba;
      const tz = safeTimeZone(s.cliente.timezone);
      const url = `${app.config.publicUrl}/logistica/envio/${encodeURIComponent(d.id)}?acta=${p.actaSha256}`;

      const pdf = await PDFDocument.create();
      pdf.setTitle(winAnsi(`Acta de entrega ${d.folio}`));
      pdf.setSubject(p.actaSha256);
      const page = pdf.addPage(A4);
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
      let y = A4[1] - MARGIN;
      const line = (text: string, opts: { size?: number; f?: PDFFont; gap?: number; x?: number; on?: PDFPage } = {}) => {
        const size = opts.size ?? 10;
        const f = opts.f ?? font;
        (opts.on ?? page).drawText(fit(text, f, size, A4[0] - MARGIN - (opts.x ?? MARGIN)), { x: opts.x ?? MARGIN, y: y - size, size, font: f, color: rgb(0.1, 0.1, 0.1) });
        y -= size + (opts.gap ?? 5);
      };
      const field = (label: string, value: string, size?: number) => line(`${label}: ${value}`, { size });

      line(s.cliente.nombre, { size: 16, f: bold, gap: 4 });
      line('Acta de entrega', { size: 13, f: bold, gap: 14 });
      field('Folio', d.folio);
      field('Programa', d.programa.nombre);
      field('Artículo', d.articulo);
      field('Periodo', d.periodo);
      field('Persona que recibe', d.habitante.nombreCompleto);
      field('CURP', d.habitante.curp ?? 'sin CURP');
      field('Entregada', d.entregadaEn ? localDateTime(d.entregadaEn, tz) : '');
      field('Registrada en el servidor', localDateTime(p.recibidaEn, tz));
      field('Entregó', p.registradaPor.displayName);
      field('Verificación', p.verificacion === 'codigo' ? 'código de un solo uso' : 'credencial');
      field('Posición', p.posicion ? `${p.posicion.lat.toFixed(6)}, ${p.posicion.lng.toFixed(6)} (precisión ${Math.round(p.posicion.accuracy)} m)` : 'sin posición');
      if (p.distanciaM !== null) field('Distancia al domicilio', `${Math.round(p.distanciaM)} m`);
      y -= 8;

      const foto = await file(s.clienteId, p.fotoSha256);
      const firma = await file(s.clienteId, p.firmaSha256);
      const boxW = (A4[0] - MARGIN * 2 - 20) / 2;
      const boxH = 220;
      const top = y;
      for (const [i, [label, f]] of ([['Fotografía', foto], ['Firma', firma]] as const).entries()) {
        const x = MARGIN + i * (boxW + 20);
        page.drawText(winAnsi(label), { x, y: top - 11, size: 11, font: bold });
        page.drawRectangle({ x, y: top - 18 - boxH, width: boxW, height: boxH, borderColor: rgb(0.7, 0.7, 0.7), borderWidth: 0.5 });
        const img = await embedImage(pdf, f.bytes, f.mime);
        if (img) {
          const scaled = img.scaleToFit(boxW - 8, boxH - 8);
          page.drawImage(img, { x: x + (boxW - scaled.width) / 2, y: top - 18 - boxH + (boxH - scaled.height) / 2, width: scaled.width, height: scaled.height });
        } else {
          page.drawText(winAnsi('(la imagen no se puede mostrar)'), { x: x + 8, y: top - 18 - boxH / 2, size: 9, font });
        }
      }
      y = top - 18 - boxH - 14;
      field('sha256 de la fotografía', p.fotoSha256, 9);
      field('sha256 de la firma', p.firmaSha256, 9);
      field('sha256 del acta', p.actaSha256, 9);
      field('Integridad al generar el acta', p.integridad === 'integra' ? 'íntegra' : 'ALTERADA');

      const qr = await pdf.embedPng(await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 220, errorCorrectionLevel: 'M' }));
      y -= 6;
      page.drawImage(qr, { x: MARGIN, y: y - 120, width: 120, height: 120 });
      page.drawText(winAnsi('Verifique esta acta escaneando el código:'), { x: MARGIN + 132, y: y - 20, size: 9, font });
      const chunks = url.match(/.{1,70}/g) ?? [url];
      chunks.forEach((c, i) => page.drawText(winAnsi(c), { x: MARGIN + 132, y: y - 36 - i * 12, size: 8, font }));
      return { bytes: await pdf.save(), nombre: `acta-${d.folio}.pdf` };
    },
  };
}
