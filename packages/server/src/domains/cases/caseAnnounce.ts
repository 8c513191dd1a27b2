import type { FastifyInstance } from 'fastify';
import type { CaseKind } from '@sig/shared/contract';
import { caseStaff } from './cases.service';
import * as repo from './cases.repository';
import { caseUrl } from './caseWrite';

/*
 * A case filed from outside (the citizen portal, Open311) reaches staff live, as an assignment does: a
 * notification to everyone who may act on cases of its kind. Users are not linked to dependencias, so the
 * notice names the dependencia the tipo sends it to, and each person judges whether it is theirs.
 * Sent after the commit and in the background: the citizen's answer never waits for it.
 */

const NEW_WORD: Record<CaseKind, string> = { reporte: 'Nuevo reporte', solicitud: 'Nueva solicitud' };

export function announceFiling(app: FastifyInstance, clienteId: string, kind: CaseKind, caseId: string, via: string): void {
  app.background.run('case-filed-notice', async () => {
    const head = await repo.findFiledSummary(app.db, clienteId, caseId);
    if (!head) return;
    const where = head.dependencia_nombre ? ` para ${head.dependencia_nombre}` : '';
    const message = `${NEW_WORD[kind]} ${head.folio} (${head.tipo_nombre})${where}, desde ${via}`;
    for (const person of await caseStaff(app.db, clienteId, kind)) {
      await app.realtime.notifyUser(clienteId, person.id, { message, variant: 'info', url: caseUrl(kind, caseId) });
    }
  });
}
