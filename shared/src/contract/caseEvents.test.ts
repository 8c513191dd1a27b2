import { CASE_EVENT_TYPES, CaseDetail, CaseEvent, KnownCaseEvent, estatusSetBy, isKnownCaseEvent, type CaseEventChange, type CaseEventType } from './cases';

/* The case history's kinds (issue 22): each with its exact payload, early builds' rows normalised, newer kinds kept. */

const meta = { id: 'e1', at: '2026-03-01T16:00:00.000Z', actor: { id: 'u1', displayName: 'Ana' }, comentario: null };
const estatus = (nombre: string, final = false) => ({ id: nombre, nombre, color: '#999999', final });
const tipo = (nombre: string) => ({ id: nombre, nombre, color: '#1e88e5' });

/** One valid payload per kind, as the server writes it today, and payloads of that kind the contract refuses. */
const KINDS: Record<CaseEventType, { valid: CaseEventChange[]; invalid: { antes: unknown; despues: unknown }[] }> = {
  creado: {
    valid: [{ tipo: 'creado', antes: null, despues: { folio: 'R-2026-000001', tipo: tipo('Bache'), estatus: estatus('Recibido'), prioridad: 'normal', dependencia: null } }],
    invalid: [
      { antes: null, despues: { folio: 'R-2026-000001', estatus: estatus('Recibido'), prioridad: 'normal', dependencia: null } },
      { antes: null, despues: { folio: 'R-2026-000001', tipo: tipo('Bache'), estatus: estatus('Recibido'), prioridad: 'muy alta', dependencia: null } },
      { antes: { folio: 'x' }, despues: { folio: 'R-2026-000001', tipo: tipo('Bache'), estatus: estatus('Recibido'), prioridad: 'normal', dependencia: null } },
    ],
  },
  estatus: {
    valid: [
      { tipo: 'estatus', antes: { estatus: estatus('Recibido') }, despues: { estatus: estatus('Asignado') } },
      { tipo: 'estatus', antes: { estatus: estatus('Recibido') }, despues: { estatus: estatus('Atendido', true), nota: { id: 'n1', publica: true, archivos: [] }, via: [estatus('Asignado')] } },
    ],
    invalid: [
      { antes: { estatus: estatus('Recibido') }, despues: { estatus: 'Asignado' } },
      { antes: null, despues: { estatus: estatus('Asignado') } },
    ],
  },
  asignacion: {
    valid: [
      { tipo: 'asignacion', antes: { dependencia: tipo('Agua'), asignado: null }, despues: { dependencia: null, asignado: { id: 'u2', displayName: 'Luis' } } },
      { tipo: 'asignacion', antes: { modulo: null }, despues: { modulo: { id: 'm1', nombre: 'Oficina' } } },
    ],
    invalid: [{ antes: { asignado: null }, despues: { asignado: { id: 'u2' } } }, { antes: null, despues: { asignado: null } }],
  },
  prioridad: {
    valid: [{ tipo: 'prioridad', antes: { prioridad: 'normal' }, despues: { prioridad: 'urgente' } }],
    invalid: [{ antes: { prioridad: 'normal' }, despues: { prioridad: 'ya' } }, { antes: {}, despues: { prioridad: 'alta' } }],
  },
  reabierto: {
    valid: [
      { tipo: 'reabierto', antes: { estatus: estatus('Atendido', true) }, despues: { estatus: estatus('Recibido') } },
      { tipo: 'reabierto', antes: { estatus: null }, despues: { estatus: estatus('Recibido') } },
    ],
    invalid: [{ antes: { estatus: null }, despues: { estatus: null } }],
  },
  nota: {
    valid: [{ tipo: 'nota', antes: null, despues: { nota: { id: 'n1', publica: false, archivos: ['f1'] } } }],
    invalid: [{ antes: null, despues: { nota: { id: 'n1', publica: 'sí', archivos: [] } } }, { antes: null, despues: { nota: { id: 'n1', publica: true, archivos: [1] } } }],
  },
  archivo: {
    valid: [{ tipo: 'archivo', antes: null, despues: { archivo: { id: 'f1', nombre: 'foto.jpg', tipo: 'image/jpeg', bytes: 1024 } } }],
    invalid: [{ antes: null, despues: { archivo: { id: 'f1', nombre: 'foto.jpg', tipo: 'image/jpeg', bytes: '1 kB' } } }],
  },
  tipo: {
    valid: [{ tipo: 'tipo', antes: { tipo: tipo('Bache'), dueAt: '2026-03-03T16:00:00.000Z' }, despues: { tipo: tipo('Fuga'), dueAt: '2026-03-06T16:00:00.000Z' } }],
    invalid: [{ antes: { tipo: tipo('Bache') }, despues: { tipo: tipo('Fuga'), dueAt: '2026-03-06T16:00:00.000Z' } }],
  },
  descripcion: {
    valid: [{ tipo: 'descripcion', antes: { descripcion: 'vache' }, despues: { descripcion: 'bache' } }],
    invalid: [{ antes: { descripcion: 'vache' }, despues: { texto: 'bache' } }],
  },
  direccion: {
    valid: [{ tipo: 'direccion', antes: { direccion: '' }, despues: { direccion: 'Av. Juárez 14' } }],
    invalid: [{ antes: { direccion: null }, despues: { direccion: 'Av. Juárez 14' } }],
  },
  colonia: {
    valid: [{ tipo: 'colonia', antes: { colonia: null, zona: null, derivada: true }, despues: { colonia: { id: 'c1', nombre: 'Centro' }, zona: { id: 'z1', nombre: 'Zona Centro' }, derivada: false } }],
    invalid: [{ antes: { colonia: null, zona: null, derivada: true }, despues: { colonia: { id: 'c1', nombre: 'Centro' }, derivada: false } }],
  },
  ubicacion: {
    valid: [
      { tipo: 'ubicacion', antes: { ubicacion: { lat: 19.4, lng: -99.1 } }, despues: { ubicacion: { lat: 19.5, lng: -99.2 } } },
      { tipo: 'ubicacion', antes: { ubicacion: { lat: 19.4, lng: -99.1 } }, despues: { ubicacion: null } },
    ],
    invalid: [{ antes: { ubicacion: { lat: 19.4, lng: -99.1 } }, despues: { ubicacion: { lat: 190, lng: -99.2 } } }],
  },
  apoyo: {
    valid: [
      { tipo: 'apoyo', antes: null, despues: { apoyos: 1, desde: 'portal' } },
      { tipo: 'apoyo', antes: null, despues: { apoyos: 3, desde: 'duplicado', duplicado: { id: 'c2', folio: 'R-2026-000002' } } },
    ],
    invalid: [{ antes: null, despues: { apoyos: 1, desde: 'telepatía' } }, { antes: null, despues: { desde: 'portal' } }],
  },
  duplicado: {
    valid: [{ tipo: 'duplicado', antes: { estatus: estatus('Recibido') }, despues: { original: { id: 'c1', folio: 'R-2026-000001' }, estatus: estatus('Improcedente', true) } }],
    invalid: [{ antes: { estatus: estatus('Recibido') }, despues: { original: 'R-2026-000001', estatus: estatus('Improcedente', true) } }],
  },
  auditoria: {
    valid: [
      { tipo: 'auditoria', antes: null, despues: { auditoria: { id: 'a1', veredicto: 'no_conforme', estado: 'aplicada', distanciaM: 12.5, fotos: 2 } } },
      { tipo: 'auditoria', antes: null, despues: { auditoria: { id: 'a2', veredicto: 'conforme', estado: 'conflicto', distanciaM: null, fotos: 0 } } },
    ],
    invalid: [{ antes: null, despues: { auditoria: { id: 'a1', veredicto: 'regular', estado: 'aplicada', distanciaM: null, fotos: 0 } } }],
  },
  auditoria_item: {
    valid: [
      { tipo: 'auditoria_item', antes: null, despues: { lista: { id: 'l1', nombre: 'Ruta norte' }, estado: 'fallida', motivo: 'sin_acceso' } },
      { tipo: 'auditoria_item', antes: null, despues: { lista: { id: 'l1', nombre: 'Ruta norte' }, estado: 'pendiente', motivo: null } },
    ],
    invalid: [
      { antes: null, despues: { lista: { id: 'l1', nombre: 'Ruta norte' }, estado: 'hecha', motivo: null } },
      { antes: null, despues: { lista: { id: 'l1', nombre: 'Ruta norte' }, estado: 'fallida', motivo: 'flojera' } },
    ],
  },
};

