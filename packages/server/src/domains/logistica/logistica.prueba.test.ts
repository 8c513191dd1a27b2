import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { caseFilesDir } from '../cases';
import { actaContent } from './logisticaProofView';
import { fallidaBody, habitantes, logApi, logTenant, pngBytes, pruebaBody, realPng, register, sha256, type LogTenant } from './logistica.testkit';

/**
 * What a PDF written by pdfkit shows, read without a PDF library: its pages, the images it embeds (a PNG with
 * alpha brings its soft mask, which is not a picture of its own) and the text its content streams draw (pdfkit
 * writes it as hex WinAnsi codes in TJ arrays, split where it kerns).
 */
function readPdf(bytes: Buffer): { pages: number; images: number; subject: string | undefined; text: string } {
  const raw = bytes.toString('latin1');
  const text: string[] = [];
  for (const m of raw.matchAll(/\/FlateDecode[\s\S]*?>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      text.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return {
    pages: (raw.match(/\/Type\s*\/Page\b/g) ?? []).length,
    images: (raw.match(/\/Subtype\s*\/Image/g) ?? []).length - (raw.match(/\/SMask\s+\d+\s+0\s+R/g) ?? []).length,
    // pdfkit writes each info string as an object of its own
    subject: new RegExp(`\\b${/\/Subject (\d+) 0 R/.exec(raw)?.[1]} 0 obj\\s*\\(([^)]*)\\)`).exec(raw)?.[1],
    text: text.join('\n'),
  };
}

/**
 * The proof of delivery and the failure, as the phone sends them after being offline: files first (by their
 * sha256), then the write, idempotent on the device's clientId. One delivery, one proof, also when several
 * arrive at once; a changed file shows as `alterada`; the acta is a PDF; the figures count what happened.
 */
describe.each(testDatabases())('Logística proofs on %s', (db) => {
  let env: TestEnv;
  let t: LogTenant;
  beforeAll(async () => {
    ({ env } = await openAdminSuite(db));
    t = await logTenant(env, 'prueba');
    await register(env, t, t.rep1Id, [...new Set(t.colonias.map((c) => c.zona_id!))]);
  });
  afterAll(() => env.close());

  let n = 0;
  /** A new delivery assigned to Ana (rep1). */
  async function entrega(): Promise<{ id: string; version: number }> {
    const [h] = await habitantes(env, t.id, t.colonias, 1);
    const editor = logApi(env, t.editor);
    const e = (await editor.create({ programaId: t.programaId, articulo: `Apoyo ${++n}`, periodo: '2026-01', habitanteId: h })).json();
    expect((await editor.asignar({ ids: [e.id], destino: { modo: 'repartidor', repartidorId: t.rep1Id } })).json()).toMatchObject({ asignadas: 1 });
    return { id: e.id, version: 2 };
  }
  const pruebas = async (entregaId: string) => env.app.db.selectFrom('log_pruebas').selectAll().where('entrega_id', '=', entregaId).execute();

  test('files: the hash must be the bytes’, a signature is a PNG, the same bytes twice are stored once', async () => {
    const rep = logApi(env, t.rep1);
    const foto = await realPng('foto');
    expect((await rep.upload(foto, 'foto', sha256('otra cosa'))).json()).toMatchObject({ statusCode: 400, code: 'logistica.hash', field: 'sha256' });
    const first = await rep.upload(foto, 'foto');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ sha256: sha256(foto), tipo: 'foto', mime: 'image/png', bytes: foto.length });
    expect((await rep.upload(foto, 'foto')).statusCode).toBe(200);
    const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.from('firma jpeg')]);
    expect((await rep.upload(jpeg, 'firma')).json()).toMatchObject({ statusCode: 400, code: 'logistica.file_type' });
    expect((await rep.upload(Buffer.from('<svg/>'), 'foto')).json()).toMatchObject({ statusCode: 400, code: 'logistica.file_type' });
    const back = await rep.archivo(sha256(foto));
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(foto)).toBe(true);
    expect((await rep.archivo('a'.repeat(64))).json()).toMatchObject({ statusCode: 404, code: 'logistica.file_not_found' });
  });

  test('a proof delivers it; a replay of its clientId answers the same proof; another clientId is 409; wrong code or a missing file is 400 and changes nothing', async () => {
    const e = await entrega();
    const rep = logApi(env, t.rep1);
    const body = await pruebaBody(env, t.rep1, e.id);
    const wrong = await rep.prueba(e.id, { ...body, verificacion: { metodo: 'codigo', codigo: body.verificacion.codigo === '000000' ? '111111' : '000000' } });
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'logistica.codigo', field: 'verificacion.codigo' });
    expect((await rep.prueba(e.id, { ...body, fotoSha256: 'b'.repeat(64) })).json()).toMatchObject({ statusCode: 400, code: 'logistica.file_not_found', field: 'fotoSha256' });
    expect((await rep.prueba(e.id, { ...body, clientId: 'no-uuid' })).statusCode).toBe(400);
    expect((await rep.get(e.id)).json()).toMatchObject({ estado: 'pendiente', version: 2, prueba: null });
    // somebody else's delivery is not Beto's to deliver
    expect((await logApi(env, t.rep2).prueba(e.id, body)).json()).toMatchObject({ statusCode: 403, code: 'logistica.not_assigned' });

    const res = await rep.prueba(e.id, body);
    expect(res.statusCode).toBe(200);
    const { entrega: d, replay } = res.json();
    expect(replay).toBe(false);
    expect(d).toMatchObject({ estado: 'entregada', version: 3, codigo: null, movimientos: [] });
    expect(d.prueba).toMatchObject({ clientId: body.clientId, fotoSha256: body.fotoSha256, firmaSha256: body.firmaSha256, verificacion: 'codigo', integridad: 'integra', registradaPor: { id: t.rep1Id, displayName: 'Ana' } });
    expect(d.prueba.distanciaM).toEqual(expect.any(Number));
    expect(d.historial.at(-1)).toMatchObject({ tipo: 'entregada', autor: { id: t.rep1Id }, despues: { estado: 'entregada', clientId: body.clientId } });
    const stored = (await pruebas(e.id))[0]!;
    const row = await env.app.db.selectFrom('log_entregas').selectAll().where('id', '=', e.id).executeTakeFirstOrThrow();
    expect(d.prueba.actaSha256).toBe(sha256(actaContent(row, stored)));

    // the phone's outbox sends it again (it never saw the answer): the same proof, nothing new
    const again = await rep.prueba(e.id, body);
    expect(again.json()).toMatchObject({ replay: true, entrega: { estado: 'entregada', version: 3, prueba: { id: d.prueba.id } } });
    const other = await rep.prueba(e.id, { ...body, clientId: '6f1c2a4e-0000-4000-8000-0000000000aa' });
    expect(other.json()).toMatchObject({ statusCode: 409, code: 'logistica.ya_entregada' });
    expect(await pruebas(e.id)).toHaveLength(1);
    // a clientId already used for another delivery is not this one's
    const e2 = await entrega();
    expect((await rep.prueba(e2.id, { ...(await pruebaBody(env, t.rep1, e2.id)), clientId: body.clientId })).json()).toMatchObject({ statusCode: 409, code: 'logistica.client_id_reused', field: 'clientId' });
    // delivered is delivered: no failure, no move, no new code
    expect((await rep.fallida(e.id, fallidaBody())).json()).toMatchObject({ statusCode: 409, code: 'logistica.ya_entregada' });
    expect((await logApi(env, t.editor).codigo(e.id)).json()).toMatchObject({ statusCode: 409, code: 'logistica.ya_entregada' });
  });

  test('proofs racing for one delivery: exactly one 200, the rest 409 logistica.ya_entregada, one proof row', async () => {
    const e = await entrega();
    const bodies = await Promise.all(Array.from({ length: 8 }, () => pruebaBody(env, t.rep1, e.id)));
    const answers = await Promise.all(bodies.map((b, i) => logApi(env, i % 2 ? t.rep1 : t.editor).prueba(e.id, b)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('logistica.ya_entregada');
    expect(await pruebas(e.id)).toHaveLength(1);
    const events = await env.app.db.selectFrom('log_eventos').select('tipo').where('entrega_id', '=', e.id).where('tipo', '=', 'entregada').execute();
    expect(events).toHaveLength(1);
  });

  test('one clientId sent several times at once: one proof, every answer the same proof', async () => {
    const e = await entrega();
    const body = await pruebaBody(env, t.rep1, e.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => logApi(env, t.rep1).prueba(e.id, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.json().replay === false)).toHaveLength(1);
    expect(new Set(answers.map((r) => r.json().entrega.prueba.id)).size).toBe(1);
    expect(await pruebas(e.id)).toHaveLength(1);
  });

  test('a changed or missing file makes the proof read alterada', async () => {
    const e = await entrega();
    const body = await pruebaBody(env, t.rep1, e.id);
    expect((await logApi(env, t.rep1).prueba(e.id, body)).statusCode).toBe(200);
    const file = await env.app.db.selectFrom('log_archivos').select('stored_name').where('cliente_id', '=', t.id).where('sha256', '=', body.firmaSha256).executeTakeFirstOrThrow();
    const full = path.join(caseFilesDir(env.dataDir), file.stored_name);
    const original = await readFile(full);
    await writeFile(full, Buffer.concat([original, Buffer.from('x')]));
    expect((await logApi(env, t.rep1).get(e.id)).json().prueba.integridad).toBe('alterada');
    await writeFile(full, original);
    expect((await logApi(env, t.rep1).get(e.id)).json().prueba.integridad).toBe('integra');
    await unlink(full);
    expect((await logApi(env, t.rep1).get(e.id)).json().prueba.integridad).toBe('alterada');
    await writeFile(full, original);
  });

  test('a failure with its reason, idempotent on clientId; then reprogramada, en ruta, and delivered', async () => {
    const e = await entrega();
    const rep = logApi(env, t.rep1);
    expect((await rep.fallida(e.id, fallidaBody({ motivo: 'otro' }))).json()).toMatchObject({ statusCode: 400 });
    const body = fallidaBody({ motivo: 'domicilio_incorrecto', nota: 'No existe el número' });
    const res = await rep.fallida(e.id, body);
    expect(res.json()).toMatchObject({ estado: 'fallida', motivoFallo: 'domicilio_incorrecto', version: 3 });
    expect((await rep.fallida(e.id, body)).json()).toMatchObject({ estado: 'fallida', version: 3 });
    expect(await env.app.db.selectFrom('log_fallos').select('id').where('entrega_id', '=', e.id).execute()).toHaveLength(1);
    expect((await rep.fallida(e.id, fallidaBody())).json()).toMatchObject({ statusCode: 409, code: 'logistica.transition' });
    expect((await rep.prueba(e.id, await pruebaBody(env, t.rep1, e.id))).json()).toMatchObject({ statusCode: 409, code: 'logistica.transition' });
    const editor = logApi(env, t.editor);
    expect((await editor.estatus(e.id, { estado: 'reprogramada', version: 3, programadaPara: '2026-01-16' })).json()).toMatchObject({ estado: 'reprogramada', motivoFallo: null, version: 4 });
    expect((await rep.estatus(e.id, { estado: 'en_ruta', version: 4 })).json()).toMatchObject({ estado: 'en_ruta' });
    expect((await rep.prueba(e.id, await pruebaBody(env, t.rep1, e.id))).json()).toMatchObject({ replay: false, entrega: { estado: 'entregada' } });
    const tipos = (await rep.get(e.id)).json().historial.map((x: { tipo: string }) => x.tipo);
    expect(tipos).toEqual(['creada', 'asignada', 'fallida', 'estatus', 'estatus', 'entregada']);
  });

  test('the acta: a PDF only once delivered, with the photo, the signature and the QR drawn', async () => {
    const e = await entrega();
    const rep = logApi(env, t.rep1);
    expect((await rep.acta(e.id)).json()).toMatchObject({ statusCode: 409, code: 'logistica.not_delivered' });
    expect((await rep.prueba(e.id, await pruebaBody(env, t.rep1, e.id))).statusCode).toBe(200);
    const res = await rep.acta(e.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('acta-L-2026-');
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    const d = (await rep.get(e.id)).json();
    expect(pdf.subject).toBe(d.prueba.actaSha256);
    for (const shown of ['Acta de entrega', d.folio, d.habitante.nombreCompleto, d.prueba.actaSha256, d.prueba.fotoSha256, d.prueba.firmaSha256]) expect(pdf.text).toContain(shown);
    // three images: photo, signature, QR
    expect(pdf.images).toBe(3);
  });

  test('the acta of a proof whose photo does not decode says so and still has the signature and the QR', async () => {
    const e = await entrega();
    const rep = logApi(env, t.rep1);
    // the upload checks the PNG signature only, so bytes that are no image can be a proof's photo
    const foto = pngBytes(7);
    expect((await rep.upload(foto, 'foto')).statusCode).toBe(201);
    expect((await rep.prueba(e.id, { ...(await pruebaBody(env, t.rep1, e.id)), fotoSha256: sha256(foto) })).statusCode).toBe(200);
    const res = await rep.acta(e.id);
    expect(res.statusCode).toBe(200);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.images).toBe(2);
    expect(pdf.text).toContain('(la imagen no se puede mostrar)');
  });

  test('the repartidor’s open list leaves delivered and failed ones out; the figures match a direct count', async () => {
    const mias = (await logApi(env, t.rep1).mias()).json().items;
    for (const m of mias) expect(['pendiente', 'en_ruta', 'reprogramada']).toContain(m.estado);
    const q = '?desde=2026-01-01&hasta=2026-01-31';
    const f = (await logApi(env, t.rep1).analytics(q)).json();
    const direct = async (estado: 'entregada' | 'fallida') =>
      Number((await env.app.db.selectFrom('log_entregas').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', t.id).where('estado', '=', estado).executeTakeFirstOrThrow()).n);
    const all = Number((await env.app.db.selectFrom('log_entregas').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', t.id).executeTakeFirstOrThrow()).n);
    const fallos = Number((await env.app.db.selectFrom('log_fallos').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', t.id).executeTakeFirstOrThrow()).n);
    expect(f.totales).toEqual({ planeadas: all, entregadas: await direct('entregada'), fallidas: fallos, pendientes: all - (await direct('entregada')) - (await direct('fallida')) });
    const sum = (rows: { planeadas: number; entregadas: number; fallidas: number }[]) => rows.reduce((a, r) => ({ p: a.p + r.planeadas, e: a.e + r.entregadas, f: a.f + r.fallidas }), { p: 0, e: 0, f: 0 });
    for (const key of ['porDia', 'porZona', 'porColonia', 'porPrograma', 'porRepartidor']) expect(sum(f[key])).toEqual({ p: f.totales.planeadas, e: f.totales.entregadas, f: f.totales.fallidas });
    expect(f.porRepartidor.find((r: { clave: string }) => r.clave === t.rep1Id)).toMatchObject({ nombre: 'Ana', entregadas: await direct('entregada') });
    expect(f.fallidasPorMotivo).toEqual([{ motivo: 'domicilio_incorrecto', total: 1 }]);
    // every delivery was made at the same test instant as its creation
    expect(f.medianaHorasEntrega).toBe(0);
    const csv = await logApi(env, t.usuarios).analyticsCsv(`${q}&por=zona`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(f.porZona.length + 1);
    expect((await logApi(env, t.rep1).analytics('?desde=2026-02-01&hasta=2026-01-01')).json()).toMatchObject({ statusCode: 400 });
    expect((await logApi(env, t.rep1).analytics('?desde=2026-02-01&hasta=2026-02-28')).json()).toMatchObject({ totales: { planeadas: 0 }, medianaHorasEntrega: null });
  });

  test('the median hours from creation to delivery is the middle of the delivered ones', async () => {
    const tenant = await logTenant(env, 'mediana');
    await register(env, tenant, tenant.rep1Id, [tenant.colonias[0]!.zona_id!]);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [h] = await habitantes(env, tenant.id, tenant.colonias, 1);
      made.push((await logApi(env, tenant.editor).create({ programaId: tenant.programaId, articulo: 'M', periodo: '2026-01', habitanteId: h })).json().id);
    }
    // delivered 1, 2 and 6 hours after creation (created earlier: moving the clock would expire the tokens)
    for (const [i, hours] of [1, 2, 6].entries()) {
      const earlier = new Date(env.clock.fn().getTime() - hours * 3_600_000).toISOString();
      await env.app.db.updateTable('log_entregas').set({ created_at: earlier }).where('id', '=', made[i]!).execute();
      const body = await pruebaBody(env, tenant.editor, made[i]!);
      expect((await logApi(env, tenant.editor).prueba(made[i]!, body)).statusCode).toBe(200);
    }
    const f = (await logApi(env, tenant.editor).analytics('?desde=2026-01-01&hasta=2026-01-31')).json();
    expect(f.medianaHorasEntrega).toBe(2);
  });
});
