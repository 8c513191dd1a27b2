import type { FastifyInstance } from 'fastify';
import { formatFollowCode, type CaseKind } from '@sig/shared/contract';
import { bool } from '../../lib/json';
import * as casesRepo from './cases.repository';

/*
 * The mail citizens receive with the folio and its follow code (in Spanish, the portal's language for
 * them). Sent in the background, after the commit: the case exists either way, and a slow mail server
 * never delays the answer.
 */

const KIND_WORD: Record<CaseKind, string> = { reporte: 'reporte', solicitud: 'solicitud' };

/** The follow page with the code in the fragment: browsers never send a fragment to the server, so no log keeps it. */
export const followLink = (publicUrl: string, slug: string, folio: string, code: string): string =>
  `${publicUrl}/act/folio/${encodeURIComponent(slug)}/${encodeURIComponent(folio)}#codigo=${encodeURIComponent(code)}`;

/**
 * Mails the folio and its follow code to the case's contact e-mail, if it has one and its tipo is public
 * (a case of a non-public tipo cannot be followed, so its code would open nothing).
 */
export function mailFollowCode(app: FastifyInstance, p: { clienteId: string; kind: CaseKind; caseId: string; code: string }): void {
  app.background.run('follow-code-mail', async () => {
    const kase = await casesRepo.findCaseContact(app.db, p.clienteId, p.caseId);
    const to = kase?.contacto_email.trim();
    if (!kase || !to) return;
    const tipo = await casesRepo.findTipo(app.db, p.clienteId, p.kind, kase.tipo_id);
    const cliente = await casesRepo.findClienteName(app.db, p.clienteId);
    if (!tipo || !bool(tipo.publico) || !cliente) return;
    const link = followLink(app.config.publicUrl, cliente.slug, kase.folio, p.code);
    await app.mailer.send({
      to,
      subject: `${cliente.nombre}: tu ${KIND_WORD[p.kind]} ${kase.folio}`,
      text: [
        `Recibimos tu ${KIND_WORD[p.kind]} "${tipo.nombre}".`,
        '',
        `Folio: ${kase.folio}`,
        `Código de seguimiento: ${formatFollowCode(p.code)}`,
        '',
        'Con el folio y el código puedes ver el avance y las notas del municipio:',
        link,
        '',
        'Guarda este correo. No compartas el código con quien no deba ver tu caso.',
      ].join('\n'),
      link,
    });
  });
}
