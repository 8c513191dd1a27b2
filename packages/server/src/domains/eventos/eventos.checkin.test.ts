import { randomUUID } from 'node:crypto';
import { EV_SOCKET_EVENTS, decodeFirma, verifyFirma } from '@sig/shared/contract';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { evApi, evPublic, evTenant, newEvento, registrar, scanBody, tokenOf, type EvTenant } from './eventos.testkit';

const roomy = { rateLimits: { curpLookupPerAddress: { max: 100_000, windowMs: 60_000 } } };

/** The door: scans online and offline, the signed token's checks, the first scan winning, the kit. */
describe.each(testDatabases())('Eventos check-in on %s', (db) => {
  let env: TestEnv;
  let t: EvTenant;
  beforeAll(async () => {
    env = await startTestApp(db, roomy);
    t = await evTenant(env);
  });
  afterAll(() => env.close());

  /** An event with `n` confirmed tickets: ids and tokens. */
  async function eventWith(n: number, over = {}) {
    const id = await newEvento(env, t.editor, { capacidad: n, ...over });
    const tickets = [];
    for (let i = 0; i < n; i++) {
      const r = await registrar(env, t.slug, id, `${id.slice(0, 6)}-${i}`);
      tickets.push({ id: r.registroId, token: await tokenOf(env, id, r.registroId) });
    }
    return { id, tickets };
  }

  test('valid, then "already checked in" with when, by whom and which door; by token or by typed code', async () => {
    const { id, tickets } = await eventWith(2);
    const first = await evApi(env, t.puerta1).scan(id, scanBody({ token: tickets[0]!.token }, 'Puerta norte'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ resultado: 'valido', registro: { id: tickets[0]!.id }, checkin: { puerta: 'Puerta norte', por: { displayName: 'Ana Puerta' } }, asistieron: 1 });
    const second = (await evApi(env, t.puerta2).scan(id, scanBody({ token: tickets[0]!.token }, 'Puerta sur'))).json();
    expect(second).toMatchObject({ resultado: 'ya_registrado', checkin: { en: first.json().checkin.en, puerta: 'Puerta norte', por: { displayName: 'Ana Puerta' } }, asistieron: 1 });

    const codigo = (await evPublic(env, t.slug).boleto(id, tickets[1]!.id)).json().codigo as string;
    const typed = `${codigo.slice(0, 4).toLowerCase()}-${codigo.slice(4)}`;
    expect((await evApi(env, t.puerta2).scan(id, scanBody({ codigo: typed }, 'Puerta sur'))).json()).toMatchObject({ resultado: 'valido', asistieron: 2 });
    expect((await evApi(env, t.puerta1).scan(id, scanBody({ codigo }))).json()).toMatchObject({ resultado: 'ya_registrado', checkin: { puerta: 'Puerta sur', por: { displayName: 'Beto Puerta' } } });
    expect((await evApi(env, t.puerta1).scan(id, scanBody({ codigo: 'AAAAAAAA' }))).json()).toMatchObject({ resultado: 'invalido', motivo: 'codigo', registro: null });

    // the staff list and the history say who let them in
    const list = (await evApi(env, t.editor).registros(id, '?estado=asistio')).json();
    expect(list.total).toBe(2);
    const hist = (await evApi(env, t.editor).registro(id, tickets[0]!.id)).json().historial;
    expect(hist.map((h: { tipo: string; autor: { displayName: string } | null }) => [h.tipo, h.autor?.displayName ?? null])).toEqual([
      ['registrado', null],
      ['checkin', 'Ana Puerta'],
    ]);
    expect(await env.app.db.selectFrom('ev_escaneos').select('resultado').where('evento_id', '=', id).orderBy('id').execute()).toHaveLength(5);
  });

  test('concurrent scans of one ticket at two doors: exactly one valido', async () => {
    const { id, tickets } = await eventWith(1);
    const doors = [t.puerta1, t.puerta2];
    const res = await Promise.all(Array.from({ length: 12 }, (_, i) => evApi(env, doors[i % 2]!).scan(id, scanBody({ token: tickets[0]!.token }, `Puerta ${i % 2}`))));
    const results = res.map((r) => r.json().resultado);
    expect(results.filter((r) => r === 'valido')).toHaveLength(1);
    expect(results.filter((r) => r === 'ya_registrado')).toHaveLength(11);
    const row = await env.app.db.selectFrom('ev_registros').selectAll().where('id', '=', tickets[0]!.id).executeTakeFirstOrThrow();
    const winner = res.find((r) => r.json().resultado === 'valido')!.json();
    expect(row.checkin_puerta).toBe(winner.checkin.puerta);
    expect((await env.app.db.selectFrom('ev_historial').select('id').where('registro_id', '=', tickets[0]!.id).where('tipo', '=', 'checkin').execute()).length).toBe(1);
  });

  test('a forged or altered token is refused: another signature, another ticket id, a changed expiry, another key', async () => {
    const { id, tickets } = await eventWith(2);
    const token = tickets[0]!.token;
    const parts = token.split('.');
    const sig = parts[7]!;
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    const forged = [
      [...parts.slice(0, 7), flipped].join('.'),
      // the other ticket's id under this ticket's signature
      [...parts.slice(0, 4), tickets[1]!.id, ...parts.slice(5)].join('.'),
      // a later expiry
      [...parts.slice(0, 5), (parseInt(parts[5]!, 36) + 86_400).toString(36), ...parts.slice(6)].join('.'),
      // a key id the cliente never published
      [...parts.slice(0, 6), 'AAAAAAAA', parts[7]].join('.'),
      'SIG1.T.nada',
      'https://example.com/not-a-ticket',
    ];
    for (const f of forged) {
      const res = (await evApi(env, t.puerta1).scan(id, scanBody({ token: f }))).json();
      expect(res).toMatchObject({ resultado: 'invalido', registro: null, checkin: null });
    }
    const reasons = await env.app.db.selectFrom('ev_escaneos').select('motivo').where('evento_id', '=', id).orderBy('id').execute();
    expect(reasons.map((r) => r.motivo)).toEqual(['bad_signature', 'bad_signature', 'bad_signature', 'unknown_key', 'malformed', 'malformed']);
    expect((await evApi(env, t.editor).get(id)).json().cuentas.asistieron).toBe(0);
    // the real one still works, and the shared check (the door's offline code) agrees on all of them
    const kit = (await evApi(env, t.puerta1).kit(id)).json();
    expect(await verifyFirma(token, kit.claves, env.clock.fn().getTime())).toMatchObject({ ok: true, claims: { scope: id, id: tickets[0]!.id } });
    for (const f of forged) expect((await verifyFirma(f, kit.claves, env.clock.fn().getTime())).ok).toBe(false);
    expect((await evApi(env, t.puerta1).scan(id, scanBody({ token }))).json().resultado).toBe('valido');
  });

  test('another event’s ticket, a cancelled one and a waiting one are told apart', async () => {
    const a = await eventWith(1, { listaEspera: true });
    const b = await eventWith(1);
    expect((await evApi(env, t.puerta1).scan(a.id, scanBody({ token: b.tickets[0]!.token }))).json()).toMatchObject({ resultado: 'otro_evento', registro: null });
    const waiting = await registrar(env, t.slug, a.id, `${a.id}-espera`);
    expect(waiting.estado).toBe('espera');
    const w = (await evPublic(env, t.slug).boleto(a.id, waiting.registroId)).json();
    expect(w.codigo).toBeNull();
    const codigo = (await env.app.db.selectFrom('ev_registros').select('codigo').where('id', '=', waiting.registroId).executeTakeFirstOrThrow()).codigo;
    expect((await evApi(env, t.puerta1).scan(a.id, scanBody({ codigo }))).json()).toMatchObject({ resultado: 'en_espera', registro: { id: waiting.registroId } });
    await evApi(env, t.editor).cancelar(b.id, b.tickets[0]!.id);
    expect((await evApi(env, t.puerta1).scan(b.id, scanBody({ token: b.tickets[0]!.token }))).json()).toMatchObject({ resultado: 'cancelado', registro: { id: b.tickets[0]!.id } });
  });

  test('a replayed scan (same clientId) answers the same and records nothing twice', async () => {
    const { id, tickets } = await eventWith(1);
    const body = scanBody({ token: tickets[0]!.token });
    const once = (await evApi(env, t.puerta1).scan(id, body)).json();
    const twice = await Promise.all([evApi(env, t.puerta1).scan(id, body), evApi(env, t.puerta1).scan(id, body)]);
    for (const r of twice) expect(r.json()).toEqual(once);
    expect(await env.app.db.selectFrom('ev_escaneos').select('id').where('client_id', '=', body.clientId).execute()).toHaveLength(1);
  });

  test('offline: two doors scan the same ticket; on sync the first scan wins, also when it arrives last, and the other is reported', async () => {
    const { id, tickets } = await eventWith(3);
    const [x, y, z] = tickets as [{ id: string; token: string }, { id: string; token: string }, { id: string; token: string }];
    const early = scanBody({ token: x.token }, 'Puerta norte', '2026-01-15T11:40:00.000Z');
    const late = scanBody({ token: x.token }, 'Puerta sur', '2026-01-15T11:42:00.000Z');
    const other = scanBody({ token: y.token }, 'Puerta sur', '2026-01-15T11:43:00.000Z');
    const bad = scanBody({ token: `${x.token.slice(0, -3)}AAA` }, 'Puerta sur', '2026-01-15T11:44:00.000Z');
    // door 2 (later scan of x) syncs first
    const sync2 = await evApi(env, t.puerta2).lote(id, { scans: [late, other, bad] });
    expect(sync2.statusCode).toBe(200);
    expect(sync2.json().resultados).toMatchObject([
      { clientId: late.clientId, estado: 'aceptado', ganador: { puerta: 'Puerta sur', en: '2026-01-15T11:42:00.000Z', por: { displayName: 'Beto Puerta' } } },
      { clientId: other.clientId, estado: 'aceptado' },
      { clientId: bad.clientId, estado: 'rechazado', resultado: 'invalido', motivo: 'bad_signature' },
    ]);
    // door 1's earlier scan of x arrives after: it takes the check-in
    const sync1 = await evApi(env, t.puerta1).lote(id, { scans: [early] });
    expect(sync1.json()).toMatchObject({ resultados: [{ estado: 'aceptado', ganador: { puerta: 'Puerta norte', en: '2026-01-15T11:40:00.000Z', por: { displayName: 'Ana Puerta' } } }], asistieron: 2 });
    // door 2 retries its sync (idempotent): its scan of x is now the duplicate, with the winner's door, time and user
    const retry = await evApi(env, t.puerta2).lote(id, { scans: [late, other, bad] });
    expect(retry.json().resultados).toMatchObject([
      { clientId: late.clientId, estado: 'duplicado', resultado: 'valido', ganador: { puerta: 'Puerta norte', en: '2026-01-15T11:40:00.000Z', por: { displayName: 'Ana Puerta' } } },
      { clientId: other.clientId, estado: 'aceptado' },
      { clientId: bad.clientId, estado: 'rechazado' },
    ]);
    expect(await env.app.db.selectFrom('ev_escaneos').select('id').where('evento_id', '=', id).execute()).toHaveLength(4);
    // an online scan now reports the winner; one batch with both scans of z picks the earlier regardless of order
    expect((await evApi(env, t.puerta2).scan(id, scanBody({ token: x.token }))).json()).toMatchObject({ resultado: 'ya_registrado', checkin: { puerta: 'Puerta norte' } });
    const zLate = scanBody({ codigo: (await evPublic(env, t.slug).boleto(id, z.id)).json().codigo }, 'Puerta sur', '2026-01-15T11:50:00.000Z');
    const zEarly = scanBody({ token: z.token }, 'Puerta norte', '2026-01-15T11:49:00.000Z');
    expect((await evApi(env, t.puerta1).lote(id, { scans: [zLate, zEarly] })).json().resultados.map((r: { estado: string }) => r.estado)).toEqual(['duplicado', 'aceptado']);
    const hist = (await evApi(env, t.editor).registro(id, x.id)).json().historial.filter((h: { tipo: string }) => h.tipo === 'checkin');
    expect(hist.map((h: { antes: unknown; despues: { puerta: string } }) => [h.antes && 'relevo', h.despues.puerta])).toEqual([
      [null, 'Puerta sur'],
      ['relevo', 'Puerta norte'],
    ]);
  });

  test('a large offline batch (several transactions) with every ticket scanned twice: the earlier scan of each wins', async () => {
    const { id, tickets } = await eventWith(130);
    const base = Date.parse('2026-01-15T10:00:00.000Z');
    // the later scans first in the body; the server takes them in scan order, over several transactions
    const late = tickets.map((t, i) => scanBody({ token: t.token }, 'Puerta sur', new Date(base + 3_600_000 + i * 1000).toISOString()));
    const early = tickets.map((t, i) => scanBody({ token: t.token }, 'Puerta norte', new Date(base + i * 1000).toISOString()));
    const res = (await evApi(env, t.puerta1).lote(id, { scans: [...late, ...early] })).json();
    expect(res.asistieron).toBe(130);
    expect(res.resultados.slice(0, 130).every((r: { estado: string; ganador: { puerta: string } }) => r.estado === 'duplicado' && r.ganador.puerta === 'Puerta norte')).toBe(true);
    expect(res.resultados.slice(130).every((r: { estado: string }) => r.estado === 'aceptado')).toBe(true);
    expect(await env.app.db.selectFrom('ev_escaneos').select('id').where('evento_id', '=', id).execute()).toHaveLength(260);
  });

  test('the door kit: the published keys and every registration, enough to check a ticket offline', async () => {
    const { id, tickets } = await eventWith(2);
    await evApi(env, t.puerta1).scan(id, scanBody({ token: tickets[0]!.token }, 'Puerta norte'));
    const res = await evApi(env, t.puerta2).kit(id);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const kit = res.json();
    expect(kit).toMatchObject({ clienteId: t.id, evento: { id, capacidad: 2 } });
    expect(kit.claves.length).toBeGreaterThan(0);
    expect(kit.registros).toHaveLength(2);
    const claims = decodeFirma(tickets[1]!.token)!.claims;
    const row = kit.registros.find((r: { id: string }) => r.id === claims.id);
    expect(row).toMatchObject({ estado: 'confirmado', checkin: null });
    expect(kit.registros.find((r: { id: string }) => r.id === tickets[0]!.id)).toMatchObject({ checkin: { puerta: 'Puerta norte', por: 'Ana Puerta' } });
    expect(JSON.stringify(kit)).not.toContain('@correo.mx');
  });

  test('a check-in is told to the event staff’s room, with the count', async () => {
    const { id, tickets } = await eventWith(1);
    const seen: { room: string; event: string; payload: unknown }[] = [];
    const original = env.app.realtime.emitToRoom.bind(env.app.realtime);
    env.app.realtime.emitToRoom = (room, event, payload) => {
      seen.push({ room, event, payload });
      original(room, event, payload);
    };
    try {
      await evApi(env, t.puerta1).scan(id, scanBody({ token: tickets[0]!.token }, 'Puerta norte'));
      await evApi(env, t.puerta2).scan(id, scanBody({ token: tickets[0]!.token }, 'Puerta sur'));
      expect(seen.filter((s) => s.event === EV_SOCKET_EVENTS.checkin)).toEqual([
        { room: `eventos:${t.id}`, event: EV_SOCKET_EVENTS.checkin, payload: { eventoId: id, registroId: tickets[0]!.id, puerta: 'Puerta norte', en: expect.any(String), asistieron: 1 } },
      ]);
    } finally {
      env.app.realtime.emitToRoom = original;
    }
  });

  test('bad scans are 400 naming the field and record nothing', async () => {
    const { id, tickets } = await eventWith(1);
    const api = evApi(env, t.puerta1);
    const cases: [object, string][] = [
      [{ puerta: 'P', clientId: randomUUID(), escaneadoEn: '2026-01-15T12:00:00Z' }, 'token'],
      [{ token: tickets[0]!.token, codigo: 'AAAA', puerta: 'P', clientId: randomUUID(), escaneadoEn: '2026-01-15T12:00:00Z' }, 'token'],
      [{ token: tickets[0]!.token, puerta: 'P', clientId: 'no-uuid', escaneadoEn: '2026-01-15T12:00:00Z' }, 'clientId'],
      [{ token: tickets[0]!.token, puerta: '', clientId: randomUUID(), escaneadoEn: '2026-01-15T12:00:00Z' }, 'puerta'],
      [{ token: tickets[0]!.token, puerta: 'P', clientId: randomUUID(), escaneadoEn: 'ayer' }, 'escaneadoEn'],
    ];
    for (const [body, field] of cases) {
      const res = await api.scan(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await api.lote(id, { scans: [] })).statusCode).toBe(400);
    expect(await env.app.db.selectFrom('ev_escaneos').select('id').where('evento_id', '=', id).execute()).toHaveLength(0);
    expect((await api.scan('no-existe', scanBody({ token: tickets[0]!.token }))).json()).toMatchObject({ statusCode: 404, code: 'eventos.not_found' });
  });
});
