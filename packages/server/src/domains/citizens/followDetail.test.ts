import { PublicCase } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { JPEG, PDF, PNG, UBICACION, caseApi, type CaseTenant } from '../../testing/caseApi';
import { PERSONA, filingBody, type PublicApi, openCitizensSuite } from './citizens.testkit';

/* Issue 24: the follow page shows what the citizen filed, where, by when, and the public photos, behind signed links. */
describe.each(testDatabases())('the follow detail and its public photos on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let other: CaseTenant;
  let api: PublicApi;
  beforeAll(async () => ({ env, t, other, api } = await openCitizensSuite(db, 'detalle', 'ajeno')));
  afterAll(() => env.close());

  const followed = async (folio: string, codigo: string) => PublicCase.parse((await api.followWithCode(folio, codigo)).json());
  const get = (url: string) => env.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

  test('with its code: description, place, colonia, due date; the citizen’s photos and those of public notes, never internal ones or documents', async () => {
    const f = await api.filed('reporte', filingBody(t, 'reporte'));
    expect((await api.upload(f.id, f.uploadToken, PNG, 'bache.png')).statusCode).toBe(201);
    const staff = caseApi(env, t.clerk, 'reporte');
    const internal = (await staff.upload(f.id, JPEG, 'interna.jpg')).json() as { id: string };
    const forNote = (await staff.upload(f.id, JPEG, 'reparado.jpg')).json() as { id: string };
    expect((await staff.note(f.id, { texto: 'Así quedó', publica: true, archivoIds: [forNote.id] })).statusCode).toBe(200);

    const pc = await followed(f.folio, f.codigo);
    const staffView = (await staff.detail(f.id)).json() as { dueAt: string; colonia: { nombre: string } | null };
    expect(pc.detalle).toMatchObject({
      descripcion: 'Bache profundo frente a la escuela primaria',
      ubicacion: UBICACION,
      direccion: PERSONA.direccion,
      colonia: staffView.colonia?.nombre ?? null,
      dueAt: staffView.dueAt,
    });
    expect(pc.detalle!.fotos.map((p) => p.nombre)).toEqual(['bache.png', 'reparado.jpg']);
    expect(pc.detalle!.fotos.map((p) => p.id)).not.toContain(internal.id);

    const photo = await get(pc.detalle!.fotos[0]!.url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect(photo.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    // without the code, no detail and so no links
    expect(PublicCase.parse((await api.follow(f.folio)).json()).detalle).toBeNull();
  });

  test('a solicitud’s documents (PDF) are never public, even on a public note', async () => {
    const s = await api.filed('solicitud', filingBody(t, 'solicitud'));
    expect((await api.upload(s.id, s.uploadToken, PDF, 'ine.pdf')).statusCode).toBe(201);
    const staff = caseApi(env, t.clerk, 'solicitud');
    const oficio = (await staff.upload(s.id, PDF, 'oficio.pdf')).json() as { id: string };
    expect((await staff.note(s.id, { texto: 'Te enviamos el oficio', publica: true, archivoIds: [oficio.id] })).statusCode).toBe(200);
    expect((await followed(s.folio, s.codigo)).detalle!.fotos).toEqual([]);
  });

  test('a photo link works only as signed, for its file and cliente, until it expires; an internal photo has no link at all', async () => {
    const f = await api.filed('reporte', filingBody(t, 'reporte'));
    await api.upload(f.id, f.uploadToken, PNG, 'a.png');
    await api.upload(f.id, f.uploadToken, PNG, 'b.png');
    const staff = caseApi(env, t.clerk, 'reporte');
    const internal = (await staff.upload(f.id, JPEG, 'interna.jpg')).json() as { id: string };
    const [a, b] = (await followed(f.folio, f.codigo)).detalle!.fotos;
    const url = new URL(a!.url);
    const sig = url.searchParams.get('s')!;
    const tampered = [
      a!.url.replace(sig, `${sig.slice(0, -2)}AA`),
      a!.url.replace(`e=${url.searchParams.get('e')}`, `e=${Number(url.searchParams.get('e')) + 60}`),
      // b's signature on a's file, and on an internal photo
      a!.url.replace(a!.id, b!.id),
      a!.url.replace(a!.id, internal.id),
      // the same link under another cliente's slug
      a!.url.replace(`/${t.slug}/`, `/${other.slug}/`),
      a!.url.split('?')[0]!,
    ];
    for (const bad of tampered) {
      const res = await get(bad);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toMatch(/^image\//);
    }
    expect((await get(a!.url)).statusCode).toBe(200);
    env.clock.advance(61 * 60_000);
    expect((await get(a!.url)).json()).toMatchObject({ statusCode: 404, code: 'citizen.photo_not_found' });
  });
});
