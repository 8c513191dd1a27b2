// The flow's structural checks, free of zod: the server refuses to publish on them and the editor shows them as you type.

import { BOT_TERMINAL_NODES, type BotNodeType } from './botPaths';

/** The part of a flow the checks read (input or stored alike). */
export interface BotFlowShape {
  inicio: string;
  nodos: readonly { id: string; tipo: BotNodeType; siguiente?: string; opciones?: readonly { etiqueta: string; siguiente: string }[]; tipoId?: string }[];
}

export interface BotFlowIssue {
  nodo: string | null;
  codigo: 'inicio' | 'id_duplicado' | 'siguiente' | 'sin_salida' | 'inalcanzable' | 'reporte_sin_ubicacion' | 'tipo';
  mensaje: string;
}

/** Where a node may go next. */
export function nextOf(node: BotFlowShape['nodos'][number]): string[] {
  if (node.tipo === 'menu') return (node.opciones ?? []).map((o) => o.siguiente);
  return node.siguiente !== undefined ? [node.siguiente] : [];
}

/**
 * A flow can be published when: the start exists, ids are unique, every option and every step leads to a node
 * that exists, every node is reachable from the start, from every node a person or a filed reporte can still be
 * reached (no dead end, no loop without a way out), and no path reaches "file a reporte" without passing a
 * location step (a reporte needs its place). Whether each reporte's tipo exists is the server's to say.
 */
export function checkBotFlow(flow: BotFlowShape): BotFlowIssue[] {
  const issues: BotFlowIssue[] = [];
  const byId = new Map<string, BotFlowShape['nodos'][number]>();
  for (const n of flow.nodos) {
    if (byId.has(n.id)) issues.push({ nodo: n.id, codigo: 'id_duplicado', mensaje: `El id «${n.id}» se repite.` });
    else byId.set(n.id, n);
  }
  if (!byId.has(flow.inicio)) issues.push({ nodo: null, codigo: 'inicio', mensaje: `El inicio «${flow.inicio}» no es un paso del flujo.` });
  for (const n of byId.values()) {
    for (const next of nextOf(n)) if (!byId.has(next)) issues.push({ nodo: n.id, codigo: 'siguiente', mensaje: `«${n.id}» lleva a «${next}», que no existe.` });
  }
  if (issues.length) return issues;

  const reach = (from: string, through: (id: string) => boolean): Set<string> => {
    const seen = new Set<string>([from]);
    const stack = [from];
    while (stack.length) {
      const n = byId.get(stack.pop()!)!;
      if (!through(n.id)) continue;
      for (const next of nextOf(n)) if (!seen.has(next)) (seen.add(next), stack.push(next));
    }
    return seen;
  };
  const reachable = reach(flow.inicio, () => true);
  for (const n of byId.values()) if (!reachable.has(n.id)) issues.push({ nodo: n.id, codigo: 'inalcanzable', mensaje: `Ningún camino lleva a «${n.id}».` });

  // nodes from which an end (a person or a reporte) can be reached, growing backwards from the ends
  const ends = new Set([...byId.values()].filter((n) => BOT_TERMINAL_NODES.includes(n.tipo)).map((n) => n.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of byId.values()) if (!ends.has(n.id) && nextOf(n).some((x) => ends.has(x))) (ends.add(n.id), (grew = true));
  }
  for (const n of byId.values()) if (reachable.has(n.id) && !ends.has(n.id)) issues.push({ nodo: n.id, codigo: 'sin_salida', mensaje: `Desde «${n.id}» no se llega a una persona ni a un reporte.` });

  const withoutPlace = reach(flow.inicio, (id) => byId.get(id)!.tipo !== 'ubicacion');
  for (const n of byId.values()) {
    if (n.tipo === 'reporte' && withoutPlace.has(n.id)) issues.push({ nodo: n.id, codigo: 'reporte_sin_ubicacion', mensaje: `Se llega a «${n.id}» sin pedir la ubicación.` });
  }
  return issues;
}
