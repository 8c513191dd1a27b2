import type { FlowDraft } from './configApi';
import { EMPTY_FLOW, idProblem, moveNode, outline, problemsOf, renameNode, sameFlow } from './flowModel';

const FLOW: FlowDraft = {
  saludo: 'Hola.',
  inicio: 'menu',
  nodos: [
    {
      id: 'menu',
      tipo: 'menu',
      texto: '¿Qué necesitas?',
      opciones: [
        { etiqueta: 'Un bache', siguiente: 'lugar' },
        { etiqueta: 'Otra vez el bache', siguiente: 'lugar' },
        { etiqueta: 'Una persona', siguiente: 'persona' },
      ],
    },
    { id: 'lugar', tipo: 'ubicacion', texto: '¿Dónde?', siguiente: 'foto' },
    { id: 'foto', tipo: 'foto', texto: 'Una foto.', siguiente: 'fin', opcional: true },
    { id: 'fin', tipo: 'reporte', texto: 'Gracias.', tipoId: 't-bache' },
    { id: 'persona', tipo: 'humano', texto: 'Te paso.' },
    { id: 'suelto', tipo: 'texto', texto: 'Nadie llega aquí.', siguiente: 'lugar' },
  ],
};
const ids = (f: FlowDraft) => f.nodos.map((n) => n.id);

describe('renaming a step', () => {
  it('renames the step and every option, next step and the start that lead to it', () => {
    const out = renameNode(FLOW, 'lugar', 'donde');
    expect(ids(out)).toEqual(['menu', 'donde', 'foto', 'fin', 'persona', 'suelto']);
    expect(out.nodos[0]).toMatchObject({ opciones: [{ siguiente: 'donde' }, { siguiente: 'donde' }, { siguiente: 'persona' }] });
    expect(out.nodos[5]).toMatchObject({ siguiente: 'donde' });
    expect(out.inicio).toBe('menu');
    // nothing still points at the old name, and the renamed flow is as sound as before
    expect(JSON.stringify(out)).not.toContain('"lugar"');
    expect(problemsOf(out, new Set(['t-bache']))).toEqual(problemsOf(FLOW, new Set(['t-bache'])));
    expect(FLOW.nodos[1]!.id).toBe('lugar'); // the draft given is left as it was
  });

  it('moves the start with the step, and a menu that leads to itself follows too', () => {
    const loop: FlowDraft = { ...FLOW, nodos: [{ id: 'menu', tipo: 'menu', texto: '¿Otra vez?', opciones: [{ etiqueta: 'Sí', siguiente: 'menu' }] }] };
    const out = renameNode(loop, 'menu', 'principal');
    expect(out.inicio).toBe('principal');
    expect(out.nodos).toEqual([{ id: 'principal', tipo: 'menu', texto: '¿Otra vez?', opciones: [{ etiqueta: 'Sí', siguiente: 'principal' }] }]);
  });

  it('to its own name changes nothing', () => {
    expect(sameFlow(renameNode(FLOW, 'foto', 'foto'), FLOW)).toBe(true);
  });

  it('checks the new name as a new step’s: the contract’s shape, and not another step’s', () => {
    expect(idProblem(FLOW, 'donde', 'lugar')).toBeNull();
    expect(idProblem(FLOW, 'lugar', 'lugar')).toBeNull();
    expect(idProblem(FLOW, 'foto', 'lugar')).toBe('taken');
    expect(idProblem(FLOW, 'foto')).toBe('taken');
    for (const bad of ['', 'dónde', 'con espacio', 'a'.repeat(41), 'x/y']) expect([bad, idProblem(FLOW, bad, 'lugar')]).toEqual([bad, 'invalid']);
    expect(idProblem(EMPTY_FLOW, 'A-1_b')).toBeNull();
  });
});

describe('moving a step', () => {
  it('swaps it with its neighbour, and the outline shows the new order', () => {
    const up = moveNode(FLOW, 'persona', -1);
    expect(ids(up)).toEqual(['menu', 'lugar', 'foto', 'persona', 'fin', 'suelto']);
    expect(outline(up).map((i) => i.node.id)).toEqual(ids(up));
    expect(ids(moveNode(up, 'persona', 1))).toEqual(ids(FLOW));
    expect(FLOW.nodos[4]!.id).toBe('persona');
  });

  it('stays at either end, and an unknown id changes nothing', () => {
    expect(moveNode(FLOW, 'menu', -1)).toBe(FLOW);
    expect(moveNode(FLOW, 'suelto', 1)).toBe(FLOW);
    expect(moveNode(FLOW, 'nadie', 1)).toBe(FLOW);
  });
});

describe('the outline', () => {
  it('lists the steps in the draft’s order, marking those no path from the start reaches', () => {
    expect(outline(FLOW).map((i) => [i.node.id, i.reachable])).toEqual([
      ['menu', true],
      ['lugar', true],
      ['foto', true],
      ['fin', true],
      ['persona', true],
      ['suelto', false],
    ]);
    expect(outline({ ...FLOW, inicio: 'persona' }).filter((i) => i.reachable).map((i) => i.node.id)).toEqual(['persona']);
  });
});
