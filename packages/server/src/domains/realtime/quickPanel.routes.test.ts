import { QuickItem, QuickPanelResponse, REALTIME_PATHS } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { insertEvent, insertNote } from './quickPanel.repository';
import { identity } from '../../core';

const DAY = 24 * 3600 * 1000;
const notePath = (id: string) => REALTIME_PATHS.quickNote.replace(':id', encodeURIComponent(id));

describe.each(testDatabases())('quick panel on %s', (kind) => {
  let env: TestEnv;
  const tokens: Record<string, string> = {};
  let demoNote: string;

  const panel = async (name: string) => QuickPanelResponse.parse((await env.inject({ method: 'GET', url: REALTIME_PATHS.quickPanel, token: tokens[name] })).json());
  const create = (name: string, payload: object) => env.inject({ method: 'POST', url: REALTIME_PATHS.quickNotes, token: tokens[name], payload });
  const update = (name: string, id: string, payload: object) => env.inject({ method: 'PATCH', url: notePath(id), token: tokens[name], payload });
  const remove = (name: string, id: string) => env.inject({ method: 'DELETE', url: notePath(id), token: tokens[name] });

  beforeAll(async () => {
    env = await startTestApp(kind);
    for (const name of ['ana', 'beto']) tokens[name] = await makeUser(env, `${name}@demo.sig`, 'Consulta');
    const beto = (await identity.findUserByEmail(env.app.db, 'beto@demo.sig'))!;
    demoNote = (await insertNote(env.app.db, env.demoId, beto.id, { title: 'Nota de Beto', detail: '' }, env.clock.fn().toISOString())).id;
  });
  afterAll(() => env.close());

  test('events: the cliente’s next 30 days, soonest first, with the three the demo seed adds', async () => {
    const now = env.clock.fn();
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const created = now.toISOString();
    const seeded = (await panel('ana')).events;
    expect(seeded.map((e) => e.title)).toEqual(['Sesión de cabildo', 'Jornada de limpieza', 'Revisión de reportes ciudadanos']);
    await insertEvent(env.app.db, env.demoId, { title: 'Ayer', detail: '', startsAt: at(-1) }, created);
    await insertEvent(env.app.db, env.demoId, { title: 'En 40 días', detail: '', startsAt: at(40) }, created);
    await insertEvent(env.app.db, env.demoId, { title: 'Mañana', detail: 'Sala 2', startsAt: at(1) }, created);
    await insertEvent(env.app.db, env.otherId, { title: 'Del otro municipio', detail: '', startsAt: at(1) }, created);
    const events = (await panel('ana')).events;
    expect(events[0]).toEqual({ id: expect.any(String), title: 'Mañana', detail: 'Sala 2', startsAt: at(1).toISOString() });
    expect(events.map((e) => e.title)).toEqual(['Mañana', ...seeded.map((e) => e.title)]);
    expect(events.map((e) => e.startsAt)).toEqual([...events.map((e) => e.startsAt)].sort());
  });

  test('notes: create (trimmed, detail optional), edit, delete; each answers with the note', async () => {
    const res = await create('ana', { title: '  Llamar a obras  ' });
    expect(res.statusCode).toBe(200);
    const note = QuickItem.parse(res.json());
    expect(note).toEqual({ id: expect.any(String), title: 'Llamar a obras', detail: '' });
    expect((await panel('ana')).notes).toEqual([note]);
    const edited = await update('ana', note.id, { title: 'Llamar a obras públicas', detail: 'ext. 204' });
    expect(edited.json()).toEqual({ id: note.id, title: 'Llamar a obras públicas', detail: 'ext. 204' });
    expect((await panel('ana')).notes).toEqual([edited.json()]);
    expect((await remove('ana', note.id)).json()).toEqual(edited.json());
    expect((await panel('ana')).notes).toEqual([]);
    expect((await remove('ana', note.id)).json()).toMatchObject({ statusCode: 404, code: 'quick.note_not_found', field: 'id' });
  });

  test('notes are the caller’s own: somebody else’s note cannot be seen, edited or deleted', async () => {
    expect((await panel('ana')).notes.map((n) => n.id)).not.toContain(demoNote);
    expect((await update('ana', demoNote, { title: 'Cambiada' })).json()).toMatchObject({ statusCode: 404, code: 'quick.note_not_found' });
    expect((await remove('ana', demoNote)).statusCode).toBe(404);
    expect((await panel('beto')).notes).toEqual([{ id: demoNote, title: 'Nota de Beto', detail: '' }]);
  });

  test('invalid notes are a 400 on the field', async () => {
    expect((await create('ana', { title: '   ' })).json()).toMatchObject({ statusCode: 400, field: 'title' });
    expect((await create('ana', { title: 'x'.repeat(121) })).json()).toMatchObject({ statusCode: 400, field: 'title' });
    expect((await create('ana', { title: 'ok', detail: 'x'.repeat(2001) })).json()).toMatchObject({ statusCode: 400, field: 'detail' });
  });

  describeAccess(() => env, {
    method: 'GET',
    url: REALTIME_PATHS.quickPanel,
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().notes).toEqual([]);
      expect(res.json().events.map((e: { title: string }) => e.title)).not.toContain('Mañana');
    },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: REALTIME_PATHS.quickNotes,
    payload: () => ({ title: 'Mía' }),
    otherCliente: async (res) => {
      expect(res.statusCode).toBe(200);
      expect((await panel('beto')).notes.map((n) => n.title)).not.toContain('Mía');
    },
  });
  describeAccess(() => env, {
    method: 'PATCH',
    url: () => notePath(demoNote),
    name: 'PATCH quick note of a demo user',
    payload: () => ({ title: 'Hackeada' }),
    otherCliente: (res) => expect(res.json()).toMatchObject({ statusCode: 404, code: 'quick.note_not_found' }),
  });
  describeAccess(() => env, {
    method: 'DELETE',
    url: () => notePath(demoNote),
    name: 'DELETE quick note of a demo user',
    otherCliente: (res) => expect(res.statusCode).toBe(404),
  });
});
