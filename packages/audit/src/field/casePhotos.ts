import { AUDIT_PATHS, api, auditPath, type AuditMyListsResponse, type CaseFile } from '@sig/shared';
import type { FieldKit } from '@sig/shared/field';
import { useEffect, useState } from 'react';

/*
 * The photos already attached to the cases of the auditor's own lists, kept for offline use in the field
 * kit's per-user store (IndexedDB), beside the lists themselves: the file route needs the session's header,
 * which neither an <img src> nor the service worker's cache could send, and the service worker keeps no API
 * answer at all. Cleared with the rest of the user's read data at sign-out (once nothing waits to be sent).
 */

/** Only images are shown (a document is not a thumbnail), and none bigger than a phone should keep. */
const MAX_KEPT_BYTES = 5 * 1024 * 1024;
export const isKeptPhoto = (f: CaseFile): boolean => f.tipo.startsWith('image/') && f.bytes <= MAX_KEPT_BYTES;

const photoKey = (orderId: string, fileId: string) => `auditoria.foto:${orderId}:${fileId}`;

interface KeptPhoto {
  type: string;
  bytes: ArrayBuffer;
}

async function download(orderId: string, file: CaseFile): Promise<KeptPhoto> {
  const bytes = await api.get(auditPath(AUDIT_PATHS.casoArchivo, { orderId, fileId: file.id }), { timeout: 30_000 }).arrayBuffer();
  return { type: file.tipo, bytes };
}

/** A kept photo, or (online) downloaded and kept; null when neither works (offline and never kept). */
async function readPhoto(kit: FieldKit | null, orderId: string, file: CaseFile): Promise<KeptPhoto | null> {
  const kept = kit && (await kit.getSnapshot<KeptPhoto>(photoKey(orderId, file.id)));
  if (kept) return kept.data;
  try {
    const fresh = await download(orderId, file);
    if (kit) await kit.putSnapshot(photoKey(orderId, file.id), fresh);
    return fresh;
  } catch {
    return null;
  }
}

let keeping: Promise<void> | null = null;

/**
 * Keeps every photo of the lists' cases not kept yet, one at a time (a phone on a weak connection), while the
 * lists come from the server. One run at a time; a photo that fails now is tried on the next reading.
 */
export function keepListPhotos(kit: FieldKit, lists: AuditMyListsResponse): Promise<void> {
  keeping ??= (async () => {
    for (const l of lists.items) {
      for (const item of l.items) {
        for (const f of item.archivos.filter(isKeptPhoto)) {
          if (await kit.getSnapshot(photoKey(item.orderId, f.id))) continue;
          await readPhoto(kit, item.orderId, f);
        }
      }
    }
  })().finally(() => (keeping = null));
  return keeping;
}

export type PhotoState = { status: 'loading' } | { status: 'missing' } | { status: 'shown'; url: string };

/** One photo of a case as an object URL: from the phone when kept there, else from the server. */
export function useCasePhoto(kit: FieldKit | null, orderId: string, file: CaseFile): PhotoState {
  const [state, setState] = useState<PhotoState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setState({ status: 'loading' });
    void readPhoto(kit, orderId, file).then((photo) => {
      if (!live) return;
      if (!photo || typeof URL.createObjectURL !== 'function') return setState({ status: 'missing' });
      made = URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }));
      setState({ status: 'shown', url: made });
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [kit, orderId, file]);
  return state;
}
