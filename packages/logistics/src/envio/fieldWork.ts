import { api, type LogArchivo, type LogFallidaBody, type LogMiEntrega, type LogMisEntregasResponse, type LogPruebaBody } from '@sig/shared';
import { type FieldKit, type FieldSender, type OutboxItem, sha256Hex, useFieldKitWith, useOfflineCopy, useOutboxView } from '@sig/shared/field';
import { LOG_FIELD, LOG_PATHS, type Translate, apiErrorMessage, logCodigoHashInput, logPath } from '@sig/shared/staff-ui';
import { useState } from 'react';

/*
 * Where the offline field kit (@sig/shared/field, the auditors' kit) meets the delivery page. A proof or a failure
 * is stored in the outbox under its clientId (the outbox id), with the proof's photo and signature hashed when
 * stored; the kit sends it when it can. The server is idempotent on the clientId, so a sync retried after a lost
 * answer records nothing twice; a 409 (already delivered) or a 400 stops the item and keeps the server's words.
 */

/** The proof as it waits on the phone: the body without the files' hashes, which the sender takes from the uploads. */
export interface PruebaWork {
  entregaId: string;
  folio: string;
  body: Omit<LogPruebaBody, 'fotoSha256' | 'firmaSha256'>;
}

export interface FallidaWork {
  entregaId: string;
  folio: string;
  body: LogFallidaBody;
}

/** The outbox names of the proof's two files; also the `tipo` the upload takes. */
export const FOTO = 'foto';
export const FIRMA = 'firma';

/** Each file by its hash (a second upload of the same bytes answers 200), then the proof with both hashes. */
export const pruebaSender: FieldSender = {
  async uploadFile(_item, file) {
    const saved = await api
      .post(LOG_PATHS.archivos, { body: file.blob, searchParams: { sha256: file.sha256, tipo: file.name }, headers: { 'content-type': file.blob.type || 'application/octet-stream' }, timeout: false })
      .json<LogArchivo>();
    return { sha256: saved.sha256, ref: saved.sha256 };
  },
  async send(item, refs) {
    const work = item.payload as PruebaWork;
    const body: LogPruebaBody = { ...work.body, fotoSha256: refs[FOTO]!, firmaSha256: refs[FIRMA]! };
    await api.post(logPath(LOG_PATHS.prueba, { id: work.entregaId }), { json: body });
  },
};

export const fallidaSender: FieldSender = {
  async send(item) {
    const work = item.payload as FallidaWork;
    await api.post(logPath(LOG_PATHS.fallida, { id: work.entregaId }), { json: work.body });
  },
};

const SENDERS = { [LOG_FIELD.prueba]: pruebaSender, [LOG_FIELD.fallida]: fallidaSender };

/**
 * The signed-in user's kit with the delivery senders registered: null while IndexedDB opens, and for good when the
 * browser refuses it (`unavailable`: nothing can be kept offline, the page sends at once and says so).
 */
export const useEnvioKit = (): { kit: FieldKit | null; unavailable: boolean } => useFieldKitWith(SENDERS);

/** Stores the proof with its two files under its clientId and asks for a sync now. */
export async function queuePrueba(kit: FieldKit, work: PruebaWork, foto: Blob, firma: Blob): Promise<void> {
  await kit.put({ kind: LOG_FIELD.prueba, id: work.body.clientId, payload: work, files: [{ name: FOTO, blob: foto }, { name: FIRMA, blob: firma }] });
  void kit.sync();
}

export async function queueFallida(kit: FieldKit, work: FallidaWork): Promise<void> {
  await kit.put({ kind: LOG_FIELD.fallida, id: work.body.clientId, payload: work });
  void kit.sync();
}

/** This delivery's work still on the phone (pending, or stopped with the server's words). */
export type EnvioWork = OutboxItem & { payload: PruebaWork | FallidaWork };

const OURS = new Set<string>([LOG_FIELD.prueba, LOG_FIELD.fallida]);
const readOurs = (kit: FieldKit) => kit.list().then((all) => all.filter((i): i is EnvioWork => OURS.has(i.kind)));
const NONE: EnvioWork[] = [];

/** Every delivery proof or failure on this phone, re-read on each outbox change. */
export const useEnvioWork = (kit: FieldKit | null): EnvioWork[] => useOutboxView(kit, readOurs, NONE);

/** Whether `codigo` is the delivery's one-time code: sha256 of logCodigoHashInput, compared on the phone (offline too). */
export async function codigoMatches(entregaId: string, codigo: string, codigoSha256: string): Promise<boolean> {
  const bytes = new TextEncoder().encode(logCodigoHashInput(entregaId, codigo));
  const hex = await sha256Hex(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return hex === codigoSha256.toLowerCase();
}

/**
 * The repartidor's open deliveries: kept on the phone whenever the server answers, read from the phone's copy
 * when it does not (`wanted`), with when that copy was made (`checked` once the phone was looked at).
 */
export const useOfflineMisEntregas = (kit: FieldKit | null, online: { data?: LogMisEntregasResponse }, wanted: boolean): { data?: LogMisEntregasResponse; savedAt: number | null; checked: boolean } =>
  useOfflineCopy(kit, LOG_FIELD.snapshot, online, wanted);

/**
 * A field record (a proof, a failure) as the forms make it: into the outbox when the kit is open, at once through
 * the same sender when the browser has no IndexedDB; busy meanwhile, and the failure in the user's words.
 */
export function useRecord(kit: FieldKit | null, onRecorded: (how: 'queued' | 'sent') => void, t: Translate) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = async (queue: (kit: FieldKit) => Promise<void>, sendNow: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      if (kit) await queue(kit);
      else await sendNow();
      onRecorded(kit ? 'queued' : 'sent');
    } catch (e) {
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, record };
}

/** An outbox item for a sender called at once, without the kit (nothing is stored). */
export const unstoredItem = (kind: string, id: string, payload: unknown): OutboxItem => ({ id, kind, owner: '', payload, files: [], state: 'pending', attempts: 0, nextTryAt: 0, createdAt: 0, updatedAt: 0 });

export const findMine = (data: LogMisEntregasResponse | undefined, id: string): LogMiEntrega | undefined => data?.items.find((e) => e.id === id);
