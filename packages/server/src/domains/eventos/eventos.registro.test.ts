import { insertHabitante } from '../../testing/habitantes';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { evApi, evPublic, evTenant, newEvento, registrar, type EvTenant } from './eventos.testkit';

const MIN = 60_000;
/** Public registrations from one address (the tests' own) must not meet the per-address limit. */
const roomy = { rateLimits: { curpLookupPerAddress: { max: 100_000, windowMs: MIN } } };

/** Registering on the public pages: the three ways, one seat per person, capacity under concurrency, the waiting list, the ticket. */
describe.each(testDatabases())('Eventos registration on %s', (db) => {
  let env: TestEnv;
  let t: EvTenant;
  beforeAll(async () => {
    env = await startTestApp(db, roomy);
    t = await evTenant(env);
  });
  afterAll(() => env.close());

  const seatsOf = async (id: string) => env.app.db.selectFrom('ev_eventos').select(['ocupados', 'capacidad']).where('id', '=', id).executeTakeFirstOrThrow();
  const estados = async (id: string) =>
    (await env.app.db.selectFrom('ev_registros').select(['estado', (eb) => eb.fn.countAll().as('n')]).where('evento_id', '=', id).groupBy('estado').execute()).reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [r.estado]: Number(r.n) }),
      {},
    );

  test('50 concurrent registrations for 10 seats: exactly 10 confirmed and 40 waiting, numbered 1..40', async () => {
    const id = await newEvento(env, t.editor, { capacidad: 10, listaEspera: true });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => registrar(env, t.slug, id, `c${i}`)));
    expect(answers.filter((a) => a.estado === 'confirmado')).toHaveLength(10);
    const waiting = answers.filter((a) => a.estado === 'espera');
    expect(waiting).toHaveLength(40);
    expect(await estados(id)).toEqual({ confirmado: 10, espera: 40 });
    expect(await seatsOf(id)).toEqual({ ocupados: 10, capacidad: 10 });
    // the positions answered are a permutation of 1..40 (each from its own moment), and as read now exactly 1..40
    const list = (await evApi(env, t.editor).registros(id, '?estado=espera&pageSize=100')).json();
    expect(list.total).toBe(40);
    expect(list.items.map((r: { posicionEspera: number }) => r.posicionEspera).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const pub = (await evPublic(env, t.slug).evento(id)).json();
    expect(pub).toMatchObject({ lugaresLibres: 0, enEspera: 40, registroAbierto: true, cierre: null });
  });

  test('without a waiting list: 20 concurrent for 5 seats give 5 tickets and 15 × 409 eventos.lleno; then the page says lleno', async () => {
    const id = await newEvento(env, t.editor, { capacidad: 5, listaEspera: false });
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => evPublic(env, t.slug).registrar(id, { nombre: `Lleno ${i}`, email: `lleno${i}@correo.mx` })));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = res.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.json().code).toBe('eventos.lleno');
    expect(await estados(id)).toEqual({ confirmado: 5 });
    expect((await evPublic(env, t.slug).evento(id)).json()).toMatchObject({ registroAbierto: false, cierre: 'lleno', lugaresLibres: 0 });
  });

  test('one seat per person: the same e-mail (any case), the same CURP, or racing twice answer the existing ticket', async () => {
    const id = await newEvento(env, t.editor, { capacidad: 50 });
    const pub = evPublic(env, t.slug);
    const first = await pub.registrar(id, { nombre: 'Rosa Díaz', email: 'rosa@correo.mx' });
    expect(first.statusCode).toBe(201);
    const again = await pub.registrar(id, { nombre: 'Rosa D.', email: 'ROSA@Correo.mx' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), existente: true });

    const h = await insertHabitante(env, t.id, { nombre: 'Julia', apellidos: 'Ramos Vega', email: 'julia@correo.mx' });
    const racing = await Promise.all(Array.from({ length: 6 }, () => pub.registrar(id, { curp: h.curp })));
    expect(new Set(racing.map((r) => r.json().registroId)).size).toBe(1);
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // the habitante's own link is the same person
    const byLink = await pub.registrar(id, { habitante: h.id });
    expect(byLink.json()).toMatchObject({ registroId: racing[0]!.json().registroId, existente: true });
    expect(await estados(id)).toEqual({ confirmado: 2 });
    expect((await seatsOf(id)).ocupados).toBe(2);
  });

  test('soloPadron: a CURP of the registry or the habitante link; a CURP not in it is 400 on curp; name and e-mail are refused', async () => {
    const id = await newEvento(env, t.editor, { soloPadron: true });
    const pub = evPublic(env, t.slug);
    expect((await pub.evento(id)).json()).toMatchObject({ requiereCurp: true });
    const h = await insertHabitante(env, t.id, { nombre: 'Óscar', apellidos: 'Luna Paz' });
    const ok = await pub.registrar(id, { curp: h.curp!.toLowerCase() });
    expect(ok.statusCode).toBe(201);
    expect((await pub.boleto(id, ok.json().registroId)).json()).toMatchObject({ nombre: 'Óscar Luna Paz', estado: 'confirmado' });

    const otherCliente = await insertHabitante(env, env.demoId, { nombre: 'Ajeno' });
    const missing = await pub.registrar(id, { curp: otherCliente.curp });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'eventos.habitante_not_found', field: 'curp' });
    const visitor = await pub.registrar(id, { nombre: 'Visitante', email: 'v@correo.mx' });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json()).toMatchObject({ code: 'eventos.solo_padron', field: 'curp' });
    expect(await estados(id)).toEqual({ confirmado: 1 });
  });

  test('bad input is 400 naming the field and changes nothing', async () => {
    const id = await newEvento(env, t.editor);
    const pub = evPublic(env, t.slug);
    const cases: [object, string][] = [
      [{}, 'curp'],
      [{ curp: 'NO-ES-CURP' }, 'curp'],
      [{ nombre: 'Sin correo' }, 'email'],
      [{ nombre: 'Mal correo', email: 'no-es-correo' }, 'email'],
      [{ curp: 'PEGA900101MDFRRN09', nombre: 'Dos formas', email: 'a@b.mx' }, 'curp'],
    ];
    for (const [body, field] of cases) {
      const res = await pub.registrar(id, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    const staff = await evApi(env, t.editor).create({ titulo: 'Malo', lugar: 'Aquí', inicio: '2026-02-02T10:00:00Z', fin: '2026-02-02T09:00:00Z', capacidad: 0 });
    expect(staff.statusCode).toBe(400);
    expect(staff.body).toContain('fin');
    expect(staff.body).toContain('capacidad');
    expect(await estados(id)).toEqual({});
  });

  test('registration opens and closes with its dates, and not for drafts (404) or cancelled events', async () => {
    const pub = evPublic(env, t.slug);
    const draft = await newEvento(env, t.editor, { estado: 'borrador' });
    expect((await pub.evento(draft)).json()).toMatchObject({ statusCode: 404, code: 'eventos.not_found' });
    expect((await pub.registrar(draft, { nombre: 'X', email: 'x@correo.mx' })).statusCode).toBe(404);
    const later = await newEvento(env, t.editor, { registroDesde: '2026-01-20T00:00:00Z' });
    expect((await pub.evento(later)).json()).toMatchObject({ registroAbierto: false, cierre: 'no_iniciado' });
    expect((await pub.registrar(later, { nombre: 'X', email: 'x@correo.mx' })).json()).toMatchObject({ statusCode: 409, code: 'eventos.registro_cerrado' });
    const closed = await newEvento(env, t.editor, { registroDesde: '2026-01-01T00:00:00Z', registroHasta: '2026-01-10T00:00:00Z' });
    expect((await pub.evento(closed)).json()).toMatchObject({ cierre: 'cerrado' });
    const cancelled = await newEvento(env, t.editor, { estado: 'cancelado' });
    expect((await pub.evento(cancelled)).json()).toMatchObject({ cancelado: true, cierre: 'cancelado' });
    expect((await pub.registrar(cancelled, { nombre: 'X', email: 'x@correo.mx' })).json()).toMatchObject({ statusCode: 409, code: 'eventos.evento_cancelado' });
    // another cliente's slug does not reach the event
    expect((await evPublic(env, 'demo').evento(later)).statusCode).toBe(404);
  });

  test('cancelling a confirmed seat promotes the oldest waiting one, in order, and mails them; the holder cancels from the link', async () => {
    const id = await newEvento(env, t.editor, { capacidad: 2 });
    const a = await registrar(env, t.slug, id, 'pa');
    await registrar(env, t.slug, id, 'pb');
    const w1 = await registrar(env, t.slug, id, 'pw1');
    const w2 = await registrar(env, t.slug, id, 'pw2');
    const w3 = await registrar(env, t.slug, id, 'pw3');
    expect([w1, w2, w3].map((w) => [w.estado, w.posicionEspera])).toEqual([
      ['espera', 1],
      ['espera', 2],
      ['espera', 3],
    ]);
    const cancelled = await evApi(env, t.editor).cancelar(id, a.registroId, 'Ya no asistirá');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ estado: 'cancelado', motivoCancelacion: 'Ya no asistirá' });
    expect(cancelled.json().historial.map((h: { tipo: string; autor: { displayName: string } | null }) => [h.tipo, h.autor?.displayName ?? null])).toEqual([
      ['registrado', null],
      ['cancelado', 'Elena Puerta'],
    ]);
    const pub = evPublic(env, t.slug);
    expect((await pub.boleto(id, w1.registroId)).json()).toMatchObject({ estado: 'confirmado', posicionEspera: null });
    expect((await pub.boleto(id, w2.registroId)).json()).toMatchObject({ estado: 'espera', posicionEspera: 1, codigo: null, token: null });
    await env.app.mailQueue.drain();
    const mails = await env.outbox();
    // both mails are queued at the test clock's one instant, so the outbox has no order between them to check
    expect(mails.filter((m) => m.to === 'visitantepw1@correo.mx').map((m) => m.subject).sort()).toEqual(['Estás en la lista de espera: Feria de la salud', 'Ya tienes lugar: Feria de la salud'].sort());
    expect((await evApi(env, t.editor).registro(id, w1.registroId)).json().historial.map((h: { tipo: string }) => h.tipo)).toEqual(['registrado', 'promovido']);

    // the holder of w1 cancels from the ticket link: w2 moves up
    const own = await pub.cancelar(id, w1.registroId);
    expect(own.json()).toMatchObject({ estado: 'cancelado', token: null });
    expect((await pub.boleto(id, w2.registroId)).json()).toMatchObject({ estado: 'confirmado' });
    expect((await pub.boleto(id, w3.registroId)).json()).toMatchObject({ estado: 'espera', posicionEspera: 1 });
    expect((await pub.cancelar(id, w1.registroId)).json()).toMatchObject({ statusCode: 409, code: 'eventos.ya_cancelado' });
    expect(await seatsOf(id)).toEqual({ ocupados: 2, capacidad: 2 });
    expect(await estados(id)).toEqual({ confirmado: 2, espera: 1, cancelado: 2 });
  });

  test('concurrent cancellations promote each waiting person once and never overfill', async () => {
    const id = await newEvento(env, t.editor, { capacidad: 6 });
    const all = [];
    for (let i = 0; i < 12; i++) all.push(await registrar(env, t.slug, id, `cc${i}`));
    const confirmed = all.filter((a) => a.estado === 'confirmado');
    await Promise.all(confirmed.slice(0, 4).map((c) => evPublic(env, t.slug).cancelar(id, c.registroId)));
    expect(await estados(id)).toEqual({ confirmado: 6, espera: 2, cancelado: 4 });
    expect(await seatsOf(id)).toEqual({ ocupados: 6, capacidad: 6 });
    // the four promoted are the four oldest waiting
    const promoted = await env.app.db.selectFrom('ev_registros').select('id').where('evento_id', '=', id).where('estado', '=', 'confirmado').where('espera_orden', 'is not', null).execute();
    expect(promoted.map((p) => p.id).sort()).toEqual(all.slice(6, 10).map((a) => a.registroId).sort());
  });

  test('more seats promote the waiting list; fewer than the confirmed are refused; a stale version is 409', async () => {
    const api = evApi(env, t.editor);
    const id = await newEvento(env, t.editor, { capacidad: 2 });
    for (let i = 0; i < 5; i++) await registrar(env, t.slug, id, `cap${i}`);
    const e = (await api.get(id)).json();
    const refused = await api.update(id, { ...body(e), capacidad: 1, version: e.version });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'eventos.capacidad', field: 'capacidad' });
    const grown = await api.update(id, { ...body(e), capacidad: 4, titulo: 'Feria ampliada', version: e.version });
    expect(grown.statusCode).toBe(200);
    expect(grown.json()).toMatchObject({ capacidad: 4, titulo: 'Feria ampliada', version: e.version + 1, cuentas: { confirmados: 4, enEspera: 1 } });
    const editado = grown.json().historial.find((h: { tipo: string }) => h.tipo === 'editado');
    expect(editado).toMatchObject({ antes: { capacidad: 2, titulo: 'Feria de la salud' }, despues: { capacidad: 4, titulo: 'Feria ampliada' }, autor: { displayName: 'Elena Puerta' } });
    expect((await api.update(id, { ...body(e), version: e.version })).json()).toMatchObject({ statusCode: 409, code: 'eventos.stale' });
  });

  test('the ticket and its QR; no public answer holds a CURP, an e-mail or a phone', async () => {
    const id = await newEvento(env, t.editor, { capacidad: 1 });
    const h = await insertHabitante(env, t.id, { nombre: 'Lucía', apellidos: 'Soto Mar', email: 'lucia.soto@correo.mx', telefono: '771 555 0199' });
    const pub = evPublic(env, t.slug);
    const reg = (await pub.registrar(id, { curp: h.curp })).json();
    const waiting = (await pub.registrar(id, { nombre: 'Pedro Sol', email: 'pedro.sol@correo.mx' })).json();
    const boleto = (await pub.boleto(id, reg.registroId)).json();
    expect(boleto).toMatchObject({ nombre: 'Lucía Soto Mar', estado: 'confirmado', clienteId: t.id, evento: { id, titulo: 'Feria de la salud', cliente: { slug: t.slug } } });
    expect(boleto.codigo).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
    expect(boleto.token).toMatch(new RegExp(`^SIG1\\.T\\.${t.id}\\.${id}\\.${reg.registroId}\\.`));
    const check = await env.app.firmas.verify(t.id, boleto.token);
    expect(check).toMatchObject({ ok: true, claims: { exp: Date.parse('2026-02-02T20:00:00Z') / 1000 } });
    const qr = await pub.qr(id, reg.registroId);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg[^>]*>.*<path/s);
    expect((await pub.qr(id, waiting.registroId)).statusCode).toBe(404);
    expect((await pub.boleto(id, 'no-existe')).statusCode).toBe(404);

    const bodies = [(await pub.evento(id)).body, (await pub.boleto(id, reg.registroId)).body, (await pub.boleto(id, waiting.registroId)).body, JSON.stringify(reg), JSON.stringify(waiting)];
    for (const text of bodies) {
      for (const secret of [h.curp!, 'lucia.soto', '555 0199', '7715550199', 'pedro.sol', h.id]) expect(text).not.toContain(secret);
    }
    // the mail carries the ticket's link and the QR's
    await env.app.mailQueue.drain();
    const mail = (await env.outbox()).find((m) => m.to === 'lucia.soto@correo.mx')!;
    expect(mail.subject).toBe('Tu boleto: Feria de la salud');
    expect(mail.text).toContain(`/ev/${id}/${reg.registroId}`);
    expect(mail.text).toContain(`/qr.svg`);
    expect(mail.text).toContain(boleto.codigo);
  });

  test('the staff list: counts per event, filters, search by name or code, CSV', async () => {
    const api = evApi(env, t.editor);
    const id = await newEvento(env, t.editor, { capacidad: 3, titulo: 'Taller de huertos' });
    for (const n of ['Irma', 'Jorge', 'Karla', 'Luis']) await evPublic(env, t.slug).registrar(id, { nombre: `${n} Prado`, email: `${n.toLowerCase()}@correo.mx` });
    const list = (await api.list('?q=huertos')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id, cuentas: { confirmados: 3, enEspera: 1, asistieron: 0, noAsistieron: 0, cancelados: 0 } }] });
    const karla = (await api.registros(id, '?q=karla')).json();
    expect(karla.items.map((r: { nombre: string }) => r.nombre)).toEqual(['Karla Prado']);
    expect((await api.registros(id, `?q=${karla.items[0].codigo.toLowerCase()}`)).json().items).toHaveLength(1);
    expect((await api.registros(id, '?estado=espera')).json().items.map((r: { nombre: string }) => r.nombre)).toEqual(['Luis Prado']);
    expect((await api.registros(id, '?pageSize=2&page=2')).json()).toMatchObject({ total: 4, page: 2, items: [{}, {}] });
    const csv = await api.csv(id);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('codigo,nombre,correo');
    expect(csv.body).toContain('Luis Prado');
    expect((await api.registros(id, '?estado=otro')).statusCode).toBe(400);
    // once the event has ended (moved to last week), the confirmed not checked in are no-shows
    const e = (await api.get(id)).json();
    expect(e.cuentas.noAsistieron).toBe(0);
    const past = await api.update(id, { ...body(e), inicio: '2026-01-08T16:00:00.000Z', fin: '2026-01-08T20:00:00.000Z', version: e.version });
    expect(past.json().cuentas).toMatchObject({ confirmados: 3, asistieron: 0, noAsistieron: 3 });
    expect((await evPublic(env, t.slug).evento(id)).json()).toMatchObject({ cierre: 'terminado', registroAbierto: false });
  });
});

/** The editable fields of an event as read (what a PUT sends back). */
function body(e: Record<string, unknown>) {
  const { titulo, descripcion, lugar, ubicacion, inicio, fin, capacidad, registroDesde, registroHasta, soloPadron, listaEspera, estado } = e;
  return { titulo, descripcion, lugar, ubicacion, inicio, fin, capacidad, registroDesde, registroHasta, soloPadron, listaEspera, estado };
}
