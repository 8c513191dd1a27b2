import type { CaseEvent } from '@sig/shared';
import { CaseEvent as CaseEventSchema } from '@sig/shared/contract';

import { ASIGNADO, ATENDIDO, RECIBIDO, event } from '../test/fixtures';
import { describeEvent } from './eventText';

// The keys themselves, with the options that matter, so the test reads what the page would say.
const t = (key: string, o?: Record<string, unknown>) => (o?.name ? `${key}(${o.name})` : key);
const actor = { id: 'u1', displayName: 'Ana López' };

test('each changed field reads as before → after, refs and users by name, prioridades translated', () => {
  const text = describeEvent(
    event({
      tipo: 'asignacion',
      antes: { dependencia: { id: 'd1', nombre: 'Agua', color: '#111' }, asignado: null },
      despues: { dependencia: { id: 'd2', nombre: 'Obras', color: '#222' }, asignado: { id: 'u2', displayName: 'Luis' } },
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
  // the demo data's first assignment: módulo and person, no dependencia
  expect(describeEvent(event({ tipo: 'asignacion', antes: { modulo: null, asignado: null }, despues: { modulo: { id: 'm1', nombre: 'Oficina' }, asignado: { id: 'u2', displayName: 'Luis' } } }), t).changes).toEqual([
    { field: 'field.modulo', before: 'value.none', after: 'Oficina' },
    { field: 'field.asignado', before: 'value.none', after: 'Luis' },
  ]);
  expect(describeEvent(event({ tipo: 'prioridad', antes: { prioridad: 'normal' }, despues: { prioridad: 'urgente' } }), t)).toEqual({
    summary: 'event.prioridad',
    changes: [{ field: 'field.prioridad', before: 'prioridad.normal', after: 'prioridad.urgente' }],
  });
});

test('creation lists what was set; notes and files say what kind', () => {
  expect(describeEvent(event({ tipo: 'creado', antes: null, despues: { folio: 'R-2026-000001', tipo: { id: 't1', nombre: 'Bache', color: '#795548' }, estatus: RECIBIDO, prioridad: 'alta', dependencia: null } }), t)).toEqual({
    summary: 'event.creado',
    changes: [
      { field: 'field.folio', after: 'R-2026-000001' },
      { field: 'field.tipo', after: 'Bache' },
      { field: 'field.estatus', after: 'Recibido' },
      { field: 'field.prioridad', after: 'prioridad.alta' },
      { field: 'field.dependencia', after: 'value.none' },
    ],
  });
  expect(describeEvent(event({ tipo: 'nota', antes: null, despues: { nota: { id: 'n1', publica: true, archivos: [] } } }), t)).toEqual({ summary: 'event.nota.publica', changes: [] });
  expect(describeEvent(event({ tipo: 'nota', antes: null, despues: { nota: { id: 'n2', publica: false, archivos: [] } } }), t).summary).toBe('event.nota.interna');
  expect(describeEvent(event({ tipo: 'archivo', antes: null, despues: { archivo: { id: 'f1', nombre: 'foto.jpg', tipo: 'image/jpeg', bytes: 10 } } }), t)).toEqual({ summary: 'event.archivo.named(foto.jpg)', changes: [] });
  expect(describeEvent(event({ tipo: 'archivo', antes: null, despues: { archivo: { id: 'f1', nombre: '', tipo: 'image/jpeg', bytes: 10 } } }), t).summary).toBe('event.archivo');
});

test('estatus moves and reopenings read as before → after; an estatus gone from the catalogue reads as none', () => {
  expect(describeEvent(event({ tipo: 'estatus', antes: { estatus: RECIBIDO }, despues: { estatus: ASIGNADO } }), t)).toEqual({
    summary: 'event.estatus',
    changes: [{ field: 'field.estatus', before: 'Recibido', after: 'Asignado' }],
  });
  expect(describeEvent(event({ tipo: 'reabierto', antes: { estatus: null }, despues: { estatus: RECIBIDO } }), t)).toEqual({
    summary: 'event.reabierto',
    changes: [{ field: 'field.estatus', before: 'value.none', after: 'Recibido' }],
  });
});

test('rows of early builds (a flat or missing note, a flat file) read as today through the contract', () => {
  const old = (tipo: string, despues: unknown): CaseEvent => CaseEventSchema.parse({ id: 'e', at: '2026-01-01T00:00:00Z', actor, tipo, antes: null, despues, comentario: 'x' });
  expect(describeEvent(old('nota', { publica: true }), t).summary).toBe('event.nota.publica');
  expect(describeEvent(old('nota', { publica: false, archivoIds: ['f1'] }), t).summary).toBe('event.nota.interna');
  expect(describeEvent(old('nota', null), t).summary).toBe('event.nota.interna');
  expect(describeEvent(old('archivo', { nombre: 'foto.jpg' }), t).summary).toBe('event.archivo.named(foto.jpg)');
  expect(describeEvent(old('archivo', null), t).summary).toBe('event.archivo');
});

test('values the page has no words for still read as something: an event of a kind a newer server wrote is a neutral line', () => {
  const newer = CaseEventSchema.parse({ id: 'e', at: '2026-01-01T00:00:00Z', actor, tipo: 'fusionado', antes: null, despues: { con: [1, 2] }, comentario: null });
  expect(describeEvent(newer, t)).toEqual({ summary: 'event.otro', changes: [] });
  const text = describeEvent(event({ tipo: 'descripcion', antes: { descripcion: 'texto libre' }, despues: { descripcion: '' } }), t);
  expect(text.changes).toEqual([{ field: 'field.descripcion', before: 'texto libre', after: 'value.none' }]);
});

test('corrections: the tipo with its recomputed due date, the old description kept, a colonia chosen or following the location', () => {
  const tipo = describeEvent(
    event({ tipo: 'tipo', antes: { tipo: { id: 't1', nombre: 'Bache', color: '#795548' }, dueAt: '2026-01-25T12:00:00.000Z' }, despues: { tipo: { id: 't2', nombre: 'Fuga de agua', color: '#1e88e5' }, dueAt: '2026-01-17T12:00:00.000Z' } }),
    t,
  );
  expect(tipo.summary).toBe('event.tipo');
  expect(tipo.changes).toEqual([
    { field: 'field.tipo', before: 'Bache', after: 'Fuga de agua' },
    { field: 'field.vence', before: expect.stringMatching(/2026/), after: expect.stringMatching(/2026/) },
  ]);
  expect(tipo.changes[1]!.before).not.toContain('T12:00');

  expect(describeEvent(event({ tipo: 'descripcion', antes: { descripcion: 'vache' }, despues: { descripcion: 'bache' } }), t)).toEqual({
    summary: 'event.descripcion',
    changes: [{ field: 'field.descripcion', before: 'vache', after: 'bache' }],
  });
  expect(describeEvent(event({ tipo: 'direccion', antes: { direccion: '' }, despues: { direccion: 'Av. Juárez 14' } }), t)).toEqual({
    summary: 'event.direccion',
    changes: [{ field: 'field.direccion', before: 'value.none', after: 'Av. Juárez 14' }],
  });
  const derived = describeEvent(event({ tipo: 'colonia', antes: { colonia: null, zona: null, derivada: true }, despues: { colonia: { id: 'c', nombre: 'Moderna' }, zona: { id: 'z', nombre: 'Zona Sur' }, derivada: true } }), t);
  expect(derived).toEqual({
    summary: 'event.colonia.derivada',
    changes: [
      { field: 'field.colonia', before: 'value.none', after: 'Moderna' },
      { field: 'field.zona', before: 'value.none', after: 'Zona Sur' },
    ],
  });
  expect(describeEvent(event({ tipo: 'colonia', antes: { colonia: null, zona: null, derivada: true }, despues: { colonia: { id: 'c', nombre: 'Centro' }, zona: null, derivada: false } }), t).summary).toBe('event.colonia');
  expect(describeEvent(event({ tipo: 'ubicacion', antes: { ubicacion: { lat: 19.4, lng: -99.1 } }, despues: { ubicacion: { lat: 19.5, lng: -99.2 } } }), t)).toEqual({
    summary: 'event.ubicacion',
    changes: [{ field: 'field.ubicacion', before: '19.40000, -99.10000', after: '19.50000, -99.20000' }],
  });
  expect(describeEvent(event({ tipo: 'ubicacion', antes: { ubicacion: { lat: 20.123456, lng: -99.1 } }, despues: { ubicacion: null } }), t).changes).toEqual([
    { field: 'field.ubicacion', before: '20.12346, -99.10000', after: 'value.none' },
  ]);
});

test('an answer-and-close event names the estatus it passed through', () => {
  const estatus = (nombre: string, final = false) => ({ id: nombre, nombre, color: '#999', final });
  expect(
    describeEvent(event({ tipo: 'estatus', antes: { estatus: estatus('Recibido') }, despues: { estatus: ATENDIDO, nota: { id: 'n1', publica: true, archivos: [] }, via: [estatus('Asignado'), estatus('En proceso')] } }), t).changes,
  ).toEqual([
    { field: 'field.estatus', before: 'Recibido', after: 'Atendido' },
    { field: 'field.via', after: 'Asignado, En proceso' },
  ]);
});

test('a work-list item the field auditor could not audit reads with its reason; one put back to pending, without', () => {
  const lista = { id: 'l1', nombre: 'Ruta norte' };
  expect(describeEvent(event({ tipo: 'auditoria_item', antes: null, despues: { lista, estado: 'fallida', motivo: 'sin_acceso' } }), t)).toEqual({
    summary: 'event.auditoria_item.fallida',
    changes: [{ field: 'field.motivoAuditoria', after: 'auditFail.sin_acceso' }],
  });
  expect(describeEvent(event({ tipo: 'auditoria_item', antes: null, despues: { lista, estado: 'pendiente', motivo: null } }), t)).toEqual({ summary: 'event.auditoria_item.pendiente', changes: [] });
});
