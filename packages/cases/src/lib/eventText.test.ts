import type { CaseEvent } from '@sig/shared';

import { describeEvent, valueText } from './eventText';

// The keys themselves, with the options that matter, so the test reads what the page would say.
const t = (key: string, o?: Record<string, unknown>) => (o?.name ? `${key}(${o.name})` : key);
const ev = (over: Partial<CaseEvent>): CaseEvent => ({ id: 'e', at: '2026-01-01T00:00:00Z', actor: null, tipo: 'estatus', antes: null, despues: null, comentario: null, ...over });

test('each changed field reads as before → after, refs and users by name, prioridades translated', () => {
  const text = describeEvent(
    ev({
      tipo: 'asignacion',
      antes: { dependencia: { id: 'd1', nombre: 'Agua' }, asignado: null },
      despues: { dependencia: { id: 'd2', nombre: 'Obras' }, asignado: { id: 'u2', displayName: 'Luis' } },
    }),
    t,
  );
  expect(text).toEqual({
    summary: 'event.asignacion',
    changes: [
      { field: 'field.dependencia', before: 'Agua', after: 'Obras' },
      { field: 'field.asignado', before: 'value.none', after: 'Luis' },
    ],
  });
  expect(describeEvent(ev({ tipo: 'prioridad', antes: { prioridad: 'normal' }, despues: { prioridad: 'urgente' } }), t).changes).toEqual([
    { field: 'field.prioridad', before: 'prioridad.normal', after: 'prioridad.urgente' },
  ]);
});

test('creation lists what was set; notes and files say what kind', () => {
  expect(describeEvent(ev({ tipo: 'creado', despues: { folio: 'R-2026-000001', estatus: { id: 'e1', nombre: 'Recibido', color: '#999', final: false }, prioridad: 'alta' } }), t).changes).toEqual([
    { field: 'field.folio', after: 'R-2026-000001' },
    { field: 'field.estatus', after: 'Recibido' },
    { field: 'field.prioridad', after: 'prioridad.alta' },
  ]);
  expect(describeEvent(ev({ tipo: 'nota', despues: { nota: { id: 'n1', publica: true, archivos: [] } } }), t)).toEqual({ summary: 'event.nota.publica', changes: [] });
  expect(describeEvent(ev({ tipo: 'nota', despues: { nota: { id: 'n2', publica: false, archivos: [] } } }), t).summary).toBe('event.nota.interna');
  expect(describeEvent(ev({ tipo: 'nota', despues: null }), t).summary).toBe('event.nota.interna');
  expect(describeEvent(ev({ tipo: 'archivo', despues: { archivo: { id: 'f1', nombre: 'foto.jpg', tipo: 'image/jpeg', bytes: 10 } } }), t).summary).toBe('event.archivo.named(foto.jpg)');
});

test('values the page has no words for still read as something', () => {
  expect(valueText({ lat: 20.123456, lng: -99.1 }, t)).toBe('20.12346, -99.10000');
  expect(valueText([1, 2], t)).toBe('value.other');
  expect(valueText('texto libre', t)).toBe('texto libre');
});

test('corrections: the tipo with its recomputed due date, the old description kept, a colonia chosen or following the location', () => {
  const tipo = describeEvent(
    ev({ tipo: 'tipo', antes: { tipo: { id: 't1', nombre: 'Bache', color: '#795548' }, dueAt: '2026-01-25T12:00:00.000Z' }, despues: { tipo: { id: 't2', nombre: 'Fuga de agua', color: '#1e88e5' }, dueAt: '2026-01-17T12:00:00.000Z' } }),
    t,
  );
  expect(tipo.summary).toBe('event.tipo');
  expect(tipo.changes).toEqual([
    { field: 'field.tipo', before: 'Bache', after: 'Fuga de agua' },
    { field: 'field.vence', before: expect.stringMatching(/2026/), after: expect.stringMatching(/2026/) },
  ]);
  expect(tipo.changes[1]!.before).not.toContain('T12:00');

  expect(describeEvent(ev({ tipo: 'descripcion', antes: { descripcion: 'vache' }, despues: { descripcion: 'bache' } }), t)).toEqual({
    summary: 'event.descripcion',
    changes: [{ field: 'field.descripcion', before: 'vache', after: 'bache' }],
  });
  const derived = describeEvent(ev({ tipo: 'colonia', antes: { colonia: null, zona: null, derivada: true }, despues: { colonia: { id: 'c', nombre: 'Moderna' }, zona: { id: 'z', nombre: 'Zona Sur' }, derivada: true } }), t);
  expect(derived).toEqual({
    summary: 'event.colonia.derivada',
    changes: [
      { field: 'field.colonia', before: 'value.none', after: 'Moderna' },
      { field: 'field.zona', before: 'value.none', after: 'Zona Sur' },
    ],
  });
  expect(describeEvent(ev({ tipo: 'colonia', antes: { colonia: null, derivada: true }, despues: { colonia: { id: 'c', nombre: 'Centro' }, derivada: false } }), t).summary).toBe('event.colonia');
  expect(describeEvent(ev({ tipo: 'ubicacion', antes: { ubicacion: { lat: 19.4, lng: -99.1 } }, despues: { ubicacion: { lat: 19.5, lng: -99.2 } } }), t).changes).toEqual([
    { field: 'field.ubicacion', before: '19.40000, -99.10000', after: '19.50000, -99.20000' },
  ]);
});

test('an answer-and-close event names the estatus it passed through', () => {
  const estatus = (nombre: string, final = false) => ({ id: nombre, nombre, color: '#999', final });
  expect(
    describeEvent(ev({ antes: { estatus: estatus('Recibido') }, despues: { estatus: estatus('Atendido', true), nota: { id: 'n1', publica: true }, via: [estatus('Asignado'), estatus('En proceso')] } }), t).changes,
  ).toEqual([
    { field: 'field.estatus', before: 'Recibido', after: 'Atendido' },
    { field: 'field.via', after: 'Asignado, En proceso' },
  ]);
});
