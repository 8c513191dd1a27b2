import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { CASE_FILE_MAX_BYTES, CASE_FILES_MAX, CaseDetail, CaseFile, REALTIME_PATHS, SOCKET_EVENTS, type NewNotificationEvent } from '@sig/shared/contract';
import type { Socket } from 'socket.io-client';
import { connect, connected, listen, nextEvent } from '../../testing/sockets';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { openCaseSuite, JPEG, PDF, PNG, SVG, WEBP, caseApi, caseCounts, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';

describe.each(testDatabases())('notes, files and notifications of cases on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  let sol: CaseApi;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ({ env, t, rep } = await openCaseSuite(db, 'notas'));
    sol = caseApi(env, t.clerk, 'solicitud');
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(() => env.close());

  const stored = () => (existsSync(path.join(env.dataDir, 'cases')) ? readdirSync(path.join(env.dataDir, 'cases')).sort() : []);
  const uploaded = async (api: CaseApi, id: string, bytes: Buffer, nombre: string, type?: string) => {
    const res = await api.upload(id, bytes, nombre, type);
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return CaseFile.parse(res.json());
  };

  test('a note is internal by default, may be public, presents files of the case and is one history event', async () => {
    const c = await rep.add(createBody(t, 'reporte'));
    const foto = await uploaded(rep, c.id, JPEG, 'frente de la casa.jpg');
    expect(foto).toMatchObject({ nombre: 'frente de la casa.jpg', tipo: 'image/jpeg', bytes: JPEG.length, autor: { id: t.clerkId } });

    const res = await rep.note(c.id, { texto: '  Se revisó el lugar  ' });
    expect(res.statusCode).toBe(200);
    const d = CaseDetail.parse(res.json());
    expect(d.notas).toEqual([{ id: expect.any(String), at: expect.any(String), autor: { id: t.clerkId, displayName: expect.any(String) }, texto: 'Se revisó el lugar', publica: false, archivos: [] }]);
    const pub = CaseDetail.parse((await rep.note(c.id, { texto: 'Ya quedó reparado', publica: true, archivoIds: [foto.id, foto.id] })).json());
    expect(pub.notas[1]).toMatchObject({ texto: 'Ya quedó reparado', publica: true, archivos: [foto] });
    expect(pub.version).toBe(4);
    expect(pub.historial.map((e) => e.tipo)).toEqual(['creado', 'archivo', 'nota', 'nota']);
    expect(pub.historial[1]).toMatchObject({ despues: { archivo: { id: foto.id, nombre: 'frente de la casa.jpg', tipo: 'image/jpeg' } } });
    expect(pub.historial[3]).toMatchObject({ despues: { nota: { id: pub.notas[1]!.id, publica: true, archivos: [foto.id] } }, comentario: 'Ya quedó reparado' });
    expect(pub.archivos).toEqual([foto]);

    // notes are allowed on a closed case (follow-up), actions are not
    await rep.do(c.id, { accion: 'estatus', estatusId: t.estatus.reporte['Improcedente'], respuesta: 'Respuesta pública de cierre' });
    expect((await rep.note(c.id, { texto: 'Seguimiento' })).statusCode).toBe(200);
  });

  test('a note refuses files of another case, unknown ids and empty text; nothing is written', async () => {
    const a = await rep.add(createBody(t, 'reporte'));
    const b = await rep.add(createBody(t, 'reporte'));
    const ajeno = await uploaded(rep, b.id, PNG, 'b.png');
    const before = await caseCounts(env, t.id);
    for (const [body, code, field] of [
      [{ texto: 'Con archivo ajeno', archivoIds: [ajeno.id] }, 'case.file_not_found', 'archivoIds'],
      [{ texto: 'Con archivo inexistente', archivoIds: ['no-existe'] }, 'case.file_not_found', 'archivoIds'],
      [{ texto: '   ' }, 'validation', 'texto'],
      [{ texto: 'x'.repeat(4001) }, 'validation', 'texto'],
      [{ texto: 'Pública rara', publica: 'si' }, 'validation', 'publica'],
    ] as const) {
      expect((await rep.note(a.id, body)).json()).toMatchObject({ statusCode: 400, code, field });
    }
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('uploads: the type comes from the bytes; a reporte takes images, a solicitud also PDF', async () => {
    const r = await rep.add(createBody(t, 'reporte'));
    const s = await sol.add(createBody(t, 'solicitud'));
    expect(await uploaded(rep, r.id, PNG, 'mapa.png', 'image/png')).toMatchObject({ tipo: 'image/png' });
    expect(await uploaded(rep, r.id, WEBP, 'foto', 'application/octet-stream')).toMatchObject({ tipo: 'image/webp', nombre: 'foto.webp' });
    expect(await uploaded(sol, s.id, PDF, 'acta de nacimiento.pdf', 'application/pdf')).toMatchObject({ tipo: 'application/pdf', nombre: 'acta de nacimiento.pdf' });
    // a folder in the name is dropped
    expect(await uploaded(sol, s.id, JPEG, '../../etc/credencial.jpg')).toMatchObject({ nombre: 'credencial.jpg' });

    const files = stored();
    const before = await caseCounts(env, t.id);
    const refused: [CaseApi, string, Buffer, string, string][] = [
      [rep, r.id, PDF, 'application/pdf', 'case.file_type'],
      [rep, r.id, SVG, 'image/png', 'case.file_type'],
      [sol, s.id, Buffer.from('<html><script>1</script></html>'), 'application/pdf', 'case.file_type'],
      [rep, r.id, Buffer.alloc(0), 'image/png', 'case.file_type'],
      [rep, r.id, Buffer.concat([PNG, Buffer.alloc(CASE_FILE_MAX_BYTES, 0)]), 'image/png', 'case.file_size'],
    ];
    for (const [api, id, bytes, type, code] of refused) {
      expect((await api.upload(id, bytes, 'x', type)).json()).toMatchObject({ statusCode: 400, code, field: 'archivo' });
    }
    const huge = await rep.upload(r.id, Buffer.alloc(CASE_FILE_MAX_BYTES * 3, 1), 'enorme.png', 'image/png');
    expect(huge.json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    expect(await caseCounts(env, t.id)).toEqual(before);
    expect(stored()).toEqual(files);
    expect(files.every((f) => /^[a-f0-9]{32}\.(png|jpg|webp|pdf)$/.test(f))).toBe(true);
  });

  test(`at most ${CASE_FILES_MAX} files per case, even when they arrive at once`, async () => {
    const c = await rep.add(createBody(t, 'reporte'));
    const results = await Promise.all(Array.from({ length: CASE_FILES_MAX + 3 }, (_, i) => rep.upload(c.id, PNG, `foto-${i}.png`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(CASE_FILES_MAX);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json()).toMatchObject({ statusCode: 400, code: 'case.too_many_files', field: 'archivo' });
    const d = CaseDetail.parse((await rep.detail(c.id)).json());
    expect(d.archivos).toHaveLength(CASE_FILES_MAX);
    // the refused ones left no file behind
    const names = await env.app.db.selectFrom('case_files').select('stored_name').execute();
    expect(stored()).toEqual(names.map((n) => n.stored_name).sort());
  });

  test('download: the bytes with their type, inline for images, attachment for PDF, private and not sniffable', async () => {
    const s = await sol.add(createBody(t, 'solicitud'));
    const foto = await uploaded(sol, s.id, PNG, 'Fotografía señal.png');
    const acta = await uploaded(sol, s.id, PDF, 'acta "oficial".pdf');
    const viewer = caseApi(env, t.viewer, 'solicitud');
    const img = await viewer.file(s.id, foto.id);
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect(img.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="Fotografia senal.png"; filename*=UTF-8''Fotograf%C3%ADa%20se%C3%B1al.png`,
    });
    const pdf = await viewer.file(s.id, acta.id);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="acta _oficial_.pdf"; filename*=UTF-8''acta%20%22oficial%22.pdf`);

    // the file id only works with its own case and kind; another cliente never sees it
    const other = await sol.add(createBody(t, 'solicitud'));
    expect((await viewer.file(other.id, foto.id)).json()).toMatchObject({ statusCode: 404, code: 'case.file_not_found', field: 'fileId' });
    expect((await caseApi(env, t.viewer, 'reporte').file(s.id, foto.id)).json()).toMatchObject({ statusCode: 404, code: 'case.not_found' });
    const stranger = await caseTenant(env, 'archivo-ajeno');
    const res = await caseApi(env, stranger.admin, 'solicitud').file(s.id, foto.id);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'case.not_found' });
    expect(res.rawPayload.includes(PNG)).toBe(false);
    expect((await env.inject({ method: 'GET', url: `/api/1.0/sig/solicitud/${s.id}/archivos/${foto.id}` })).statusCode).toBe(401);

    // a file gone from disk is a 404, not a 500
    const row = await env.app.db.selectFrom('case_files').select('stored_name').where('id', '=', acta.id).executeTakeFirstOrThrow();
    unlinkSync(path.join(env.dataDir, 'cases', row.stored_name));
    expect((await viewer.file(s.id, acta.id)).json()).toMatchObject({ statusCode: 404, code: 'case.file_not_found' });
  });

  test('assigning a case to someone else notifies them live with a link; assigning yourself does not', async () => {
    const url = await listen(env.app);
    const socket = connect(url, { token: t.clerk });
    sockets.push(socket);
    await connected(socket);
    const c = await caseApi(env, t.admin, 'reporte').add(createBody(t, 'reporte'));
    const arrived = nextEvent<NewNotificationEvent>(socket, SOCKET_EVENTS.newNotification);
    await caseApi(env, t.admin, 'reporte').do(c.id, { accion: 'asignar', asignadoA: t.clerkId });
    const event = await arrived;
    expect(event.notification).toMatchObject({ url: `/sig/reporte/${c.id}`, options: { variant: 'info' }, message: expect.stringContaining(c.folio) });
    await env.app.background.settle();
    const rows = await env.app.db.selectFrom('notifications').selectAll().where('user_id', '=', t.clerkId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cliente_id: t.id, url: `/sig/reporte/${c.id}`, dismissed: 0 });
    const list = (await env.inject({ method: 'GET', url: REALTIME_PATHS.notifications, token: t.clerk })).json();
    expect(list[0]).toMatchObject({ message: expect.stringContaining('te asignó el reporte'), url: `/sig/reporte/${c.id}` });

    // the clerk takes a solicitud for themself, and writes notes on their own case: nobody is notified
    const s = await sol.add(createBody(t, 'solicitud'));
    await sol.do(s.id, { accion: 'asignar', asignadoA: t.clerkId });
    await sol.note(s.id, { texto: 'Nota propia' });
    await env.app.background.settle();
    expect(await env.app.db.selectFrom('notifications').selectAll().where('cliente_id', '=', t.id).execute()).toHaveLength(1);
  });

  test("a note on a case assigned to someone else notifies the assignee with the case's link", async () => {
    const s = await sol.add(createBody(t, 'solicitud'));
    await sol.do(s.id, { accion: 'asignar', asignadoA: t.adminId });
    await env.app.background.settle();
    const before = await env.app.db.selectFrom('notifications').select('id').where('user_id', '=', t.adminId).execute();
    expect(before).toHaveLength(1);
    await sol.note(s.id, { texto: 'Llamé al ciudadano' });
    await env.app.background.settle();
    const after = await env.app.db.selectFrom('notifications').selectAll().where('user_id', '=', t.adminId).orderBy('id').execute();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ url: `/sig/solicitud/${s.id}`, message: expect.stringContaining(`anotó la solicitud ${s.folio}`) });
  });
});
