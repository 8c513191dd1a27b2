import { EV_PUBLIC_PATHS, evBoletoPage, evPath } from '@sig/shared/contract';
import { enqueueMail, localDateTime, safeTimeZone } from '../../core';
import type { ClienteRow } from '../../db/schema';
import type { EvEventosTable, EvRegistrosTable } from '../../db/schema.eventos';
import type { Db } from './eventos.repository';

/*
 * The ticket by mail (Spanish, like every mail of the portal): the ticket page's link, and the QR's own link so a
 * mail client that shows no page still gives something to scan. Queued in the transaction of the change it tells
 * of, keyed by registration and kind, so a retried request mails once.
 */

export type BoletoMailKind = 'registrado' | 'promovido';

export async function queueBoletoMail(
  db: Db,
  publicUrl: string,
  now: string,
  p: { cliente: Pick<ClienteRow, 'id' | 'nombre' | 'timezone'>; evento: EvEventosTable; registro: Pick<EvRegistrosTable, 'id' | 'nombre' | 'email' | 'estado' | 'codigo'>; kind: BoletoMailKind },
): Promise<void> {
  const { cliente, evento, registro } = p;
  if (!registro.email) return;
  const link = `${publicUrl}${evBoletoPage(evento.id, registro.id)}`;
  const qr = `${publicUrl}${evPath(EV_PUBLIC_PATHS.boletoQr, { eventoId: evento.id, registroId: registro.id })}`;
  const cuando = localDateTime(evento.inicio, safeTimeZone(cliente.timezone));
  const confirmado = registro.estado === 'confirmado';
  const subject = p.kind === 'promovido' ? `Ya tienes lugar: ${evento.titulo}` : confirmado ? `Tu boleto: ${evento.titulo}` : `Estás en la lista de espera: ${evento.titulo}`;
  const lines = [
    `Hola, ${registro.nombre}:`,
    '',
    p.kind === 'promovido'
      ? `Se liberó un lugar y ahora tienes boleto para «${evento.titulo}».`
      : confirmado
        ? `Tu registro para «${evento.titulo}» está confirmado.`
        : `El evento «${evento.titulo}» está lleno: quedaste en la lista de espera. Si se libera un lugar te avisaremos por este medio.`,
    `Cuándo: ${cuando}`,
    `Dónde: ${evento.lugar}`,
    '',
    `Tu boleto (muéstralo en la entrada): ${link}`,
    ...(confirmado ? [`Código para escribir en la entrada: ${registro.codigo}`, `Código QR: ${qr}`] : []),
    '',
    'Si ya no puedes asistir, cancela desde el enlace del boleto para liberar tu lugar.',
    '',
    cliente.nombre,
  ];
  await enqueueMail(db, now, { clienteId: cliente.id, to: registro.email, subject, text: lines.join('\n'), link, dedupeKey: `ev-${p.kind}:${registro.id}:${now}` });
}
