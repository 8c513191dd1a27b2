import { useUser, type EvKit } from '@sig/shared';
import { useOnline } from '@sig/shared/field';
import { verifyFirma } from '@sig/shared/staff-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useKitQuery } from '../eventosApi';
import { type ScanConflict, type ScanItem, type ScanWork, localEntradas, queueScan, sendScanNow, useDoorKit, useDoorScans, useOfflineKit } from './doorWork';
import { type DoorContext, type DoorEntrada, type DoorVerdict, admits, judgeCodigo, judgeTicket } from './verdict';

// the list is read again this often while online, so check-ins at the other doors show here too
const KIT_POLL_MS = 20_000;

/** Status 0 is no answer at all; 5xx, 408 and 429 are "not now": the phone's copy stands in for all of them. */
const unreachable = (e: unknown) => {
  const status = (e as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500 || status === 408 || status === 429;
};

export interface DoorState {
  /** The kit in use (the server's, or the phone's copy), with when the copy was kept. */
  kit: EvKit | undefined;
  savedAt: number | null;
  /** The kit could not be had at all (no answer and no copy on the phone), or the server refused it. */
  kitError: unknown;
  kitChecked: boolean;
  online: boolean;
  unavailable: boolean;
  scans: ScanItem[];
  verdict: DoorVerdict | null;
  ms: number | null;
  /** Scans sent at once (no IndexedDB) that the server did not take. */
  directConflict: ScanConflict | null;
  counts: { registrados: number; asistieron: number };
  judgeToken: (text: string) => Promise<DoorVerdict | null>;
  judgeTyped: (text: string) => Promise<DoorVerdict | null>;
  /** Puts away a stopped scan once its message was read. */
  discard: (id: string) => Promise<void>;
}

/**
 * The door of one event: the kit (keys and list) kept on the phone, every scan judged there first (verifyFirma and
 * the list, in a few milliseconds), an admitted one queued and synced whenever there is a connection.
 */
export function useDoor(eventoId: string, puerta: string): DoorState {
  const user = useUser();
  const online = useOnline();
  const { kit: field, unavailable } = useDoorKit();
  const query = useKitQuery(eventoId, { pollingInterval: online ? KIT_POLL_MS : 0, skipPollingIfUnfocused: true });
  const fallback = (query.isError && unreachable(query.error)) || (!online && !query.data);
  const copy = useOfflineKit(field, eventoId, query, fallback);
  const kit = query.data ?? copy.data;
  const scans = useDoorScans(field);
  const [verdict, setVerdict] = useState<{ v: DoorVerdict; ms: number } | null>(null);
  const [directConflict, setDirectConflict] = useState<ScanConflict | null>(null);
  // this page's own admitted scans: after they are sent (and leave the outbox) the list may not have them yet
  const admitted = useRef(new Map<string, DoorEntrada>());
  // one judgment at a time: the same ticket shown twice in a row is admitted once
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  // a scan that reached the server changes the list: read it again when the outbox shrinks
  const waiting = scans.length;
  const before = useRef(waiting);
  const refetch = query.refetch;
  useEffect(() => {
    if (waiting < before.current && online) void refetch();
    before.current = waiting;
  }, [waiting, online, refetch]);

  const local = useMemo(() => new Map([...admitted.current, ...localEntradas(scans)]), [scans, verdict]); // eslint-disable-line react-hooks/exhaustive-deps
  const ctx = useMemo<DoorContext | null>(
    () => (kit ? { clienteId: kit.clienteId, eventoId, byId: new Map(kit.registros.map((r) => [r.id, r])), local } : null),
    [kit, eventoId, local],
  );
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  const counts = useMemo(() => {
    if (!kit) return { registrados: 0, asistieron: 0 };
    const came = new Set(kit.registros.filter((r) => r.checkin).map((r) => r.id));
    for (const id of local.keys()) came.add(id);
    const confirmed = new Set(kit.registros.filter((r) => r.estado === 'confirmado').map((r) => r.id));
    for (const id of came) confirmed.add(id);
    return { registrados: confirmed.size, asistieron: came.size };
  }, [kit, local]);

  const record = useCallback(
    async (v: DoorVerdict, read: { token?: string; codigo?: string }) => {
      if (!admits(v)) return;
      const at = new Date().toISOString();
      const por = user?.data.displayName ?? '';
      admitted.current.set(v.registroId, { en: at, puerta, por });
      const work: ScanWork = { eventoId, registroId: v.registroId, nombre: v.nombre, por, body: { ...read, puerta, clientId: crypto.randomUUID(), escaneadoEn: at } };
      if (field) await queueScan(field, work);
      else setDirectConflict(await sendScanNow(work).catch(() => null));
    },
    [eventoId, field, puerta, user],
  );

  const judge = useCallback(
    (read: { token?: string; codigo?: string }) => {
      const run = async (): Promise<DoorVerdict | null> => {
        const shown = ctxRef.current;
        if (!shown || !kit) return null;
        // this page's own admissions so far, even those the last render has not seen yet (a ticket shown twice fast)
        const c: DoorContext = { ...shown, local: new Map([...shown.local, ...admitted.current]) };
        const started = performance.now();
        const v = read.token !== undefined ? judgeTicket(c, await verifyFirma(read.token, kit.claves)) : judgeCodigo(c, read.codigo ?? '');
        // the verdict is shown before the scan is stored: the person at the door waits for the colour, not the disk
        setVerdict({ v, ms: Math.round(performance.now() - started) });
        await record(v, read);
        return v;
      };
      const next = chain.current.then(run, run);
      chain.current = next.catch(() => undefined);
      return next;
    },
    [kit, record],
  );

  return {
    kit,
    savedAt: copy.savedAt,
    kitError: query.isError && !kit ? query.error : null,
    kitChecked: copy.checked || unavailable,
    online,
    unavailable,
    scans,
    verdict: verdict?.v ?? null,
    ms: verdict?.ms ?? null,
    directConflict,
    counts,
    judgeToken: (text) => judge({ token: text.trim() }),
    judgeTyped: (text) => judge({ codigo: text.trim() }),
    discard: async (id) => {
      await field?.discard(id);
    },
  };
}
