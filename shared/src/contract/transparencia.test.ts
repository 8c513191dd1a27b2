import { matchRoute } from '../routes';
import {
  TRANSP_ACTION_OF,
  TRANSP_ESTATUS,
  TRANSP_EVENT_TYPES,
  TRANSP_FINAL,
  TRANSP_PLAIN_TARGETS,
  TRANSP_TRANSITIONS,
  TranspEstatusBody,
  TranspEvent,
  TranspFilingBody,
  transpFilingPage,
  transpThreadPage,
  type TranspEventChange,
  type TranspEventType,
} from './transparencia';

/* Transparencia's contract (issue 26): the statuses' moves as data, one payload per history kind, the public pages' links. */

const meta = { id: 'e1', at: '2026-01-15T12:00:00.000Z', actor: { id: 'u1', displayName: 'Ana' }, comentario: null };
const unidad = { id: 'u1', nombre: 'Unidad de Transparencia' };

/** One valid payload per kind, as the server writes it, and a payload of that kind the contract refuses. */
const KINDS: Record<TranspEventType, { valid: TranspEventChange; invalid: { antes: unknown; despues: unknown } }> = {
  creada: { valid: { tipo: 'creada', antes: null, despues: { folio: 'T-2026-000001', estatus: 'INICIO', due: '2026-02-12', canal: 'portal' } }, invalid: { antes: null, despues: { folio: 'T-2026-000001', estatus: 'NUEVA', due: null, canal: 'portal' } } },
  estatus: { valid: { tipo: 'estatus', antes: { estatus: 'INICIO' }, despues: { estatus: 'PROCESO' } }, invalid: { antes: null, despues: { estatus: 'PROCESO' } } },
  asignacion: { valid: { tipo: 'asignacion', antes: { unidad: null }, despues: { unidad } }, invalid: { antes: { unidad: null }, despues: { unidad: { id: 'u1' } } } },
  nota: { valid: { tipo: 'nota', antes: null, despues: { notaId: 'n1' } }, invalid: { antes: null, despues: {} } },
  prevencion: { valid: { tipo: 'prevencion', antes: { estatus: 'PROCESO', due: '2026-02-12' }, despues: { estatus: 'EN_PREVENCION', responderAntes: '2026-01-29' } }, invalid: { antes: { estatus: 'PROCESO' }, despues: { estatus: 'EN_PREVENCION' } } },
  reanudada: { valid: { tipo: 'reanudada', antes: { estatus: 'EN_PREVENCION' }, despues: { estatus: 'PROCESO', due: '2026-02-18', diasDetenidos: 4 } }, invalid: { antes: { estatus: 'EN_PREVENCION' }, despues: { estatus: 'PROCESO', due: '2026-02-18' } } },
  ampliacion: { valid: { tipo: 'ampliacion', antes: { estatus: 'PROCESO', due: '2026-02-18' }, despues: { estatus: 'EN_AMPLIACION', due: '2026-03-04', dias: 10 } }, invalid: { antes: { estatus: 'PROCESO', due: null }, despues: { estatus: 'EN_AMPLIACION', due: null } } },
  respuesta: { valid: { tipo: 'respuesta', antes: { estatus: 'PROCESO' }, despues: { estatus: 'TERMINADA', documentos: [{ id: 'd1', nombre: 'a.pdf' }] } }, invalid: { antes: { estatus: 'PROCESO' }, despues: { estatus: 'TERMINADA' } } },
  documento: { valid: { tipo: 'documento', antes: null, despues: { documento: { id: 'd1', nombre: 'a.pdf' }, origen: 'respuesta', eliminado: false } }, invalid: { antes: null, despues: { documento: { id: 'd1', nombre: 'a.pdf' }, origen: 'otro', eliminado: false } } },
  vencimiento: {
    valid: { tipo: 'vencimiento', antes: { due: '2026-02-12' }, despues: { due: '2026-02-13', motivo: { tipo: 'inhabil_agregado', fecha: '2026-02-02', nombre: 'Día de la Constitución' } } },
    invalid: { antes: { due: '2026-02-12' }, despues: { due: '2026-02-13', motivo: { tipo: 'capricho' } } },
  },
  correo: { valid: { tipo: 'correo', antes: null, despues: { mail: 'recibida' } }, invalid: { antes: null, despues: { mail: 'boletin' } } },
};

describe('Transparencia statuses as data', () => {
  test('final statuses move nowhere; every other one can still be closed', () => {
    for (const s of TRANSP_FINAL) expect(TRANSP_TRANSITIONS[s]).toEqual([]);
    for (const s of TRANSP_ESTATUS.filter((e) => !TRANSP_FINAL.includes(e))) expect(TRANSP_TRANSITIONS[s]).toContain('CANCELADA');
  });

  test('every target is reached by the plain move or by its own action, and INICIO is never a target', () => {
    const targets = new Set(Object.values(TRANSP_TRANSITIONS).flat());
    expect(targets.has('INICIO')).toBe(false);
    for (const to of targets) expect([(TRANSP_PLAIN_TARGETS as readonly string[]).includes(to), TRANSP_ACTION_OF[to] !== undefined].filter(Boolean)).toHaveLength(1);
  });

  test('discarding or cancelling needs a reason, named on the motivo field', () => {
    const r = TranspEstatusBody.safeParse({ estatus: 'DESECHADA', version: 1 });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['motivo']);
    expect(TranspEstatusBody.safeParse({ estatus: 'PROCESO', version: 1 }).success).toBe(true);
    expect(TranspEstatusBody.safeParse({ estatus: 'TERMINADA', motivo: 'x y z', version: 1 }).success).toBe(false);
  });

  test('a filing takes an empty e-mail (none) and refuses fields it does not know', () => {
    expect(TranspFilingBody.parse({ texto: 'Solicito información pública.', formato: 'electronico', email: '' })).toMatchObject({ email: '', lang: 'es' });
    expect(TranspFilingBody.safeParse({ texto: 'Solicito información pública.', formato: 'electronico', curp: 'X' }).success).toBe(false);
  });
});

describe('Transparencia history kinds', () => {
  test.each(TRANSP_EVENT_TYPES)('%s: the payload the server writes parses, a wrong one does not', (tipo) => {
    const kind = KINDS[tipo];
    expect(TranspEvent.parse({ ...meta, ...kind.valid })).toMatchObject(kind.valid);
    expect(TranspEvent.safeParse({ ...meta, tipo, ...kind.invalid }).success).toBe(false);
  });
});

describe('the public pages’ links', () => {
  test('land on the routes of the table, with the cliente in the query', () => {
    const thread = transpThreadPage('san-juan', 'T-2026-000001');
    expect(thread).toBe('/transparencia/peticion/T-2026-000001?cliente=san-juan');
    expect(matchRoute(thread.split('?')[0]!)).toMatchObject({ route: { parcel: '@sig/transparency' }, params: { id: 'T-2026-000001' } });
    expect(matchRoute(transpFilingPage('demo').split('?')[0]!)).toMatchObject({ route: { parcel: '@sig/transparency' } });
  });
});
