import type { Kysely } from 'kysely';
import { BotFlowInput } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { toJson } from '../../lib/json';
import * as repo from './bot.repository';
import { botEvent } from './botHistory';

/*
 * The demo cliente's bot (first start, like the rest of the demo seed; and never twice: a cliente that already has
 * a channel or a published flow is left alone): a published flow "Reportar un problema" (greeting, numbered
 * options, the place, a photo, and a filed reporte of a demo tipo; or "hablar con una persona") and a web
 * channel with a fixed id, so the public chat of the demo is `/apps/demo/bot/web-demo/chat` out of the box.
 */

/** The demo web chat's channel id (the `:botid` of its public page). */
export const DEMO_WEB_CHAT_ID = 'web-demo';

/** The demo flow for the ids of two tipos de reporte. */
export function demoFlow(tipos: { bache: string; alumbrado: string }) {
  const place = (prefix: string, what: string, tipoId: string) => [
    { id: `${prefix}_lugar`, tipo: 'ubicacion' as const, texto: `¿Dónde está ${what}? Comparte tu ubicación.`, siguiente: `${prefix}_foto` },
    { id: `${prefix}_foto`, tipo: 'foto' as const, texto: 'Envía una foto del problema (o escribe «no» para seguir sin foto).', siguiente: `${prefix}_fin`, opcional: true },
    { id: `${prefix}_fin`, tipo: 'reporte' as const, texto: '¡Gracias! Tu reporte quedó registrado.', tipoId },
  ];
  return BotFlowInput.parse({
    saludo: '¡Hola! Soy el asistente del Municipio Demo. Te ayudo a reportar un problema en tu calle.',
    inicio: 'menu',
    nodos: [
      {
        id: 'menu',
        tipo: 'menu',
        texto: 'Reportar un problema: ¿qué quieres hacer?',
        opciones: [
          { etiqueta: 'Reportar un bache', siguiente: 'bache_lugar' },
          { etiqueta: 'Reportar una luminaria apagada', siguiente: 'luz_lugar' },
          { etiqueta: 'Hablar con una persona', siguiente: 'persona' },
        ],
      },
      ...place('bache', 'el bache', tipos.bache),
      ...place('luz', 'la luminaria', tipos.alumbrado),
      { id: 'persona', tipo: 'humano', texto: 'Te comunicamos con una persona del municipio.' },
    ],
  });
}

export async function seedDemoBot(db: Kysely<Database>, clienteId: string, now: Date, publishedBy: string): Promise<void> {
  if ((await repo.listChannels(db, clienteId)).length > 0 || (await repo.latestVersion(db, clienteId))) return;
  const bache = await repo.tipoReporteNamed(db, clienteId, 'Bache');
  const alumbrado = await repo.tipoReporteNamed(db, clienteId, 'Alumbrado público');
  if (!bache || !alumbrado) return; // a cliente without the demo catalogues: nothing the flow could file
  const at = iso(now);
  const definicion = toJson(demoFlow({ bache, alumbrado }));
  const history = { clienteId, conversationId: null, actorId: publishedBy, at };
  await db.transaction().execute(async (trx) => {
    await repo.insertChannel(trx, { id: DEMO_WEB_CHAT_ID, cliente_id: clienteId, nombre: 'Chat web del portal', tipo: 'web', secreto: null, config: toJson({}), activo: 1, created_at: at });
    await botEvent(trx, history, { tipo: 'canal_creado', antes: null, despues: { canal: { id: DEMO_WEB_CHAT_ID, nombre: 'Chat web del portal', tipo: 'web' } } });
    await repo.saveDraft(trx, clienteId, definicion, 0, publishedBy, at);
    await repo.insertVersion(trx, { cliente_id: clienteId, version: 1, definicion, published_by: publishedBy, published_at: at });
    await botEvent(trx, history, { tipo: 'flujo_publicado', antes: { version: null }, despues: { version: 1 } });
  });
}
