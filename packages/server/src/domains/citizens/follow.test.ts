import { CASE_PATHS, PUBLIC_PATHS, casePath, publicPath } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { caseApi, type CaseTenant } from '../../testing/caseApi';
import { PERSONA, curp, filingBody, openCitizensSuite, publicApi, registro, type PublicApi } from './citizens.testkit';

/* Issue 24: follow a folio by e-mail: double opt-in, a mail per public change, one-click unsubscribe, the registry's consent. */
describe.each(testDatabases())('following a folio by e-mail on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let other: CaseTenant;
  let api: PublicApi;
  beforeAll(async () => ({ env, t, other, api } = await openCitizensSuite(db, 'seguir', 'seguir-otro')));
  afterAll(() => env.close());

  const path = (template: string, params: Record<string, string> = {}, slug = t.slug) => publicPath(template, { cliente: slug, ...params });
  const subscribe = (folio: string, email: string, lang = 'es', slug = t.slug) => env.inject({ method: 'POST', url: path(PUBLIC_PATHS.followSubscribe, { folio }, slug), payload: { email, lang } });
  const confirm = (token: string, slug = t.slug) => env.inject({ method: 'POST', url: path(PUBLIC_PATHS.followConfirm, {}, slug), payload: { token } });
  /** Sends what the queue holds and answers the mails to `to`, oldest first. */
  const mailsTo = async (to: string) => {
    await env.app.mailQueue.drain();
    return (await env.outbox()).filter((m) => m.to === to);
  };
  const tokenIn = (text: string, what: 'confirmar' | 'baja') => decodeURIComponent(new RegExp(`#${what}=([^\\s]+)`).exec(text)?.[1] ?? '');
  const staff = () => caseApi(env, t.clerk, 'reporte');
  const est = (n: string) => t.estatus.reporte[n]!;

  test('double opt-in: nothing until confirmed; then each public change, in the follower’s language, with one-click unsubscribe', async () => {
    const f = await api.filed('reporte', filingBody(t, 'reporte'));
    const email = 'vecina.seguidora@correo.test';
    const asked = await subscribe(f.folio.toLowerCase(), ' Vecina.Seguidora@Correo.test ', 'en');
    expect(asked.statusCode).toBe(202);
    const [confirmation, ...rest] = await mailsTo(email);
    expect(rest).toEqual([]);
    expect(confirmation!.subject).toContain(`folio ${f.folio}`);
    expect(confirmation!.text).toContain('Confirm with this link');

    // not confirmed yet: a public note mails nobody
    await staff().note(f.id, { texto: 'Vamos en camino', publica: true });
    expect(await mailsTo(email)).toHaveLength(1);

    const ok = await confirm(tokenIn(confirmation!.text, 'confirmar'));
    expect(ok.json()).toEqual({ folio: f.folio });
    await staff().do(f.id, { accion: 'estatus', estatusId: est('Asignado'), comentario: 'Interno: la cuadrilla B' });
    await staff().note(f.id, { texto: 'Nota interna del caso', publica: false });
    await staff().note(f.id, { texto: 'Cuadrilla programada para el lunes', publica: true });
    const updates = (await mailsTo(email)).filter((m) => m.subject.includes(' · '));
    expect(updates.map((m) => m.subject)).toEqual([`Municipio seguir · Folio ${f.folio}: Asignado`, `Municipio seguir · Folio ${f.folio}: Asignado`]);
    expect(updates[0]!.text).toContain("The folio's status is now: Asignado.");
    expect(updates[1]!.text).toContain('Cuadrilla programada para el lunes');
    for (const m of updates) {
      expect(m.text).not.toMatch(/Interno|interna|Privado|Calle Oculta/);
      expect(m.text).toContain(`/act/folio/${t.slug}/${f.folio}`);
    }
    const queued = await env.app.db.selectFrom('mail_queue').select(['headers']).where('to_addr', '=', email).where('subject', 'like', '%Asignado%').execute();
    const headers = JSON.parse(queued[0]!.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!);

    // the mail client's one-click POST (RFC 8058), form-encoded
    const stop = await env.inject({ method: 'POST', url: `${oneClick.pathname}${oneClick.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(stop.json()).toEqual({ folio: f.folio });
    await staff().do(f.id, { accion: 'cerrar', estatusId: est('Atendido'), respuesta: 'Listo, quedó reparado' });
    expect(await mailsTo(email)).toHaveLength(3);
  });

  test('a habitante who files with an e-mail and consent follows the case: the closing answer reaches them once; without consent, nothing', async () => {
    const withConsent = await api.newHabitante(registro(curp('SEGA900101HDFRRN'), { email: 'con.consentimiento@correo.test' }));
    const f = await api.filed('reporte', filingBody(t, 'reporte', { habitanteId: withConsent.habitante.id }), withConsent.token);
    await staff().do(f.id, { accion: 'estatus', estatusId: est('Improcedente'), respuesta: 'Es propiedad privada: no corresponde al municipio.' });
    const mails = (await mailsTo('con.consentimiento@correo.test')).filter((m) => m.subject.includes(f.folio) && m.subject.includes('Improcedente'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Es propiedad privada: no corresponde al municipio.');
    expect(mails[0]!.text).toContain('El caso se cerró.');

    const refused = await api.newHabitante(registro(curp('SEGB900101HDFRRN'), { email: 'sin.consentimiento@correo.test', consentimiento: false }));
    const g = await api.filed('reporte', filingBody(t, 'reporte', { habitanteId: refused.habitante.id }), refused.token);
    // asking on the follow page answers as for anyone, and mails nothing
    expect((await subscribe(g.folio, 'sin.consentimiento@correo.test')).statusCode).toBe(202);
    await staff().do(g.id, { accion: 'estatus', estatusId: est('Asignado') });
    // (the receipt of their own filing, with its follow code, is not "contact": only follow mails are held back)
    expect((await mailsTo('sin.consentimiento@correo.test')).filter((m) => m.subject.includes(g.folio) && !m.subject.includes('tu reporte'))).toEqual([]);
  });

  test('bad input names the field and changes nothing; tokens work only for their purpose and cliente', async () => {
    const f = await api.filed('reporte', filingBody(t, 'reporte'));
    const before = await env.app.db.selectFrom('case_followers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect((await subscribe(f.folio, 'no-es-correo')).json()).toMatchObject({ statusCode: 400, field: 'email' });
    expect((await subscribe(f.folio, 'a@b.test', 'fr')).json()).toMatchObject({ statusCode: 400, field: 'lang' });
    expect((await subscribe('R-2026-999999', 'a@b.test')).json()).toMatchObject({ statusCode: 404, code: 'citizen.folio_not_found' });
    // another cliente does not have this folio's case
    expect((await subscribe(f.folio, 'a@b.test', 'es', other.slug)).statusCode).not.toBe(202);
    const after = await env.app.db.selectFrom('case_followers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    await subscribe(f.folio, 'tokens@correo.test');
    const token = tokenIn((await mailsTo('tokens@correo.test'))[0]!.text, 'confirmar');
    const stopWithConfirm = await env.inject({ method: 'POST', url: path(PUBLIC_PATHS.followStop), payload: { token } });
    expect(stopWithConfirm.json()).toMatchObject({ statusCode: 404, code: 'citizen.follow_link_invalid' });
    expect((await confirm(token, other.slug)).json()).toMatchObject({ statusCode: 404, code: 'citizen.follow_link_invalid' });
    expect((await confirm(`${token.slice(0, -3)}abc`)).json()).toMatchObject({ statusCode: 404 });
    expect((await confirm('x')).json()).toMatchObject({ statusCode: 400, field: 'token' });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  test('asking again re-sends the confirmation; an active follower is not asked again', async () => {
    const f = await api.filed('reporte', filingBody(t, 'reporte'));
    await subscribe(f.folio, 'dos.veces@correo.test');
    env.clock.advance(1000);
    await subscribe(f.folio, 'dos.veces@correo.test');
    const sent = await mailsTo('dos.veces@correo.test');
    expect(sent).toHaveLength(2);
    await confirm(tokenIn(sent[1]!.text, 'confirmar'));
    await subscribe(f.folio, 'dos.veces@correo.test');
    expect(await mailsTo('dos.veces@correo.test')).toHaveLength(2);
    expect(PERSONA.email).not.toBe('dos.veces@correo.test');
  });

  test('two nodes on one database: a change made on one reaches a follower once, whichever node sends', async () => {
    const second = await env.startNode();
    const f = await api.filed('reporte', filingBody(t, 'reporte'));
    const email = 'dos.nodos@correo.test';
    await subscribe(f.folio, email);
    await confirm(tokenIn((await mailsTo(email))[0]!.text, 'confirmar'));
    // the change through the second node; both nodes' queues then race for its mail
    const changed = await second.inject({
      method: 'POST',
      url: casePath(CASE_PATHS.reporte.action, f.id),
      headers: { authorization: `Bearer ${t.clerk}` },
      payload: { accion: 'estatus', estatusId: est('Asignado') },
    });
    expect(changed.statusCode).toBe(200);
    await Promise.all([env.app.mailQueue.drain(), second.mailQueue.drain(), env.app.mailQueue.drain(), second.mailQueue.drain()]);
    await second.background.settle();
    const updates = (await env.outbox()).filter((m) => m.to === email && m.subject.includes('Asignado'));
    expect(updates).toHaveLength(1);
  });
});
