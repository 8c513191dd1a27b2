import { CaseDetail, CaseListResponse, PUBLIC_FILES_MAX, PUBLIC_PATHS, PUBLIC_UPLOAD_TOKEN_MINUTES, PublicUploadResponse, UPLOAD_TOKEN_HEADER, publicPath } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { type TestEnv } from '../../testing/testApp';
import { PDF, PNG, SVG, caseApi, caseCounts, type CaseTenant } from '../../testing/caseApi';
import { catalogApi, newTenant } from '../catalogs/catalogs.testkit';
import { curp, expectNoPersonalData, filingBody, PERSONA, publicApi, registro, type PublicApi, openCitizensSuite } from './citizens.testkit';

describe.each(testDatabases())('public filings and their files on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let other: CaseTenant;
  let api: PublicApi;

  beforeAll(async () => ({ env, t, other, api } = await openCitizensSuite(db, 'portal', 'vecino')));
  afterAll(() => env.close());

  const staffDetail = async (id: string, kind: 'reporte' | 'solicitud' = 'reporte') => CaseDetail.parse((await caseApi(env, t.clerk, kind).detail(id)).json());

  test('a registered habitante files a reporte: staff see it with the habitante as contact, origen "Web", no staff actor', async () => {
    const c = curp('PEMA880315MDFRRN');
    const h = await api.newHabitante(registro(c));
    const res = await api.file('reporte', filingBody(t, 'reporte', { habitanteId: h.habitante.id }), h.token);
    expect(res.statusCode).toBe(201);
    expectNoPersonalData(res, c);
    // open to other sites for <sig-report-form> (which files anonymously: the session header is not allowed cross-origin)
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const filed = res.json();
    expect(filed).toEqual({ id: expect.any(String), folio: 'R-2026-000001', kind: 'reporte', createdAt: env.clock.fn().toISOString(), uploadToken: expect.any(String), codigo: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/) });
    expect(filed.uploadToken.length).toBeGreaterThanOrEqual(40);

    const list = CaseListResponse.parse((await caseApi(env, t.viewer, 'reporte').list()).json());
    expect(list.items.map((i) => i.folio)).toContain('R-2026-000001');
    const d = await staffDetail(filed.id);
    expect(d).toMatchObject({
      folio: 'R-2026-000001',
      tipo: { nombre: 'Bache' },
      estatus: { nombre: 'Recibido' },
      direccion: PERSONA.direccion,
      origen: { nombre: 'Web' },
      contacto: { nombre: 'María José Privado Secretísimo', telefono: PERSONA.telefono, email: PERSONA.email },
    });
    expect(d.historial).toEqual([expect.objectContaining({ tipo: 'creado', actor: null })]);
    const stored = await env.app.db.selectFrom('cases').select(['habitante_id']).where('id', '=', filed.id).executeTakeFirstOrThrow();
    expect(stored.habitante_id).toBe(h.habitante.id);

    // only the token's hash is kept, with its files and its hour
    const upload = await env.app.db.selectFrom('public_uploads').selectAll().where('case_id', '=', filed.id).executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ cliente_id: t.id, remaining: PUBLIC_FILES_MAX, expires_at: new Date(env.clock.fn().getTime() + PUBLIC_UPLOAD_TOKEN_MINUTES * 60_000).toISOString() });
    expect(upload.token_hash).not.toContain(filed.uploadToken);
  });

  test('a citizen filing reaches staff who may act on it live, as an assignment does (issue 24); not viewers, not another cliente', async () => {
    const filed = await api.filed('reporte', filingBody(t, 'reporte'));
    await env.app.background.settle();
    const notices = await env.app.db.selectFrom('notifications').select(['user_id', 'cliente_id', 'message', 'url']).where('url', '=', `/sig/reporte/${filed.id}`).execute();
    const recipients = notices.map((n) => n.user_id).sort();
    expect(recipients).toEqual([t.adminId, t.clerkId].sort());
    expect(notices.every((n) => n.cliente_id === t.id)).toBe(true);
    expect(notices[0]!.message).toBe(`Nuevo reporte ${filed.folio} (Bache) para Dirección de Obras Públicas, desde el portal ciudadano`);
  });

  test('an anonymous solicitud without a location is fine; a reporte without one → 400 ubicacion, nothing created', async () => {
    const s = await api.filed('solicitud', filingBody(t, 'solicitud'));
    expect(s).toMatchObject({ folio: 'S-2026-000001', kind: 'solicitud' });
    const d = await staffDetail(s.id, 'solicitud');
    expect(d.contacto).toEqual({ nombre: '', telefono: '', email: '' });
    expect(d.ubicacion).toBeNull();

    const before = await caseCounts(env, t.id);
    const res = await api.file('reporte', filingBody(t, 'reporte', { ubicacion: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'case.location_required', field: 'ubicacion' });
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('a non-public, inactive or other-kind tipo → 400 tipoId; another cliente’s habitante session → 401; honeypot → 400 and nothing created', async () => {
    const catalog = catalogApi(env, t.admin);
    const privado = t.tipos.reporte['Ruido excesivo']!;
    await catalog.update('tiposreporte', privado, { publico: false });
    const inactivo = t.tipos.reporte['Grafiti']!;
    await catalog.update('tiposreporte', inactivo, { activo: false });
    const before = await caseCounts(env, t.id);

    for (const tipoId of [privado, inactivo, t.tipos.solicitud['Beca escolar']!, other.tipos.reporte['Bache']!]) {
      const res = await api.file('reporte', filingBody(t, 'reporte', { tipoId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'citizen.tipo_not_public', field: 'tipoId' });
    }
    const ajeno = await publicApi(env, other.slug).newHabitante(registro(curp('AEJN700101HDFRRN')));
    const wrongHabitante = await api.file('reporte', filingBody(t, 'reporte', { habitanteId: ajeno.habitante.id }), ajeno.token);
    expect(wrongHabitante.statusCode).toBe(401);
    expect(wrongHabitante.json()).toMatchObject({ code: 'citizen.session_required', field: 'habitanteId' });

    const bot = await api.file('reporte', filingBody(t, 'reporte', { website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toMatchObject({ code: 'citizen.rejected' });
    const extra = await api.file('reporte', filingBody(t, 'reporte', { contacto: { nombre: 'x', curp: 'y' } }));
    expect(extra.statusCode).toBe(400);
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('without an origen named "Web" or "Portal ciudadano", one called "Portal ciudadano" is created once', async () => {
    const catalog = catalogApi(env, other.admin);
    await catalog.update('origenes', other.origenes['Web']!, { activo: false });
    const api2 = publicApi(env, other.slug);
    const [a, b] = await Promise.all([api2.filed('reporte', filingBody(other, 'reporte')), api2.filed('solicitud', filingBody(other, 'solicitud'))]);
    const origenes = await env.app.db.selectFrom('origenes').select(['id', 'nombre', 'activo']).where('cliente_id', '=', other.id).where('nombre', '=', 'Portal ciudadano').execute();
    expect(origenes).toEqual([{ id: expect.any(String), nombre: 'Portal ciudadano', activo: 1 }]);
    const detail = async (id: string, kind: 'reporte' | 'solicitud') => CaseDetail.parse((await caseApi(env, other.clerk, kind).detail(id)).json());
    expect((await detail(a.id, 'reporte')).origen).toEqual({ id: origenes[0]!.id, nombre: 'Portal ciudadano' });
    expect((await detail(b.id, 'solicitud')).origen).toEqual({ id: origenes[0]!.id, nombre: 'Portal ciudadano' });
  });

  test('an unknown cliente → 404; a cliente without SIG → 403 product_disabled', async () => {
    const nadie = await publicApi(env, 'no-existe').file('reporte', filingBody(t, 'reporte'));
    expect(nadie.statusCode).toBe(404);
    expect(nadie.json()).toMatchObject({ code: 'citizen.cliente_not_found' });
    const sinSig = await newTenant(env, 'sinsig', ['midb']);
    const res = await publicApi(env, sinSig.slug).file('reporte', filingBody(t, 'reporte'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'citizen.product_disabled' });
  });

  describe('uploads with the filing’s token', () => {
    test('up to three files, each an "archivo" event without a staff actor; the fourth → 400 too_many_files', async () => {
      const f = await api.filed('reporte', filingBody(t, 'reporte'));
      for (let i = 1; i <= PUBLIC_FILES_MAX; i++) {
        const res = await api.upload(f.id, f.uploadToken, PNG, `foto ${i}.png`);
        expect(res.statusCode).toBe(201);
        expect(PublicUploadResponse.parse(res.json())).toEqual({ id: expect.any(String), nombre: `foto ${i}.png`, tipo: 'image/png', bytes: PNG.length });
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
      const fourth = await api.upload(f.id, f.uploadToken, PNG);
      expect(fourth.statusCode).toBe(400);
      expect(fourth.json()).toMatchObject({ code: 'citizen.too_many_files' });

      const d = await staffDetail(f.id);
      expect(d.archivos.map((a) => a.nombre).sort()).toEqual(['foto 1.png', 'foto 2.png', 'foto 3.png']);
      expect(d.archivos.every((a) => a.autor === null)).toBe(true);
      expect(d.historial.filter((e) => e.tipo === 'archivo').map((e) => e.actor)).toEqual([null, null, null]);
    });

    test('simultaneous uploads never take more than the token allows', async () => {
      const f = await api.filed('solicitud', filingBody(t, 'solicitud'));
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => api.upload(f.id, f.uploadToken, PDF, `doc${i}.pdf`)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(PUBLIC_FILES_MAX);
      expect(answers.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 400 && r.json().code === 'citizen.too_many_files')).toBe(true);
      expect((await staffDetail(f.id, 'solicitud')).archivos).toHaveLength(PUBLIC_FILES_MAX);
    });

    test('SVG or text → 400 case.file_type on archivo; a PDF on a reporte too; the token keeps its files', async () => {
      const f = await api.filed('reporte', filingBody(t, 'reporte'));
      for (const bytes of [SVG, Buffer.from('solo texto, nada de imagen'), PDF]) {
        const res = await api.upload(f.id, f.uploadToken, bytes, 'x.png');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'case.file_type', field: 'archivo' });
      }
      const big = await api.upload(f.id, f.uploadToken, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
      expect(big.statusCode).toBe(400);
      expect(big.json()).toMatchObject({ code: 'case.file_size', field: 'archivo' });
      const row = await env.app.db.selectFrom('public_uploads').select('remaining').where('case_id', '=', f.id).executeTakeFirstOrThrow();
      expect(row.remaining).toBe(PUBLIC_FILES_MAX);
    });

    test('a token of another case, a made-up token or another cliente’s slug → 403 upload_token', async () => {
      const a = await api.filed('reporte', filingBody(t, 'reporte'));
      const b = await api.filed('reporte', filingBody(t, 'reporte'));
      const cases = [
        await api.upload(b.id, a.uploadToken, PNG),
        await api.upload(a.id, 'inventado-inventado-inventado', PNG),
        await publicApi(env, other.slug).upload(a.id, a.uploadToken, PNG),
      ];
      for (const res of cases) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'citizen.upload_token' });
      }
      expect((await staffDetail(a.id)).archivos).toEqual([]);
      expect((await staffDetail(b.id)).archivos).toEqual([]);
    });

    test('the token travels only in its header: in the query string → 400 naming x-upload-token, nothing stored', async () => {
      const f = await api.filed('reporte', filingBody(t, 'reporte'));
      const res = await env.inject({
        method: 'POST',
        url: `${publicPath(PUBLIC_PATHS.fileUpload, { cliente: t.slug, id: f.id })}?${new URLSearchParams({ nombre: 'foto.png', token: f.uploadToken })}`,
        payload: PNG,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', field: UPLOAD_TOKEN_HEADER });
      expect((await staffDetail(f.id)).archivos).toEqual([]);
    });

    test('the token expires after its hour → 403 upload_token', async () => {
      const f = await api.filed('reporte', filingBody(t, 'reporte'));
      env.clock.advance(PUBLIC_UPLOAD_TOKEN_MINUTES * 60_000 - 1000);
      expect((await api.upload(f.id, f.uploadToken, PNG)).statusCode).toBe(201);
      env.clock.advance(2000);
      const late = await api.upload(f.id, f.uploadToken, PNG);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ code: 'citizen.upload_token' });
    });
  });
});
