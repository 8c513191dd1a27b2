import { BT_FOLIO_PATTERN, BT_FOTO_MAX_BYTES, BT_VIGENCIA_MESES_DEFAULT } from '@sig/shared/contract';
import { insertHabitante } from '../../testing/habitantes';
import { USER_PASSWORD, openAdminSuite, makeUser, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { btApi, btRoles, cardSetup, photoPng, sha256 } from './bettaid.testkit';

const DAY_MS = 86_400_000;

/** Templates and cards through the staff API: issue, supersede, change, revoke, list and history. */
describe.each(testDatabases())('BettaID cards on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  let editor: string;
  const email = `credenciales.${db}@demo.sig`;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
    await btRoles(env, env.demoId);
    editor = await makeUser(env, email, 'Credenciales');
  });
  afterAll(() => env.close());

  const rows = (id: string) => env.app.db.selectFrom('bt_credenciales').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('templates', () => {
    test('made with defaults, changed with their version (409 when stale), bad input names the field and changes nothing', async () => {
      const api = btApi(env, editor);
      const made = await api.crearPlantilla({ nombre: 'Credencial de adulto mayor', orientacion: 'vertical', campos: ['nombre', 'curp', 'colonia', 'vigencia'] });
      expect(made.statusCode).toBe(201);
      const p = made.json();
      expect(p).toMatchObject({ orientacion: 'vertical', vigenciaMeses: BT_VIGENCIA_MESES_DEFAULT, activa: true, version: 1, logoSha256: null, vigentes: 0, campos: ['nombre', 'curp', 'colonia', 'vigencia'] });
      expect(p.colores.primario).toMatch(/^#[0-9a-f]{6}$/);

      const changed = await api.editarPlantilla(p.id, { colores: { primario: '#003366', secundario: '#ffffff', texto: '#111111' }, vigenciaMeses: 12, version: 1 });
      expect(changed.json()).toMatchObject({ colores: { primario: '#003366' }, vigenciaMeses: 12, version: 2, nombre: 'Credencial de adulto mayor' });
      expect((await api.editarPlantilla(p.id, { nombre: 'Tarde', version: 1 })).json()).toMatchObject({ statusCode: 409, code: 'bettaid.stale' });

      for (const [body, field] of [
        [{ colores: { primario: 'rojo', secundario: '#ffffff', texto: '#000000' }, version: 2 }, 'colores.primario'],
        [{ campos: ['nombre', 'nombre'], version: 2 }, 'campos'],
        [{ campos: ['telefono'], version: 2 }, 'campos.0'],
        [{ vigenciaMeses: 0, version: 2 }, 'vigenciaMeses'],
        [{ orientacion: 'diagonal', version: 2 }, 'orientacion'],
      ] as const) {
        const res = await api.editarPlantilla(p.id, body);
        expect(res.statusCode).toBe(400);
        expect(JSON.stringify(res.json())).toContain(field);
      }
      expect((await api.crearPlantilla({})).statusCode).toBe(400);
      expect((await api.plantilla(p.id)).json()).toMatchObject({ version: 2, vigenciaMeses: 12 });
      // the master admin passes without the role
      expect((await btApi(env, admin).plantilla(p.id)).json()).toMatchObject({ version: 2 });
    });

    test('a logo of its own (sniffed, sized) replaces the cliente’s on its cards', async () => {
      const api = btApi(env, editor);
      const p = (await api.crearPlantilla({ nombre: 'Con logo' })).json();
      const logo = photoPng(120, 120);
      const res = await api.subirLogo(p.id, p.version, logo);
      expect(res.json()).toMatchObject({ logoSha256: sha256(logo), version: p.version + 1 });
      expect(res.json().logoUrl).toContain(`/plantillas/${p.id}/logo`);
      expect((await api.subirLogo(p.id, p.version + 1, Buffer.from('no es una imagen'))).json()).toMatchObject({ statusCode: 400, code: 'bettaid.file_type' });
      expect((await api.plantilla(p.id)).json()).toMatchObject({ logoSha256: sha256(logo), version: p.version + 1 });
    });

    test('the list pages on the server and filters by name and state', async () => {
      const api = btApi(env, editor);
      for (const n of ['Lista uno', 'Lista dos', 'Lista tres']) expect((await api.crearPlantilla({ nombre: n, activa: n !== 'Lista tres' })).statusCode).toBe(201);
      const page = (await api.plantillas('?q=lista&pageSize=2')).json();
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page.items).toHaveLength(2);
      expect((await api.plantillas('?q=lista&activa=false')).json().items.map((p: { nombre: string }) => p.nombre)).toEqual(['Lista tres']);
      expect((await api.plantillas('?pageSize=1000')).statusCode).toBe(400);
    });
  });

  describe('cards', () => {
    test('the demo starts with a template and three cards of its registry, the third revoked', async () => {
      const res = (await btApi(env, admin).list('?plantillaId=demo-credencial')).json();
      expect(res.total).toBe(3);
      expect(res.items.map((c: { estado: string }) => c.estado).sort()).toEqual(['revocada', 'vigente', 'vigente']);
      expect((await btApi(env, admin).plantilla('demo-credencial')).json()).toMatchObject({ nombre: 'Credencial ciudadana', activa: true });
    });

    test('issued with photo and validity from the template, a folio per year, and a history with author and time', async () => {
      const { api, plantilla, habitante } = await cardSetup(env, editor, env.demoId, { vigenciaMeses: 24 });
      const foto = photoPng(150, 200);
      expect((await api.subirFoto(foto)).statusCode).toBe(201);
      expect((await api.subirFoto(foto)).statusCode).toBe(200);
      const res = await api.emitir({ plantillaId: plantilla.id, habitanteId: habitante.id, fotoSha256: sha256(foto) });
      expect(res.statusCode).toBe(201);
      const c = res.json();
      expect(c).toMatchObject({ estado: 'vigente', fotoSha256: sha256(foto), habitante: { id: habitante.id, nombreCompleto: 'Rosalba Quintero Díaz' }, plantilla: { id: plantilla.id }, version: 1 });
      expect(c.folio).toMatch(BT_FOLIO_PATTERN);
      expect(c.folio.startsWith('B-2026-')).toBe(true);
      // issued 2026-01-15 with 24 months: valid through 2028-01-15 in Mexico City (the end of that day there)
      expect(c.venceEn).toBe('2028-01-16T06:00:00.000Z');
      expect(c.token.startsWith(`SIG1.C.${env.demoId}.${plantilla.id}.${c.id}.`)).toBe(true);
      expect(c.qrUrl).toBe(`${env.config.publicUrl}/btid/${c.id}?s=${encodeURIComponent(c.token)}`);
      expect(c.historial).toEqual([expect.objectContaining({ tipo: 'emitida', autor: expect.objectContaining({ displayName: expect.any(String) }), at: env.clock.fn().toISOString() })]);
      expect(c.historial[0].autor.id).toBeTruthy();
    });

    test('a second card of the same template supersedes the first in one go (revoked as reemplazada); other templates are untouched', async () => {
      const { api, plantilla, habitante } = await cardSetup(env, editor, env.demoId);
      const otra = (await api.crearPlantilla({ nombre: 'Otra plantilla' })).json();
      const first = (await api.emitir({ plantillaId: plantilla.id, habitanteId: habitante.id })).json();
      env.clock.advance(1_000);
      const otherTemplate = (await api.emitir({ plantillaId: otra.id, habitanteId: habitante.id })).json();
      env.clock.advance(60_000);
      const second = (await api.emitir({ plantillaId: plantilla.id, habitanteId: habitante.id, venceEl: '2027-06-30' })).json();
      expect(second.folio).not.toBe(first.folio);
      expect(second.venceEn).toBe('2027-07-01T06:00:00.000Z');
      const old = (await api.get(first.id)).json();
      expect(old).toMatchObject({ estado: 'revocada', motivoRevocacion: 'reemplazada', reemplazadaPor: second.id, revocadaEn: env.clock.fn().toISOString(), version: 2 });
      expect(old.historial.map((e: { tipo: string }) => e.tipo)).toEqual(['emitida', 'revocada']);
      expect(old.historial[1].datos).toEqual({ motivo: 'reemplazada', reemplazadaPor: second.id });
      expect((await api.get(otherTemplate.id)).json().estado).toBe('vigente');
      const mine = (await api.habitante(habitante.id)).json();
      expect(mine.habitante).toMatchObject({ id: habitante.id, nombreCompleto: 'Rosalba Quintero Díaz' });
      expect(mine.credenciales.map((c: { id: string; estado: string }) => [c.id, c.estado])).toEqual([
        [second.id, 'vigente'],
        [otherTemplate.id, 'vigente'],
        [first.id, 'revocada'],
      ]);
      expect((await api.habitante(habitante.id, `?plantillaId=${plantilla.id}`)).json().credenciales).toHaveLength(2);
      const vigentes = await env.app.db.selectFrom('bt_credenciales').select('id').where('plantilla_id', '=', plantilla.id).where('habitante_id', '=', habitante.id).where('revocada_en', 'is', null).execute();
      expect(vigentes).toEqual([{ id: second.id }]);
    });

    test('issues racing for the same holder and template leave exactly one card standing', async () => {
      const { api, plantilla, habitante } = await cardSetup(env, editor, env.demoId);
      const results = await Promise.all(Array.from({ length: 10 }, () => api.emitir({ plantillaId: plantilla.id, habitanteId: habitante.id })));
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      const all = await env.app.db.selectFrom('bt_credenciales').selectAll().where('plantilla_id', '=', plantilla.id).execute();
      expect(all).toHaveLength(10);
      expect(all.filter((c) => c.revocada_en === null)).toHaveLength(1);
      expect(new Set(all.map((c) => c.folio)).size).toBe(10);
    });

    test('bad input is a 400 naming the field and writes nothing', async () => {
      const { api, plantilla, habitante } = await cardSetup(env, editor, env.demoId);
      const count = async () => Number((await env.app.db.selectFrom('bt_credenciales').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      const cases: [object, string, string?][] = [
        [{ plantillaId: plantilla.id, habitanteId: 'nadie' }, 'habitanteId', 'bettaid.habitante_not_found'],
        [{ plantillaId: 'ninguna', habitanteId: habitante.id }, 'plantillaId', 'bettaid.plantilla_not_found'],
        [{ plantillaId: plantilla.id, habitanteId: habitante.id, fotoSha256: 'a'.repeat(64) }, 'fotoSha256', 'bettaid.foto_not_found'],
        [{ plantillaId: plantilla.id, habitanteId: habitante.id, fotoSha256: 'xyz' }, 'fotoSha256'],
        [{ plantillaId: plantilla.id, habitanteId: habitante.id, venceEl: '2026-02-30' }, 'venceEl'],
        [{ plantillaId: plantilla.id, habitanteId: habitante.id, venceEl: '2026-01-14' }, 'venceEl', 'bettaid.vencimiento'],
        [{ plantillaId: plantilla.id, habitanteId: habitante.id, extra: 1 }, 'extra'],
      ];
      for (const [body, field, code] of cases) {
        const res = await api.emitir(body);
        expect(res.statusCode).toBe(400);
        expect(JSON.stringify(res.json())).toContain(field);
        if (code) expect(res.json().code).toBe(code);
      }
      const inactive = (await api.editarPlantilla(plantilla.id, { activa: false, version: plantilla.version })).json();
      expect((await api.emitir({ plantillaId: inactive.id, habitanteId: habitante.id })).json()).toMatchObject({ statusCode: 400, code: 'bettaid.plantilla_inactiva' });
      expect(await count()).toBe(before);
    });

    test('photos: the hash must be the bytes’, only images, within the size limit', async () => {
      const api = btApi(env, editor);
      const foto = photoPng(130, 130);
      expect((await api.subirFoto(foto, sha256(Buffer.from('otra cosa')))).json()).toMatchObject({ statusCode: 400, code: 'bettaid.hash' });
      const pdf = Buffer.from('%PDF-1.4 no es foto');
      expect((await api.subirFoto(pdf)).json()).toMatchObject({ statusCode: 400, code: 'bettaid.file_type' });
      const big = Buffer.concat([foto, Buffer.alloc(BT_FOTO_MAX_BYTES)]);
      expect((await api.subirFoto(big)).json()).toMatchObject({ statusCode: 400, code: 'bettaid.file_too_large' });
      const ok = await api.subirFoto(foto);
      expect(ok.json()).toEqual({ sha256: sha256(foto), mime: 'image/png', bytes: foto.length });
      const back = await api.foto(sha256(foto));
      expect(back.headers['content-type']).toBe('image/png');
      expect(back.rawPayload.equals(foto)).toBe(true);
    });

    test('validity and photo change with the version; the change is in the history; a revoked card changes no more', async () => {
      const { api, plantilla, habitante } = await cardSetup(env, editor, env.demoId);
      const c = (await api.emitir({ plantillaId: plantilla.id, habitanteId: habitante.id })).json();
      const foto = photoPng(140, 160);
      await api.subirFoto(foto);
      const changed = await api.editar(c.id, { venceEl: '2026-12-31', fotoSha256: sha256(foto), version: 1 });
      expect(changed.json()).toMatchObject({ venceEn: '2027-01-01T06:00:00.000Z', fotoSha256: sha256(foto), version: 2 });
      expect(changed.json().token).not.toBe(c.token);
      const ev = changed.json().historial.at(-1);
      expect(ev).toMatchObject({ tipo: 'editada', datos: { antes: { venceEn: c.venceEn, fotoSha256: null }, despues: { venceEn: '2027-01-01T06:00:00.000Z', fotoSha256: sha256(foto) } } });
      expect((await api.editar(c.id, { venceEl: '2027-12-31', version: 1 })).json()).toMatchObject({ statusCode: 409, code: 'bettaid.stale' });
      expect((await api.revocar(c.id, { motivo: 'Extravío reportado', version: 2 })).statusCode).toBe(200);
      expect((await api.editar(c.id, { venceEl: '2027-12-31', version: 3 })).json()).toMatchObject({ statusCode: 409, code: 'bettaid.revocada' });
    });

    test('revoking needs a reason, takes effect at once, is recorded with author, time and reason, and happens once', async () => {
      const { api, plantilla, habitante } = await cardSetup(env, editor, env.demoId);
      const c = (await api.emitir({ plantillaId: plantilla.id, habitanteId: habitante.id })).json();
      const before = await rows(c.id);
      const noReason = await api.revocar(c.id, { motivo: '', version: 1 });
      expect(noReason.statusCode).toBe(400);
      expect(JSON.stringify(noReason.json())).toContain('motivo');
      expect((await api.revocar(c.id, { version: 1 })).statusCode).toBe(400);
      expect(await rows(c.id)).toEqual(before);
      expect((await api.revocar(c.id, { motivo: 'Tarde', version: 7 })).json()).toMatchObject({ statusCode: 409, code: 'bettaid.stale' });
      env.clock.advance(5_000);
      const res = await api.revocar(c.id, { motivo: 'Credencial extraviada', version: 1 });
      expect(res.json()).toMatchObject({ estado: 'revocada', motivoRevocacion: 'Credencial extraviada', revocadaEn: env.clock.fn().toISOString() });
      const ev = res.json().historial.at(-1);
      expect(ev).toMatchObject({ tipo: 'revocada', datos: { motivo: 'Credencial extraviada' }, at: env.clock.fn().toISOString() });
      expect(ev.autor.id).toBe((await rows(c.id)).revocada_por);
      expect((await api.revocar(c.id, { motivo: 'Otra vez', version: 2 })).json()).toMatchObject({ statusCode: 409, code: 'bettaid.revocada' });
    });

    test('the list pages on the server and filters by state, template and name or folio', async () => {
      const { api, plantilla } = await cardSetup(env, editor, env.demoId);
      const people = await Promise.all(['Aurelio Campos', 'Beatriz Campos', 'Ciro Lemus'].map((n) => insertHabitante(env, env.demoId, { nombre: n.split(' ')[0], apellidos: n.split(' ')[1] })));
      const cards = [];
      for (const h of people) cards.push((await api.emitir({ plantillaId: plantilla.id, habitanteId: h.id, venceEl: '2026-01-20' })).json());
      await api.revocar(cards[2].id, { motivo: 'Baja del padrón', version: 1 });
      const q = `&plantillaId=${plantilla.id}`;
      expect((await api.list(`?estado=vigente${q}`)).json().total).toBe(2);
      expect((await api.list(`?estado=revocada${q}`)).json().items.map((c: { id: string }) => c.id)).toEqual([cards[2].id]);
      const paged = (await api.list(`?pageSize=1&page=2${q}`)).json();
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 1 });
      expect(paged.items).toHaveLength(1);
      expect((await api.list(`?q=campos${q}`)).json().total).toBe(2);
      expect((await api.list(`?q=${cards[0].folio}`)).json().items.map((c: { id: string }) => c.id)).toEqual([cards[0].id]);
      env.clock.advance(10 * DAY_MS);
      const later = btApi(env, await env.login(email, USER_PASSWORD));
      expect((await later.list(`?estado=vencida${q}`)).json().total).toBe(2);
      expect((await later.list(`?estado=vigente${q}`)).json().total).toBe(0);
      expect((await later.list('?estado=perdida')).statusCode).toBe(400);
    });
  });
});
