import { BotFlowDraftBody, BotFlowInput, BotSendBody, checkBotFlow } from './index';

const node = (id: string, tipo: string, extra: object = {}) => ({ id, tipo, texto: `Paso ${id}`, ...extra });
const good = {
  saludo: 'Hola',
  inicio: 'menu',
  nodos: [
    node('menu', 'menu', { opciones: [{ etiqueta: 'Reportar', siguiente: 'lugar' }, { etiqueta: 'Persona', siguiente: 'persona' }] }),
    node('lugar', 'ubicacion', { siguiente: 'foto' }),
    node('foto', 'foto', { siguiente: 'fin', opcional: true }),
    node('fin', 'reporte', { tipoId: 'tipo-1' }),
    node('persona', 'humano'),
  ],
};
const codes = (flow: object) => checkBotFlow(BotFlowInput.parse(flow)).map((i) => `${i.nodo}:${i.codigo}`);

describe('the bot flow’s checks (issue 27)', () => {
  it('a flow where every path ends with a person or a reporte after its location passes', () => {
    expect(codes(good)).toEqual([]);
  });

  it('a loop back to the menu is fine while a way out remains', () => {
    const loop = { ...good, nodos: [...good.nodos.slice(0, 1), node('otra', 'texto', { siguiente: 'menu' }), ...good.nodos.slice(1)] };
    loop.nodos[0] = node('menu', 'menu', { opciones: [{ etiqueta: 'Reportar', siguiente: 'lugar' }, { etiqueta: 'Otra', siguiente: 'otra' }] });
    expect(codes(loop)).toEqual(['persona:inalcanzable']);
  });

  it('refuses a dead end, a missing target, a repeated id, a missing start and a reporte reached without a place', () => {
    expect(codes({ ...good, nodos: [...good.nodos, node('eco', 'texto', { siguiente: 'eco' })], inicio: 'eco' })).toEqual(expect.arrayContaining(['eco:sin_salida', 'menu:inalcanzable']));
    expect(codes({ ...good, nodos: [node('menu', 'menu', { opciones: [{ etiqueta: 'A', siguiente: 'nada' }] })] })).toEqual(['menu:siguiente']);
    expect(codes({ ...good, nodos: [...good.nodos, node('persona', 'humano')] })).toEqual(['persona:id_duplicado']);
    expect(codes({ ...good, inicio: 'nada' })).toEqual(['null:inicio']);
    const noPlace = { ...good, nodos: good.nodos.map((n) => (n.id === 'menu' ? node('menu', 'menu', { opciones: [{ etiqueta: 'Reportar', siguiente: 'foto' }, { etiqueta: 'Lugar', siguiente: 'lugar' }] }) : n)) };
    expect(codes(noPlace)).toEqual(['persona:inalcanzable', 'fin:reporte_sin_ubicacion']);
  });

  it('the schema names the field that fails: a menu of more than nine options, an id with spaces, an unknown step', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ etiqueta: `O${i}`, siguiente: 'persona' }));
    const r = BotFlowDraftBody.safeParse({ version: 0, flujo: { ...good, nodos: [node('menu', 'menu', { opciones: ten })] } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['flujo', 'nodos', 0, 'opciones']);
    expect(BotFlowInput.safeParse({ ...good, inicio: 'con espacio' }).success).toBe(false);
    expect(BotFlowInput.safeParse({ ...good, nodos: [node('x', 'desconocido')] }).success).toBe(false);
  });

  it('an agent sends text, a template with its parameters, or a canned answer; never a mix', () => {
    expect(BotSendBody.safeParse({ texto: ' Hola ' }).data).toEqual({ texto: 'Hola' });
    expect(BotSendBody.safeParse({ plantillaId: 'p', parametros: ['R-1'] }).success).toBe(true);
    expect(BotSendBody.safeParse({ respuestaId: 'r' }).success).toBe(true);
    expect(BotSendBody.safeParse({ texto: 'Hola', plantillaId: 'p', parametros: [] }).success).toBe(false);
  });
});
