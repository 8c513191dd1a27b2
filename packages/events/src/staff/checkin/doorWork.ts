import { api, type EvCheckin, type EvKit, type EvScanBody, type EvScanLoteResponse } from '@sig/shared';
import { type FieldKit, type FieldSender, type OutboxItem, useFieldKitWith, useOfflineCopy, useOutboxView } from '@sig/shared/field';
import { EV_PATHS, evPath } from '@sig/shared/staff-ui';

import type { DoorEntrada } from './verdict';

/*
 * Where the offline field kit (@sig/shared/field) meets the door. Every admitted scan is stored in the outbox under
 * its device-made clientId and sent by the kit whenever it can (no offline switch: the door works the same either
 * way). The server reconciles by the scan's own time: the earliest scan of a ticket wins; a later one comes back as
 * a conflict, kept on the phone and shown ("this ticket had come in through door B at 10:41").
 */

export const SCAN_KIND = 'ev-scan';

/** One admitted scan as it waits on the phone. */
export interface ScanWork {
  eventoId: string;
  registroId: string;
  nombre: string | null;
  body: EvScanBody;
  /** Who scanned it on this phone (the signed-in user's name). */
  por: string;
}

/** What the server said of a scan it did not take: stored as the conflict's message, read back in the reader's language. */
export interface ScanConflict {
  estado: 'duplicado' | 'rechazado';
  resultado: string;
  ganador: EvCheckin | null;
  motivo: string | null;
}

export const scanSender: FieldSender = {
  async send(item) {
    const work = item.payload as ScanWork;
    const answer = await api.post(evPath(EV_PATHS.lote, { id: work.eventoId }), { json: { scans: [work.body] } }).json<EvScanLoteResponse>();
    const mine = answer.resultados.find((r) => r.clientId === work.body.clientId) ?? answer.resultados[0];
    if (!mine || mine.estado === 'aceptado') return;
    const conflict: ScanConflict = { estado: mine.estado, resultado: mine.resultado, ganador: mine.ganador, motivo: mine.motivo };
    return { conflict: JSON.stringify(conflict) };
  },
};

const SENDERS = { [SCAN_KIND]: scanSender };

/** The signed-in user's kit with the door's sender registered (see useFieldKitWith). */
export const useDoorKit = (): { kit: FieldKit | null; unavailable: boolean } => useFieldKitWith(SENDERS);

export type ScanItem = OutboxItem & { payload: ScanWork };

const readScans = (kit: FieldKit) => kit.list().then((all) => all.filter((i): i is ScanItem => i.kind === SCAN_KIND));
const NONE: ScanItem[] = [];

/** Every door scan still on this phone (waiting, or stopped with the server's words). */
export const useDoorScans = (kit: FieldKit | null): ScanItem[] => useOutboxView(kit, readScans, NONE);

/** Stores an admitted scan and asks for a sync now (it goes at once when online). */
export async function queueScan(kit: FieldKit, work: ScanWork): Promise<void> {
  await kit.put({ kind: SCAN_KIND, id: work.body.clientId, payload: work });
  void kit.sync();
}

/** Without IndexedDB nothing can wait on the phone: the scan goes at once, and a failure is said. */
export async function sendScanNow(work: ScanWork): Promise<ScanConflict | null> {
  const answer = await scanSender.send({ id: work.body.clientId, kind: SCAN_KIND, owner: '', payload: work, files: [], state: 'pending', attempts: 0, nextTryAt: 0, createdAt: 0, updatedAt: 0 }, {});
  return answer && 'conflict' in answer ? (JSON.parse(answer.conflict) as ScanConflict) : null;
}

/** The conflict a stopped scan carries, or null when its message is not ours (a refusal in the server's words). */
export function conflictOf(item: OutboxItem): ScanConflict | null {
  try {
    const parsed = JSON.parse(item.problem?.message ?? '') as ScanConflict;
    return parsed && (parsed.estado === 'duplicado' || parsed.estado === 'rechazado') ? parsed : null;
  } catch {
    return null;
  }
}

/** This phone's check-ins from its outbox (waiting or stopped), by registration id. */
export const localEntradas = (scans: readonly ScanItem[]): Map<string, DoorEntrada> =>
  new Map(scans.map((s) => [s.payload.registroId, { en: s.payload.body.escaneadoEn, puerta: s.payload.body.puerta, por: s.payload.por }]));

/** The door kit: kept on the phone whenever the server answers, the phone's copy when it does not (`wanted`). */
export const useOfflineKit = (kit: FieldKit | null, eventoId: string, online: { data?: EvKit }, wanted: boolean) => useOfflineCopy(kit, `ev-kit:${eventoId}`, online, wanted);

const PUERTA_KEY = 'sig.eventos.puerta';

/** The door's name is asked once and remembered on this phone. */
export const savedPuerta = (): string => {
  try {
    return localStorage.getItem(PUERTA_KEY) ?? '';
  } catch {
    return '';
  }
};
export const savePuerta = (name: string): void => {
  try {
    localStorage.setItem(PUERTA_KEY, name);
  } catch {
    // private mode: asked again next time
  }
};
