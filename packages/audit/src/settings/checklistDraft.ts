import type { AuditChecklistBody } from '@sig/shared';

/** A checklist item while it is edited: `key` keeps React's rows apart, `id` is what the server keeps (null until saved). */
export interface DraftItem {
  key: string;
  id: string | null;
  texto: string;
  requerido: boolean;
}

/** Ids are at most 40 characters (AuditChecklistItem). */
const ID_MAX = 40;

/** A readable id from the text ("¿Quedó tapado?" -> "quedo-tapado"), so audits read well in exports. */
function slugOf(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ID_MAX - 4)
    .replace(/-+$/, '');
}

/**
 * The body to save. A saved item keeps its id (past audits answer it by id); a new one gets one from its text,
 * made distinct from the others with a number ("punto" when the text has no letters to use).
 */
export function checklistBody(items: readonly DraftItem[], version: number): AuditChecklistBody {
  const taken = new Set(items.flatMap((i) => (i.id ? [i.id] : [])));
  const withIds = items.map((i) => {
    if (i.id) return { id: i.id, texto: i.texto.trim(), requerido: i.requerido };
    const base = slugOf(i.texto) || 'punto';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return { id, texto: i.texto.trim(), requerido: i.requerido };
  });
  return { items: withIds, version };
}

export const draftOf = (items: readonly { id: string; texto: string; requerido: boolean }[]): DraftItem[] =>
  items.map((i) => ({ key: i.id, id: i.id, texto: i.texto, requerido: i.requerido }));

let drafted = 0;
export const newDraftItem = (): DraftItem => ({ key: `new-${++drafted}`, id: null, texto: '', requerido: true });

/** The list with the item at `from` moved to `to` (both within bounds). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
