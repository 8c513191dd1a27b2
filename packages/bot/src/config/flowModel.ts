import type { BotNodeType } from '@sig/shared';
import { checkBotFlow, nextOf } from '@sig/shared/staff-ui';

import type { FlowDraft, FlowNode } from './configApi';

/*
 * The flow editor's model, free of React: the problems of a draft (the contract's checkBotFlow, the very checks the
 * server publishes by, plus the fields the server's schema refuses empty), the outline, and the edits.
 */

/** A node's id as the contract's BotFlowInput takes it. */
export const NODE_ID = /^[A-Za-z0-9_-]{1,40}$/;
export const MAX_OPTIONS = 9;

export type IssueCode =
  | 'saludo'
  | 'texto'
  | 'etiqueta'
  | 'opciones'
  | 'sinDestino'
  | 'sinTipo'
  | 'tipo'
  | 'inicio'
  | 'id_duplicado'
  | 'siguiente'
  | 'sin_salida'
  | 'inalcanzable'
  | 'reporte_sin_ubicacion';

/** The server's codes (BotFlowIssue's and its own 'tipo') this page words itself. */
export const KNOWN_CODES: ReadonlySet<string> = new Set(['inicio', 'id_duplicado', 'siguiente', 'sin_salida', 'inalcanzable', 'reporte_sin_ubicacion', 'tipo']);

/** One problem of the draft: on a node (null: the flow as a whole), with the option's number when it is about one. */
export interface Issue {
  nodo: string | null;
  codigo: IssueCode;
  opcion?: number;
}

/** Problems the server's schema refuses a draft for (it cannot even be saved with them). */
const FIELD_CODES: ReadonlySet<IssueCode> = new Set(['saludo', 'texto', 'etiqueta', 'opciones', 'sinDestino', 'sinTipo']);
export const blocksSaving = (issues: readonly Issue[]) => issues.some((i) => FIELD_CODES.has(i.codigo));

/**
 * Every problem of the draft: the empty fields first, then the contract's structural checks (no dead ends, every
 * option leads somewhere, the place asked before a reporte). `tipos` are the active tipos de reporte (null while
 * they load): a reporte step must file one of them, as the server checks.
 */
export function problemsOf(flow: FlowDraft, tipos: ReadonlySet<string> | null): Issue[] {
  const issues: Issue[] = [];
  const empty = new Set<string>();
  if (!flow.saludo.trim()) issues.push({ nodo: null, codigo: 'saludo' });
  for (const n of flow.nodos) {
    if (!n.texto.trim()) issues.push({ nodo: n.id, codigo: 'texto' });
    if (n.tipo === 'menu') {
      if (n.opciones.length === 0) issues.push({ nodo: n.id, codigo: 'opciones' });
      n.opciones.forEach((o, i) => {
        if (!o.etiqueta.trim()) issues.push({ nodo: n.id, codigo: 'etiqueta', opcion: i + 1 });
        if (!o.siguiente) (issues.push({ nodo: n.id, codigo: 'sinDestino', opcion: i + 1 }), empty.add(n.id));
      });
    } else if (n.tipo === 'reporte') {
      // an empty tipo cannot be saved; one the catalogue no longer has can, but not published
      if (!n.tipoId) issues.push({ nodo: n.id, codigo: 'sinTipo' });
      else if (tipos && !tipos.has(n.tipoId)) issues.push({ nodo: n.id, codigo: 'tipo' });
    } else if (n.tipo !== 'humano' && !n.siguiente) (issues.push({ nodo: n.id, codigo: 'sinDestino' }), empty.add(n.id));
  }
  for (const p of checkBotFlow(flow)) {
    if (p.codigo === 'siguiente' && p.nodo && empty.has(p.nodo) && /«»/.test(p.mensaje)) continue; // said above, per field
    if (p.codigo === 'tipo') continue;
    issues.push({ nodo: p.nodo, codigo: p.codigo });
  }
  return issues;
}

/** The issue's translation key and values (cfg.issue.<code>). */
export const issueText = (i: Issue, t: (k: string, o?: Record<string, unknown>) => string) =>
  t(`cfg.issue.${i.codigo}${i.opcion ? 'Opcion' : ''}`, { n: i.opcion });

export interface OutlineItem {
  node: FlowNode;
  /** Reached from the start. */
  reachable: boolean;
}

/**
 * The steps in the draft's own order (the order saved, which the editor lets one change), each marked reached from
 * the start or not. Not a tree: one walked from the start would fix the order by the options and ignore the moves.
 */
export function outline(flow: FlowDraft): OutlineItem[] {
  const byId = new Map(flow.nodos.map((n) => [n.id, n]));
  const seen = new Set<string>();
  const pending = [flow.inicio];
  while (pending.length) {
    const id = pending.pop()!;
    const node = byId.get(id);
    if (!node || seen.has(id)) continue;
    seen.add(id);
    pending.push(...nextOf(node));
  }
  return flow.nodos.map((node) => ({ node, reachable: seen.has(node.id) }));
}

