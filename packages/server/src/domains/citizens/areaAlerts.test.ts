import { parseFeed } from '@rowanmanning/feed-parser';
import { PUBLIC_PATHS, publicPath } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { UBICACION } from '../../testing/tenants';
import { caseApi, type CaseTenant } from '../../testing/caseApi';
import { runAreaDigests } from '../cases';
import { PERSONA, curp, filingBody, openCitizensSuite, registro, type PublicApi } from './citizens.testkit';

/*
 * Issue 24, area alerts: follow a colonia or a radius (double opt-in, consent, one-click unsubscribe), the daily digest
 * (once per alert and local day, across nodes), and the Atom feed with the same filters.
 */
const HOUR = 3600_000;
/** About 5.5 km north of UBICACION: outside every radius. */
const FAR = { lat: UBICACION.lat + 0.05, lng: UBICACION.lng };
/** About 330 m north of UBICACION: inside 500 m, outside 250 m. */
const NEAR = { lat: UBICACION.lat + 0.003, lng: UBICACION.lng };

describe.each(testDatabases())('area alerts on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let other: CaseTenant;
  let api: PublicApi;
  beforeAll(async () => ({ env, t, other, api } = await openCitizensSuite(db, 'zonas', 'zonas-otro')));
  afterAll(() => env.close());

  const path = (template: string, slug = t.slug) => publicPath(template, { cliente: slug });
  /** Every test asks from its own address: the per-address limit of following is the case follow's. */
  const subscribe = (payload: object, remoteAddress: string, slug = t.slug) => env.inject({ method: 'POST', url: path(PUBLIC_PATHS.areaSubscribe, slug), payload, remoteAddress });
  const confirm = (token: string) => env.inject({ method: 'POST', url: path(PUBLIC_PATHS.areaConfirm), payload: { token } });
  const mailsTo = async (to: string) => {
    await env.app.mailQueue.drain();
    return (await env.outbox()).filter((m) => m.to === to);
  };
  const tokenIn = (text: string, what: 'confirmar-alerta' | 'baja-alerta') => decodeURIComponent(new RegExp(`#${what}=([^\\s]+)`).exec(text)?.[1] ?? '');
  const staff = () => caseApi(env, t.clerk, 'reporte');
  const fileAt = (place: { lat: number; lng: number }, tipo = 'Bache') => api.filed('reporte', filingBody(t, 'reporte', { ubicacion: place, tipoId: t.tipos.reporte[tipo]! }));
  const alertCount = async () => Number((await env.app.db.selectFrom('area_alerts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** Moves the test clock to the next 08:00 in Mexico City (14:00 UTC): digests are due. */
  const toNextMorning = () => {
    const now = env.clock.fn().getTime();
    const day = Math.floor(now / (24 * HOUR)) * 24 * HOUR;
    const target = day + 14 * HOUR;
    env.clock.advance((target > now ? target : target + 24 * HOUR) - now);
  };
  const digestsTo = async (to: string) => (await mailsTo(to)).filter((m) => m.subject.includes('Novedades') || m.subject.includes("What's new"));

  test('a radius: confirmed by its link, then one digest a day listing new reportes and public updates inside it, with one-click unsubscribe', async () => {
    const email = 'vecina.radio@correo.test';
    const pending = 'sin.confirmar@correo.test';
    const old = await fileAt(UBICACION);
    const asked = await subscribe({ email: ` ${email.toUpperCase()} `, lang: 'en', lat: UBICACION.lat, lng: UBICACION.lng, radio: 500 }, '10.24.0.1');
    expect(asked.statusCode).toBe(202);
    expect((await subscribe({ email: pending, lat: UBICACION.lat, lng: UBICACION.lng, radio: 500 }, '10.24.0.1')).statusCode).toBe(202);
    const [confirmation, ...rest] = await mailsTo(email);
    expect(rest).toEqual([]);
    expect(confirmation!.subject).toBe('Municipio zonas: confirm your area alert');
    expect(confirmation!.text).toContain('500 m around 19.43010, -99.14020');

    env.clock.advance(1000);
    expect((await confirm(tokenIn(confirmation!.text, 'confirmar-alerta'))).json()).toEqual({ colonia: null, radio: 500, tipos: [] });
    env.clock.advance(1000);
    const nuevo = await fileAt(NEAR);
    const lejos = await fileAt(FAR);
    await staff().note(old.id, { texto: 'Cuadrilla programada para el lunes', publica: true });
    await staff().note(old.id, { texto: 'Nota interna: llamar a Privado', publica: false });
    await staff().do(old.id, { accion: 'estatus', estatusId: t.estatus.reporte['Asignado']!, comentario: 'Interno: la cuadrilla B' });
    // 06:00 in Mexico City: before the digest hour
    expect(await runAreaDigests(env.app)).toBe(0);
    toNextMorning();
    expect(await runAreaDigests(env.app)).toBe(1);
    expect(await runAreaDigests(env.app)).toBe(0);
    const [digest, ...more] = await digestsTo(email);
    expect(more).toEqual([]);
    // an alert never confirmed gets no digest
    expect(await mailsTo(pending)).toHaveLength(1);
    expect(digest!.subject).toMatch(/^Municipio zonas · What's new in 500 m around 19\.43010, -99\.14020 \(2026-01-1\d\)$/);
    expect(digest!.text).toContain('New reports (1):');
    expect(digest!.text).toContain(`- ${nuevo.folio} · Bache · Recibido`);
    expect(digest!.text).toContain('Updates (1):');
    expect(digest!.text).toContain(`- ${old.folio} · Bache · Asignado`);
    expect(digest!.text).toContain('now: Asignado');
    expect(digest!.text).toContain('Note from the municipality: Cuadrilla programada para el lunes');
    expect(digest!.text).toContain(`/act/folio/${t.slug}/${nuevo.folio}`);
    expect(digest!.text).toContain(`/act/folio/${t.slug}/${old.folio}`);
    expect(digest!.text).not.toContain(lejos.folio);
    // no personal data, no internal notes, not even the description (the public map does not show it)
    for (const secret of [PERSONA.direccion, PERSONA.email, 'Privado', 'Interno', 'cuadrilla B', 'Bache profundo frente']) expect(digest!.text).not.toContain(secret);

    const [queued] = await env.app.db.selectFrom('mail_queue').select(['headers', 'dedupe_key']).where('to_addr', '=', email).where('dedupe_key', 'like', 'area-digest:%').execute();
    const headers = JSON.parse(queued!.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!);
    expect(oneClick.pathname).toBe(path(PUBLIC_PATHS.areaStop));

    // nothing new: nothing sent
    toNextMorning();
    expect(await runAreaDigests(env.app)).toBe(0);
    // the mail client's one-click POST (RFC 8058); then news there reach nobody
    const stop = await env.inject({ method: 'POST', url: `${oneClick.pathname}${oneClick.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(stop.json()).toEqual({ colonia: null, radio: 500, tipos: [] });
    await fileAt(UBICACION);
    toNextMorning();
    expect(await runAreaDigests(env.app)).toBe(0);
    expect(await digestsTo(email)).toHaveLength(1);
  });

  test('a colonia with chosen tipos; two nodes running the digest at once queue and send it once', async () => {
    const first = await fileAt(UBICACION);
    const [row] = await env.app.db.selectFrom('cases').select('colonia_id').where('id', '=', first.id).execute();
    // the colonia is derived from the point when filing
    const coloniaId = row!.colonia_id!;
    expect(coloniaId).toBeTruthy();
    const coloniaNombre = Object.entries(t.colonias).find(([, id]) => id === coloniaId)![0];
    const email = 'colonia.bache@correo.test';
    expect((await subscribe({ email, lang: 'es', colonia: coloniaId, tipos: [t.tipos.reporte['Bache']!] }, '10.24.0.2')).statusCode).toBe(202);
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.text).toContain(`la colonia ${coloniaNombre} (solo: Bache)`);
    env.clock.advance(1000);
    expect((await confirm(tokenIn(confirmation!.text, 'confirmar-alerta'))).json()).toEqual({ colonia: coloniaNombre, radio: null, tipos: ['Bache'] });
    env.clock.advance(1000);
    const bache = await fileAt(UBICACION);
    const luz = await fileAt(UBICACION, 'Alumbrado público');

    toNextMorning();
    const node = await env.startNode();
    const counts = await Promise.all([runAreaDigests(env.app), runAreaDigests(node), runAreaDigests(node), runAreaDigests(env.app)]);
    const alertId = (await env.app.db.selectFrom('area_alerts').select('id').where('email_key', '=', email).executeTakeFirstOrThrow()).id;
    const queued = await env.app.db.selectFrom('mail_queue').select('dedupe_key').where('dedupe_key', 'like', `area-digest:${alertId}:%`).execute();
    expect(queued).toHaveLength(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await Promise.all([env.app.mailQueue.drain(), node.mailQueue.drain()]);
    const digests = await digestsTo(email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toContain(`Novedades en la colonia ${coloniaNombre} (solo: Bache)`);
    expect(digests[0]!.text).toContain(bache.folio);
    expect(digests[0]!.text).not.toContain(luz.folio);
  });

  test('bad input is a 400 naming the field and writes nothing', async () => {
    const before = await alertCount();
    const ip = '10.24.0.3';
    const circle = { email: 'mala@correo.test', lat: UBICACION.lat, lng: UBICACION.lng };
    const field = async (payload: object, slug = t.slug) => (await subscribe(payload, ip, slug)).json() as { statusCode: number; field?: string; code?: string };
    expect(await field({ ...circle, radio: 100 })).toMatchObject({ statusCode: 400, field: 'radio' });
    expect(await field({ ...circle, radio: 2500 })).toMatchObject({ statusCode: 400, field: 'radio' });
    expect(await field({ ...circle, radio: 500.5 })).toMatchObject({ statusCode: 400, field: 'radio' });
    expect(await field(circle)).toMatchObject({ statusCode: 400, field: 'radio' });
    expect(await field({ email: 'mala@correo.test' })).toMatchObject({ statusCode: 400, field: 'colonia' });
    expect(await field({ ...circle, radio: 500, colonia: t.colonias['Centro'] })).toMatchObject({ statusCode: 400, field: 'colonia' });
    expect(await field({ ...circle, radio: 500, email: 'no-es-correo' })).toMatchObject({ statusCode: 400, field: 'email' });
    expect(await field({ ...circle, radio: 500, lang: 'fr' })).toMatchObject({ statusCode: 400, field: 'lang' });
    expect(await field({ email: 'mala@correo.test', colonia: 'no-existe' })).toMatchObject({ statusCode: 400, field: 'colonia', code: 'citizen.colonia_not_found' });
    // another cliente's colonia is unknown here
    expect(await field({ email: 'mala@correo.test', colonia: other.colonias['Centro'] })).toMatchObject({ statusCode: 400, field: 'colonia', code: 'citizen.colonia_not_found' });
    expect(await field({ ...circle, radio: 500, tipos: ['no-existe'] })).toMatchObject({ statusCode: 400, field: 'tipos', code: 'citizen.tipo_not_public' });
    expect(await field({ ...circle, radio: 500, tipos: [other.tipos.reporte['Bache']] })).toMatchObject({ statusCode: 400, field: 'tipos' });
    expect(await field({ ...circle, radio: 500, website: 'http://spam.test' })).toMatchObject({ statusCode: 400, code: 'citizen.rejected' });
    expect(await alertCount()).toBe(before);
    expect(await mailsTo('mala@correo.test')).toEqual([]);

    // tokens: a case follow's purpose or another cliente's path does not confirm an alert
    await subscribe({ ...circle, radio: 250, email: 'tokens.zona@correo.test' }, ip);
    const token = tokenIn((await mailsTo('tokens.zona@correo.test'))[0]!.text, 'confirmar-alerta');
    expect((await env.inject({ method: 'POST', url: path(PUBLIC_PATHS.areaStop), payload: { token } })).json()).toMatchObject({ statusCode: 404, code: 'citizen.alert_link_invalid' });
    expect((await env.inject({ method: 'POST', url: path(PUBLIC_PATHS.followConfirm), payload: { token } })).statusCode).toBe(404);
    expect((await env.inject({ method: 'POST', url: path(PUBLIC_PATHS.areaConfirm, other.slug), payload: { token } })).statusCode).toBe(404);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  test('whoever refused contact in the registry is answered the same and mailed nothing', async () => {
    const refused = 'sin.contacto.zona@correo.test';
    await api.newHabitante(registro(curp('ZONA900101HDFRRN'), { email: refused, consentimiento: false }));
    const before = await alertCount();
    expect((await subscribe({ email: refused, lat: UBICACION.lat, lng: UBICACION.lng, radio: 1000 }, '10.24.0.4')).statusCode).toBe(202);
    expect(await alertCount()).toBe(before);
    expect(await mailsTo(refused)).toEqual([]);
  });

  test('the per-address limit of following a folio holds for areas', async () => {
    const ask = (i: number) => subscribe({ email: `limite.${i}@correo.test`, lat: UBICACION.lat, lng: UBICACION.lng, radio: 250 }, '10.24.0.5');
    const max = env.app.limits.followPerAddress.max;
    for (let i = 0; i < max; i++) expect((await ask(i)).statusCode).toBe(202);
    expect((await ask(max)).statusCode).toBe(429);
  });

  test('the Atom feed: the newest public reportes with the same filters, hostile text escaped, read back by a feed parser', async () => {
    const hostile = `Bache <b> & "comillas" 'y' ]]> شارع الملك`;
    await env.app.db.updateTable('tipos_reporte').set({ nombre: hostile }).where('id', '=', t.tipos.reporte['Bache']!).execute();
    env.clock.advance(1000);
    const near = await fileAt(UBICACION);
    env.clock.advance(1000);
    const far = await fileAt(FAR);
    env.clock.advance(1000);
    const luz = await fileAt(UBICACION, 'Alumbrado público');
    const feedUrl = `${path(PUBLIC_PATHS.atom)}?lat=${UBICACION.lat}&lng=${UBICACION.lng}&radio=250&tipos=${encodeURIComponent(t.tipos.reporte['Bache']!)}`;
    const res = await env.inject({ method: 'GET', url: feedUrl, headers: { origin: 'https://periodico.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toContain('Bache &lt;b&gt; &amp; &quot;comillas&quot; &apos;y&apos; ]]&gt; شارع الملك');
    const feed = parseFeed(res.body).toJSON();
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
    expect(feed.title).toContain(hostile);
    expect(feed.self).toBe(`${env.config.publicUrl}${feedUrl}`);
    expect(feed.updated).not.toBeNull();
    const folios = feed.items.map((i) => i.title?.split(' · ')[0]);
    expect(folios[0]).toBe(near.folio);
    expect(folios).not.toContain(far.folio);
    expect(folios).not.toContain(luz.folio);
    const entry = feed.items[0]!;
    const page = `${env.config.publicUrl}/act/folio/${t.slug}/${near.folio}`;
    expect(entry).toMatchObject({ id: page, url: page, title: `${near.folio} · ${hostile}` });
    expect(entry.description).toBe(`Tipo: ${hostile}. Estatus: Recibido.${entry.description!.includes('Colonia') ? entry.description!.slice(entry.description!.indexOf(' Colonia')) : ''}`);
    expect(entry.categories[0]!.term).toBe(hostile);
    for (const secret of [PERSONA.direccion, 'Bache profundo frente']) expect(res.body).not.toContain(secret);

    // the whole cliente: at most the feed size, newest first
    const all = parseFeed((await env.inject({ method: 'GET', url: path(PUBLIC_PATHS.atom) })).body).toJSON();
    expect(all.items.length).toBeGreaterThan(3);
    expect(all.items.length).toBeLessThanOrEqual(50);
    expect(all.items[0]!.title).toContain(luz.folio);
    expect((await env.inject({ method: 'GET', url: `${path(PUBLIC_PATHS.atom)}?lat=19&lng=-99&radio=100` })).json()).toMatchObject({ statusCode: 400, field: 'radio' });
    expect((await env.inject({ method: 'GET', url: `${path(PUBLIC_PATHS.atom)}?colonia=${encodeURIComponent(other.colonias['Centro']!)}` })).json()).toMatchObject({ statusCode: 400, field: 'colonia' });
    // the colonias a citizen can follow: this cliente's only
    const colonias = (await env.inject({ method: 'GET', url: path(PUBLIC_PATHS.colonias) })).json() as { items: { id: string; nombre: string }[] };
    expect(colonias.items.map((c) => c.id)).toContain(t.colonias['Centro']);
    expect(colonias.items.map((c) => c.id)).not.toContain(other.colonias['Centro']);
  });
});
