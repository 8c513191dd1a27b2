import {
  HABITANTE_SESSION_HEADER,
  PUBLIC_PATHS,
  checkedJson,
  publicPath,
  type BtMiCredencial,
  type BtVerificacion,
  type Canal,
  type HabitanteCodeSent,
  type HabitanteSession,
} from '@sig/shared';
import ky from 'ky';

import { BT_PUBLIC, fillPath } from './publicPaths';

/**
 * A phone that scanned a card has no account: these calls never carry the staff Bearer header, and a 401 never logs
 * anyone out (the shared `api` instance does both). Reads retry on a flaky mobile network.
 */
const client = ky.create({ timeout: 30_000, retry: { limit: 2, methods: ['get'] } });

export const btPublicApi = {
  /** A card's state, name, photo and cliente; with the QR's `s`, whether that signature is genuine for it. */
  verificacion: (id: string, s: string | null) => {
    const url = fillPath(BT_PUBLIC.verificacion, { id });
    return checkedJson(client(url, { searchParams: s ? { s } : {} }), 'BtVerificacion', url) as Promise<BtVerificacion>;
  },

  /** The holder's own card, with their habitante session. */
  miCredencial: (cliente: string, habitanteId: string, tipoId: string, session: string) => {
    const url = fillPath(BT_PUBLIC.miCredencial, { cliente, habitanteId, tipoId });
    return checkedJson(client(url, { headers: { [HABITANTE_SESSION_HEADER]: session } }), 'BtMiCredencial', url) as Promise<BtMiCredencial>;
  },

  /** The holder's own card as a PDF (a Blob to save). */
  miCredencialPdf: (cliente: string, habitanteId: string, tipoId: string, session: string) =>
    client(fillPath(BT_PUBLIC.miCredencialPdf, { cliente, habitanteId, tipoId }), { headers: { [HABITANTE_SESSION_HEADER]: session } }).blob(),
};

/** The one-time code that proves a habitante (the citizen pages' flow): ask it, then trade it for a session. */
export const habitanteCodeApi = {
  ask: (cliente: string, habitanteId: string, canal?: Canal) => {
    const url = publicPath(PUBLIC_PATHS.habitanteCode, { cliente });
    return checkedJson(client(url, { method: 'post', json: { habitanteId, ...(canal && { canal }) }, retry: 0 }), 'HabitanteCodeSent', url) as Promise<HabitanteCodeSent>;
  },
  verify: (cliente: string, habitanteId: string, codigo: string) => {
    const url = publicPath(PUBLIC_PATHS.habitanteVerify, { cliente });
    return checkedJson(client(url, { method: 'post', json: { habitanteId, codigo }, retry: 0 }), 'HabitanteSession', url) as Promise<HabitanteSession>;
  },
};