describe('the case history’s kinds', () => {
  it('cover CASE_EVENT_TYPES, the one list of kinds, and nothing else', () => {
    expect(KnownCaseEvent.options.map((o) => o.shape.tipo.value).sort()).toEqual([...CASE_EVENT_TYPES].sort());
  });

  describe.each(CASE_EVENT_TYPES)('%s', (kind) => {
    it('takes its payload as the server writes it, unchanged', () => {
      for (const change of KINDS[kind].valid) {
        const event = { ...meta, ...change };
        expect(CaseEvent.parse(event)).toEqual(event);
        expect(isKnownCaseEvent(CaseEvent.parse(event))).toBe(true);
      }
    });

    it('refuses a payload of another shape', () => {
      for (const bad of KINDS[kind].invalid) {
        expect(KnownCaseEvent.safeParse({ ...meta, tipo: kind, ...bad }).success).toBe(false);
        expect(CaseEvent.safeParse({ ...meta, tipo: kind, ...bad }).success).toBe(false);
      }
    });
  });

  it('keeps an event of a kind a newer server wrote, which isKnownCaseEvent tells apart', () => {
    const newer = { ...meta, tipo: 'fusionado', antes: null, despues: { con: 'R-2026-000002' } };
    const parsed = CaseEvent.parse(newer);
    expect(parsed).toEqual(newer);
    expect(isKnownCaseEvent(parsed)).toBe(false);
    expect(estatusSetBy(parsed)).toBeNull();
    // a detail carrying it still parses, so the page opens
    expect(CaseEvent.array().parse([newer, { ...meta, ...KINDS.prioridad.valid[0] }])).toHaveLength(2);
    expect(CaseDetail.shape.historial.parse([newer])).toEqual([newer]);
  });

  it('normalises rows of early builds: a flat note, a note with no payload, a flat file', () => {
    const old = (tipo: string, despues: unknown) => CaseEvent.parse({ ...meta, tipo, antes: null, despues, comentario: 'Se revisó' });
    expect(old('nota', { publica: true })).toEqual({ ...meta, comentario: 'Se revisó', tipo: 'nota', antes: null, despues: { nota: { id: '', publica: true, archivos: [] } } });
    expect(old('nota', { id: 'n1', publica: false, archivoIds: ['f1'] }).despues).toEqual({ nota: { id: 'n1', publica: false, archivos: ['f1'] } });
    expect(old('nota', null).despues).toEqual({ nota: { id: '', publica: false, archivos: [] } });
    expect(old('archivo', { nombre: 'foto.jpg' }).despues).toEqual({ archivo: { id: '', nombre: 'foto.jpg', tipo: '', bytes: 0 } });
    expect(old('archivo', { id: 'f1', nombre: 'acta.pdf', tipo: 'application/pdf', bytes: 10 }).despues).toEqual({ archivo: { id: 'f1', nombre: 'acta.pdf', tipo: 'application/pdf', bytes: 10 } });
    expect(old('archivo', null).despues).toEqual({ archivo: { id: '', nombre: '', tipo: '', bytes: 0 } });
    // normalising is idempotent: the server's answer parses again in the browser to the same event
    const once = old('nota', { publica: true });
    expect(CaseEvent.parse(once)).toEqual(once);
    // a flat payload still has to make sense
    expect(CaseEvent.safeParse({ ...meta, tipo: 'archivo', antes: null, despues: { nombre: 7 } }).success).toBe(false);
  });

  it('estatusSetBy names the estatus creations, moves and reopenings left the case in', () => {
    const by = (change: CaseEventChange) => estatusSetBy(CaseEvent.parse({ ...meta, ...change }));
    expect(by(KINDS.creado.valid[0]!)).toEqual(estatus('Recibido'));
    expect(by(KINDS.estatus.valid[1]!)).toEqual(estatus('Atendido', true));
    expect(by(KINDS.reabierto.valid[1]!)).toEqual(estatus('Recibido'));
    expect(by(KINDS.nota.valid[0]!)).toBeNull();
    expect(by(KINDS.asignacion.valid[0]!)).toBeNull();
  });
});