/** The options and steps that lead to `id`: what a deletion leaves without a destination. */
export function pointersTo(flow: FlowDraft, id: string): { nodo: string; opcion: string | null }[] {
  const found: { nodo: string; opcion: string | null }[] = [];
  for (const n of flow.nodos) {
    if (n.tipo === 'menu') for (const o of n.opciones) if (o.siguiente === id) found.push({ nodo: n.id, opcion: o.etiqueta });
    if (n.tipo !== 'menu' && n.tipo !== 'humano' && n.tipo !== 'reporte' && n.siguiente === id) found.push({ nodo: n.id, opcion: null });
  }
  return found;
}

/** The flow without `id`: what led to it is left without a destination (the editor then says so). */
export function removeNode(flow: FlowDraft, id: string): FlowDraft {
  const nodos = flow.nodos
    .filter((n) => n.id !== id)
    .map((n): FlowNode => {
      if (n.tipo === 'menu') return { ...n, opciones: n.opciones.map((o) => (o.siguiente === id ? { ...o, siguiente: '' } : o)) };
      if ((n.tipo === 'texto' || n.tipo === 'ubicacion' || n.tipo === 'foto') && n.siguiente === id) return { ...n, siguiente: '' };
      return n;
    });
  return { ...flow, nodos, inicio: flow.inicio === id ? (nodos[0]?.id ?? '') : flow.inicio };
}

/** The same node as another kind: its id and message stay, the rest starts empty (or is kept when it fits). */
export function withType(n: FlowNode, tipo: BotNodeType): FlowNode {
  const next = 'siguiente' in n ? n.siguiente : n.tipo === 'menu' ? (n.opciones[0]?.siguiente ?? '') : '';
  const base = { id: n.id, texto: n.texto };
  switch (tipo) {
    case 'menu':
      return { ...base, tipo, opciones: n.tipo === 'menu' ? n.opciones : [{ etiqueta: '', siguiente: next }] };
    case 'texto':
    case 'ubicacion':
      return { ...base, tipo, siguiente: next };
    case 'foto':
      return { ...base, tipo, siguiente: next, opcional: n.tipo === 'foto' ? n.opcional : true };
    case 'humano':
      return { ...base, tipo };
    case 'reporte':
      return { ...base, tipo, tipoId: n.tipo === 'reporte' ? n.tipoId : '' };
  }
}

/** A new node of a kind, not yet linked (the editor asks to link it). */
export const newNode = (id: string, tipo: BotNodeType): FlowNode => withType({ id, tipo: 'humano', texto: '' }, tipo);

/** A new cliente's first draft: a start menu to fill. */
export const EMPTY_FLOW: FlowDraft = { saludo: '', inicio: 'inicio', nodos: [{ id: 'inicio', tipo: 'menu', texto: '', opciones: [{ etiqueta: '', siguiente: '' }] }] };

/** A free id like `paso_3` for a new node. */
export function freeId(flow: FlowDraft): string {
  const ids = new Set(flow.nodos.map((n) => n.id));
  let i = flow.nodos.length + 1;
  while (ids.has(`paso_${i}`)) i++;
  return `paso_${i}`;
}

/** Why `id` cannot name a step of `flow` (a new one, or `except` renamed): the contract's shape, or taken. */
export function idProblem(flow: FlowDraft, id: string, except?: string): 'invalid' | 'taken' | null {
  if (!NODE_ID.test(id)) return 'invalid';
  if (id !== except && flow.nodos.some((n) => n.id === id)) return 'taken';
  return null;
}

/** The flow with the step `from` called `to`: the options and steps that led to it, and the start, follow. */
export function renameNode(flow: FlowDraft, from: string, to: string): FlowDraft {
  const follow = (id: string) => (id === from ? to : id);
  const nodos = flow.nodos.map((n): FlowNode => {
    const own = n.id === from ? { ...n, id: to } : n;
    if (own.tipo === 'menu') return { ...own, opciones: own.opciones.map((o) => ({ ...o, siguiente: follow(o.siguiente) })) };
    if (own.tipo === 'texto' || own.tipo === 'ubicacion' || own.tipo === 'foto') return { ...own, siguiente: follow(own.siguiente) };
    return own;
  });
  return { ...flow, nodos, inicio: follow(flow.inicio) };
}

/** The flow with the step `id` one place earlier (-1) or later (+1); at either end it stays. */
export function moveNode(flow: FlowDraft, id: string, by: -1 | 1): FlowDraft {
  const from = flow.nodos.findIndex((n) => n.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= flow.nodos.length) return flow;
  const nodos = [...flow.nodos];
  [nodos[from], nodos[to]] = [nodos[to]!, nodos[from]!];
  return { ...flow, nodos };
}

const canon = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canon) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])])) : v;
/** The same flow, whatever the order of its keys. */
export const sameFlow = (a: FlowDraft | null | undefined, b: FlowDraft | null | undefined) => JSON.stringify(canon(a ?? null)) === JSON.stringify(canon(b ?? null));
