import type { Kysely } from 'kysely';
import { BT_PLANTILLA_DEFAULTS } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { BtEventosTable } from '../../db/schema.bettaid';
import { toJson } from '../../lib/json';
import { randomId } from '../../lib/randomId';
import { fold } from '../../lib/searchText';
import { sortableId } from '../../lib/sortableId';
import { dayEnd, dayIn, identity, safeTimeZone, yearIn } from '../../core';
import { nombreCompleto } from '../people';
import { addMonths } from './credenciales.service';
import * as repo from './bettaid.repository';

/** The demo's template id, fixed so a demo link can name it. */
export const DEMO_PLANTILLA_ID = 'demo-credencial';

/**
 * The demo cliente's first start: a template "Credencial ciudadana" and cards for the registry's first three
 * habitantes (the third revoked), so the list, a holder's page and the verification have something to show.
 */
export async function seedDemoBettaid(db: Kysely<Database>, clienteId: string, now: Date, adminId: string): Promise<void> {
  const at = now.toISOString();
  const d = BT_PLANTILLA_DEFAULTS;
  await repo.insertPlantilla(db, {
    id: DEMO_PLANTILLA_ID,
    cliente_id: clienteId,
    nombre: 'Credencial ciudadana',
    orientacion: d.orientacion,
    color_primario: d.colores.primario,
    color_secundario: d.colores.secundario,
    color_texto: d.colores.texto,
    logo_sha256: null,
    campos: toJson(['nombre', 'curp', 'colonia', 'folio', 'vigencia']),
    vigencia_meses: d.vigenciaMeses,
    texto_reverso: 'Esta credencial es personal e intransferible. Si la encuentra, entréguela en el Ayuntamiento.',
    activa: 1,
    search_text: fold('Credencial ciudadana'),
    version: 1,
    created_by: adminId,
    created_at: at,
    updated_at: at,
  });
  const tz = safeTimeZone((await identity.findCliente(db, clienteId))?.timezone);
  const year = yearIn(now, tz);
  const vence = dayEnd(addMonths(dayIn(now, tz), BT_PLANTILLA_DEFAULTS.vigenciaMeses), tz).toISOString();
  for (const [i, habitanteId] of ['demo-h-0001', 'demo-h-0002', 'demo-h-0003'].entries()) {
    const h = await repo.holder(db, clienteId, habitanteId);
    if (!h) continue;
    await db.transaction().execute(async (trx) => {
      const id = randomId();
      const folio = `B-${year}-${String(await repo.reserveFolio(trx, clienteId, year)).padStart(6, '0')}`;
      const nombre = nombreCompleto(h);
      const revoked = i === 2;
      await repo.insertCredencial(trx, {
        id,
        cliente_id: clienteId,
        folio,
        plantilla_id: DEMO_PLANTILLA_ID,
        habitante_id: habitanteId,
        nombre_completo: nombre,
        search_text: `${fold(folio)} ${fold(nombre)}`,
        foto_sha256: null,
        emitida_en: at,
        vence_en: vence,
        revocada_en: revoked ? at : null,
        motivo_revocacion: revoked ? 'Extravío reportado' : null,
        revocada_por: revoked ? adminId : null,
        reemplazada_por: null,
        emitida_por: adminId,
        version: revoked ? 2 : 1,
        updated_at: at,
      });
      const ev = (tipo: BtEventosTable['tipo'], datos: object): BtEventosTable => ({ id: sortableId(), cliente_id: clienteId, credencial_id: id, tipo, autor_id: adminId, datos: toJson(datos), created_at: at });
      await repo.insertEventos(trx, [ev('emitida', { folio, venceEn: vence, fotoSha256: null, reemplazaA: null }), ...(revoked ? [ev('revocada', { motivo: 'Extravío reportado' })] : [])]);
    });
  }
}
