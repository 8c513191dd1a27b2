import { TRANSP_UNSUBSCRIBE_PARAM } from '@sig/shared/contract';
import { PDF, PNG, SVG } from '../../testing/fileBytes';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { DAY_MS, mailsTo, requestRow, transpApi, transpPublic, transpTenant, type TranspTenant } from './transparencia.testkit';

/*
 * A request's life over HTTP (issue 26): filed on the public page, a prevención that stops the clock, the
 * requester's reply that resumes it (the due date moves by exactly the stopped business days), the one
 * extension, the answer with a PDF that becomes public, the mails with a working unsubscribe link; and the
 * requester's personal data never in a public answer. The test clock starts Thu 15 Jan 2026, 06:00 in
 * Mexico City; the tenant has no holidays and the default figures (20 days, extension 10, cut-off 15:00).
 */

const EMAIL = 'ana.solicitante@example.org';
const NOMBRE = 'Ana Solicitante Quiroga';

describe.each(testDatabases())('Transparencia: a request from filing to answer on %s', (db) => {
  let env: TestEnv;
  let t: TranspTenant;
  beforeAll(async () => {
    env = await startTestApp(db);
    t = await transpTenant(env);
  });
  afterAll(() => env.close());

  const noPersonalData = (body: string) => {
    expect(body).not.toMatch(/ana\.solicitante|example\.org|Solicitante Quiroga|Quiroga/i);
  };

  test('filed, stopped by a prevención, resumed by the reply, extended, answered with a public PDF', async () => {
    const pub = transpPublic(env, t.slug);
    const filed = await pub.file({ texto: 'Solicito los contratos de alumbrado público firmados en 2025.', email: EMAIL.toUpperCase(), nombre: NOMBRE, lang: 'es' });
    expect(filed.statusCode).toBe(201);
    const f = filed.json();
    expect(f.folio).toMatch(/^T-2026-\d{6}$/);
    expect(f.code).toMatch(/^[A-Z2-9]{8}$/);
    // Thu 15 Jan 06:00, before the cut-off: counts from that day; 20 business days after it → Thu 12 Feb
    expect(f.due).toBe('2026-02-12');
    expect(f.explanation).toMatchObject({ filedLocalDate: '2026-01-15', filedLocalTime: '06:00', afterHours: false, countsFrom: '2026-01-15', businessDays: 20, stops: [], extensionDays: 0, due: '2026-02-12' });
    noPersonalData(filed.body);

    const first = (await pub.thread(f.folio, f.code.toLowerCase())).body;
    expect(JSON.parse(first)).toMatchObject({ folio: f.folio, estatus: 'INICIO', due: '2026-02-12', prevencion: null, respuesta: null, puedeResponder: false });
    noPersonalData(first);
    expect((await pub.thread(f.folio, 'ABCD2345')).json()).toMatchObject({ statusCode: 404, code: 'transparencia.code_wrong' });

    const worker = transpApi(env, t.worker);
    const inbox = (await worker.inbox()).json();
    const item = inbox.items.find((i: { folio: string }) => i.folio === f.folio);
    expect(item).toMatchObject({ estatus: 'INICIO', due: '2026-02-12', vencida: false, ampliada: false });
    const id: string = item.id;
    const d0 = (await worker.detail(id)).json();
    // staff see who asked; the e-mail is stored as typed, lower-cased
    expect(d0.solicitante).toEqual({ nombre: NOMBRE, email: EMAIL, avisos: true });
    expect(d0.permitidos).toEqual(['PROCESO', 'EN_PREVENCION', 'TERMINADA', 'DESECHADA', 'CANCELADA']);

    const d1 = (await worker.estatus(id, { estatus: 'PROCESO', version: d0.version })).json();
    expect(d1.estatus).toBe('PROCESO');
    const prev = await worker.prevencion(id, { texto: 'Indica si te interesan los contratos de mantenimiento o solo los de instalación.', version: d1.version });
    expect(prev.statusCode).toBe(200);
    expect(prev.json()).toMatchObject({ estatus: 'EN_PREVENCION', due: null, explicacion: { due: null, remainingWhenStopped: 20, stops: [{ from: '2026-01-15', to: null, days: null }] } });
    expect(prev.json().prevencion).toMatchObject({ responderAntes: '2026-01-29', respuesta: null });
    const waiting = await pub.thread(f.folio, f.code);
    expect(waiting.json()).toMatchObject({ estatus: 'EN_PREVENCION', puedeResponder: true, due: null, prevencion: { texto: expect.stringContaining('mantenimiento') } });
    noPersonalData(waiting.body);

    // six days later (Wed 21 Jan) the requester replies: 4 business days were stopped (16, 19, 20, 21 Jan)
    env.clock.advance(6 * DAY_MS);
    const replied = await pub.reply(f.folio, { code: f.code, texto: 'Solo los de instalación de luminarias LED.' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ estatus: 'PROCESO', due: '2026-02-18', puedeResponder: false, explanation: { stops: [{ from: '2026-01-15', to: '2026-01-21', days: 4 }], due: '2026-02-18' } });
    noPersonalData(replied.body);
    expect((await pub.reply(f.folio, { code: f.code, texto: 'Otra vez' })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.reply_closed' });
    const tokens = await t.signIn();
    const worker2 = transpApi(env, tokens.worker);
    const d2 = (await worker2.detail(id)).json();
    expect(d2.historial.find((e: { tipo: string }) => e.tipo === 'reanudada')).toMatchObject({ actor: null, antes: { estatus: 'EN_PREVENCION' }, despues: { estatus: 'PROCESO', due: '2026-02-18', diasDetenidos: 4 } });
    expect(d2.permitidos).not.toContain('EN_PREVENCION'); // once only
    expect(d2.permitidos).not.toContain('EN_AMPLIACION'); // the worker lacks TransparenciaAdm

    // the extension needs TransparenciaAdm and a reason; once
    expect((await worker2.ampliacion(id, { motivo: 'Volumen de contratos', version: d2.version })).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
    const manager = transpApi(env, tokens.manager);
    const ext = await manager.ampliacion(id, { motivo: 'Los contratos están en el archivo de concentración.', version: d2.version });
    expect(ext.json()).toMatchObject({ estatus: 'EN_AMPLIACION', due: '2026-03-04', ampliada: true, explicacion: { extensionDays: 10, due: '2026-03-04' } });
    expect((await manager.ampliacion(id, { motivo: 'Otra vez más', version: ext.json().version })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.ampliacion_used' });

    // the answer: a PDF (sniffed), not an SVG; the document is public once TERMINADA
    expect((await worker2.upload(id, SVG, 'contratos.pdf')).json()).toMatchObject({ statusCode: 400, code: 'transparencia.document_type', field: 'archivo' });
    const doc = await worker2.upload(id, PDF, 'contratos 2025.pdf');
    expect(doc.statusCode).toBe(201);
    const docId: string = doc.json().id;
    expect((await pub.document(f.folio, docId, f.code)).json()).toMatchObject({ statusCode: 404, code: 'transparencia.document_not_found' });
    const answered = await worker2.respuesta(id, { texto: 'Se anexan los contratos de instalación de luminarias LED.', documentos: [docId], version: ext.json().version });
    expect(answered.json()).toMatchObject({ estatus: 'TERMINADA', permitidos: [], documentos: [{ id: docId, enRespuesta: true, publico: true }] });

    const done = await pub.thread(f.folio, f.code);
    expect(done.json()).toMatchObject({
      estatus: 'TERMINADA',
      ampliacion: { motivo: expect.stringContaining('archivo') },
      respuesta: { texto: expect.stringContaining('luminarias'), documentos: [{ id: docId, nombre: 'contratos 2025.pdf', bytes: PDF.length }] },
      historial: [{ estatus: 'INICIO' }, { estatus: 'PROCESO' }, { estatus: 'EN_PREVENCION' }, { estatus: 'PROCESO' }, { estatus: 'EN_AMPLIACION' }, { estatus: 'TERMINADA' }],
    });
    noPersonalData(done.body);
    const download = await pub.document(f.folio, docId, f.code);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await pub.document(f.folio, docId, 'ABCD2345')).statusCode).toBe(404);

    // four mails, in the requester's language, each with the unsubscribe link and the one-click header
    const mails = await mailsTo(env, EMAIL);
    expect(mails.map((m) => m.dedupe_key.split(':')[1])).toEqual(['recibida', 'prevencion', 'ampliacion', 'respuesta']);
    expect(mails[0]!.text).toContain(`${f.code.slice(0, 4)}-${f.code.slice(4)}`);
    for (const m of mails) {
      expect(m.text).toContain(`${TRANSP_UNSUBSCRIBE_PARAM}=`);
      expect(JSON.parse(m.headers)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    }
    const history = (await worker2.detail(id)).json().historial.map((e: { tipo: string }) => e.tipo);
    expect(history).toEqual(['creada', 'correo', 'estatus', 'prevencion', 'correo', 'reanudada', 'ampliacion', 'correo', 'documento', 'respuesta', 'correo']);
  });

  test('the unsubscribe link and the one-click header stop the mails of that request only', async () => {
    const pub = transpPublic(env, t.slug);
    const a = (await pub.file({ texto: 'Solicito el presupuesto de egresos aprobado.', email: 'baja@example.org' })).json();
    const b = (await pub.file({ texto: 'Solicito la plantilla de personal vigente.', email: 'baja@example.org' })).json();
    const [mailA, mailB] = await mailsTo(env, 'baja@example.org');
    const token = decodeURIComponent(new RegExp(`${TRANSP_UNSUBSCRIBE_PARAM}=([^\\s&]+)`).exec(mailA!.text)![1]!);
    expect((await pub.unsubscribe(token)).json()).toEqual({ folio: a.folio });
    expect((await pub.unsubscribe(`${token}x`)).json()).toMatchObject({ statusCode: 404, code: 'transparencia.unsubscribe_invalid' });
    // another cliente's public path does not take this cliente's token
    expect((await transpPublic(env, 'demo').unsubscribe(token)).statusCode).toBe(404);
    const oneClick = /<([^>]+)>/.exec(JSON.parse(mailB!.headers)['List-Unsubscribe'])![1]!;
    expect((await pub.oneClick(oneClick.replace(env.config.publicUrl, ''))).json()).toEqual({ folio: b.folio });

    const worker = transpApi(env, (await t.signIn()).worker);
    for (const folio of [a.folio, b.folio]) {
      const row = await requestRow(env, t.id, folio);
      expect(row.avisos).toBe(0);
      expect((await worker.prevencion(row.id, { texto: 'Precisa el ejercicio fiscal, por favor.', version: row.version })).statusCode).toBe(200);
    }
    expect(await mailsTo(env, 'baja@example.org')).toHaveLength(2);
  });

  test('moves outside the table get 409 with the reason; bad input gets 400 naming the field and changes nothing', async () => {
    const pub = transpPublic(env, t.slug);
    const f = (await pub.file({ texto: 'Solicito el inventario de vehículos oficiales.' })).json();
    const row = await requestRow(env, t.id, f.folio);
    const tokens = await t.signIn();
    const worker = transpApi(env, tokens.worker);
    const unchanged = async () => expect(await requestRow(env, t.id, f.folio)).toEqual(row);

    const bad: [Promise<{ json(): unknown; statusCode: number }>, string][] = [
      [worker.estatus(row.id, { estatus: 'TERMINADA', version: row.version }), 'estatus'],
      [worker.estatus(row.id, { estatus: 'DESECHADA', version: row.version }), 'motivo'],
      [worker.estatus(row.id, { estatus: 'PROCESO' }), 'version'],
      [worker.prevencion(row.id, { texto: 'ok', version: row.version }), 'texto'],
      [worker.note(row.id, { texto: '' }), 'texto'],
      [worker.respuesta(row.id, { texto: 'Respuesta', documentos: ['no-existe'], version: row.version }), 'documentos'],
      [transpApi(env, tokens.manager).asignar(row.id, { unidadId: 'no-existe', version: row.version }), 'unidadId'],
    ];
    for (const [call, field] of bad) {
      const res = await call;
      expect([field, res.statusCode, res.json()]).toEqual([field, 400, expect.objectContaining({ field })]);
    }
    await unchanged();
    expect((await worker.estatus(row.id, { estatus: 'PROCESO', version: row.version + 5 })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.stale' });
    await unchanged();

    const cancelled = await worker.estatus(row.id, { estatus: 'CANCELADA', motivo: 'La persona desistió por escrito.', version: row.version });
    expect(cancelled.json()).toMatchObject({ estatus: 'CANCELADA', permitidos: [] });
    const closed = await requestRow(env, t.id, f.folio);
    const refused = await worker.estatus(row.id, { estatus: 'PROCESO', version: closed.version });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'transparencia.transition', message: expect.stringContaining('no puede pasar') });
    expect(await requestRow(env, t.id, f.folio)).toEqual(closed);
    expect((await pub.thread(f.folio, f.code)).json()).toMatchObject({ estatus: 'CANCELADA', motivoCierre: 'La persona desistió por escrito.' });

    // public filing: the field named, the honeypot refused, nothing filed
    const count = async () => (await env.app.db.selectFrom('transp_requests').select('id').where('cliente_id', '=', t.id).execute()).length;
    const before = await count();
    expect((await pub.file({ texto: 'corto' })).json()).toMatchObject({ statusCode: 400, field: 'texto' });
    expect((await pub.file({ texto: 'Un texto suficientemente largo.', formato: 'fax' as never })).json()).toMatchObject({ statusCode: 400, field: 'formato' });
    expect((await pub.file({ texto: 'Un texto suficientemente largo.', email: 'no-es-correo' })).json()).toMatchObject({ statusCode: 400, field: 'email' });
    expect((await pub.file({ texto: 'Un texto suficientemente largo.', website: 'http://spam.example' })).json()).toMatchObject({ statusCode: 400, code: 'transparencia.rejected' });
    expect(await count()).toBe(before);
  });

  test('a prevención after its window is refused; a reply after the requester’s window too', async () => {
    const pub = transpPublic(env, t.slug);
    const late = (await pub.file({ texto: 'Solicito las actas de cabildo del último trimestre.' })).json();
    let worker = transpApi(env, (await t.signIn()).worker);
    const early = (await pub.file({ texto: 'Solicito el padrón de proveedores vigente.' })).json();
    const earlyRow = await requestRow(env, t.id, early.folio);
    expect((await worker.prevencion(earlyRow.id, { texto: 'Precisa el periodo que te interesa.', version: earlyRow.version })).statusCode).toBe(200);
    // both filed Wed 21 Jan: the prevención window (5 business days) ends Wed 28 Jan, the reply window (10) Wed 4 Feb
    env.clock.advance(9 * DAY_MS);
    worker = transpApi(env, (await t.signIn()).worker);
    const lateRow = await requestRow(env, t.id, late.folio);
    expect((await worker.prevencion(lateRow.id, { texto: 'Precisa el periodo que te interesa.', version: lateRow.version })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.prevencion_late' });
    env.clock.advance(7 * DAY_MS);
    expect((await pub.reply(early.folio, { code: early.code, texto: 'El último año.' })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.reply_late' });
    expect((await pub.thread(early.folio, early.code)).json()).toMatchObject({ estatus: 'EN_PREVENCION', puedeResponder: false });
  });

  test('attachments: the filing token takes three files (PDF, JPEG or PNG), staff read them, the public never sees them', async () => {
    const pub = transpPublic(env, t.slug);
    const res = await env.inject({ method: 'POST', url: `/api/1.0/public/${t.slug}/transparencia/solicitudes`, payload: { texto: 'Solicito los planos del mercado municipal.', formato: 'copia_simple' } });
    const f = res.json();
    expect((await pub.attach(f.folio, f.uploadToken, SVG, 'x.svg')).json()).toMatchObject({ statusCode: 400, code: 'transparencia.attachment_type', field: 'archivo' });
    expect((await pub.attach(f.folio, 'token-falso-de-prueba', PDF)).json()).toMatchObject({ statusCode: 403, code: 'transparencia.upload_token' });
    for (const [bytes, name] of [[PDF, 'a.pdf'], [PNG, 'b.png'], [PDF, 'c.pdf']] as const) expect((await pub.attach(f.folio, f.uploadToken, bytes, name)).statusCode).toBe(201);
    expect((await pub.attach(f.folio, f.uploadToken, PDF, 'd.pdf')).json()).toMatchObject({ statusCode: 400, code: 'transparencia.too_many_files' });
    const row = await requestRow(env, t.id, f.folio);
    const staff = transpApi(env, (await t.signIn()).worker);
    const detail = (await staff.detail(row.id)).json();
    expect(detail.documentos.map((d: { nombre: string; origen: string; publico: boolean }) => [d.nombre, d.origen, d.publico])).toEqual([
      ['a.pdf', 'adjunto', false],
      ['b.png', 'adjunto', false],
      ['c.pdf', 'adjunto', false],
    ]);
    const staffRead = await staff.document(row.id, detail.documentos[1].id);
    expect(staffRead.headers['content-type']).toBe('image/png');
    expect((await pub.document(f.folio, detail.documentos[0].id, f.code)).statusCode).toBe(404);
    // an attachment is the requester's: staff cannot delete it, nor answer with it
    expect((await staff.deleteDocument(row.id, detail.documentos[0].id)).statusCode).toBe(404);
    expect((await staff.respuesta(row.id, { texto: 'x', documentos: [detail.documentos[0].id], version: row.version })).json()).toMatchObject({ statusCode: 400, field: 'documentos' });
  });

  test('a cliente without the product has no public side; an unknown one neither', async () => {
    for (const slug of ['otro', 'no-existe']) {
      const pub = transpPublic(env, slug);
      expect((await pub.file({ texto: 'Solicito información pública del municipio.' })).json()).toMatchObject({ statusCode: 404, code: 'transparencia.cliente_not_found' });
      expect((await pub.thread('T-2026-000001', 'ABCD2345')).json()).toMatchObject({ statusCode: 404, code: 'transparencia.cliente_not_found' });
    }
  });
});
