import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { BOT_PATHS, BOT_SIGNATURE_HEADER, BOT_SOCKET_EVENTS, CASE_PATHS, botPath, type BotConversation, type BotLiveMessage, type BotQueueChanged } from '@sig/shared/contract';
import type { Socket } from 'socket.io-client';
import { describeAccess } from '../../testing/describeAccess';
import { PNG } from '../../testing/fileBytes';
import { insertHabitante } from '../../testing/habitantes';
import { collect, connect, connected, listen, nextEvent } from '../../testing/sockets';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { identity } from '../../core';
import { DEMO_WEB_CHAT_ID, seedDemoBot } from './seed';
import { botApi, botCounts, botTenant, plainMessage, potholeFlow, sign, webChat, webhook, type BotTenant } from './bot.testkit';

/*
 * The bot's server tests, on one app per database (each app start is most of a file's time, more so on
 * PostgreSQL): the access matrix, then the doors strangers knock on (webhook, web chat), then the life cycle,
 * whose last test moves the clock a day and so comes last. Each part works in its own cliente.
 */
describe.each(testDatabases())('bot on %s', (db) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(db);
  });
  afterAll(() => env.close());

  /**
   * Every staff endpoint of the bot: no token, forged and revoked tokens, another cliente's token (the second
   * cliente has no `bot` product: 403 product.disabled), a role lacking the permission (Consulta for the contact
   * centre and contacts; an agent for the configuration, which needs admin). Then a cliente with the product
   * reaching for the demo's conversation (404, nothing changed), and the demo's own administrator.
   */
  describe('access', () => {
    let admin: string;
    let convId: string;
    let cannedId: string;
    beforeAll(async () => {
      admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      await identity.insertRole(env.app.db, env.demoId, 'Agente de chat', ['SigChatCenter', 'SigContactos']);
      const api = botApi(env, admin);
      const web = (await api.channel({ nombre: 'Chat demo', tipo: 'web' })).json();
      // the demo's published flow (demo seed): "Hablar con una persona" puts the conversation in the queue
      const chat = webChat(env, 'demo', web.id);
      convId = (await chat.start()).json().conversacionId;
      expect((await chat.send({ opcion: 3 })).json().estado).toBe('en_cola');
      cannedId = (await api.addCanned({ titulo: 'Saludo', texto: 'Hola' })).json().id;
    });

    const productOff = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
    const config = { lacking: { role: 'Agente de chat' }, otherCliente: productOff };
    const agent = { lacking: { role: 'Consulta' }, otherCliente: productOff };
    const contacts = agent;
    const P = BOT_PATHS;
    const conv = (template: string) => ({ url: () => botPath(template, { id: convId }), name: template });
    const flow = { saludo: 'Hola', inicio: 'p', nodos: [{ id: 'p', tipo: 'humano', texto: 'Un momento' }] };

    describeAccess(() => env, { method: 'GET', url: P.flujo, ...config });
    describeAccess(() => env, { method: 'PUT', url: P.flujo, payload: () => ({ flujo: flow, version: 99 }), ...config });
    describeAccess(() => env, { method: 'POST', url: P.validar, payload: () => ({ flujo: flow, version: 0 }), ...config });
    describeAccess(() => env, { method: 'POST', url: P.publicar, payload: () => ({ version: 99 }), ...config });
    describeAccess(() => env, { method: 'GET', url: P.canales, ...config });
    describeAccess(() => env, { method: 'POST', url: P.canales, payload: () => ({ nombre: 'Canal', tipo: 'web' }), ...config });
    describeAccess(() => env, { method: 'GET', url: P.ajustes, ...agent });
    describeAccess(() => env, { method: 'PUT', url: P.ajustes, payload: () => ({ maxPorAgente: 3, version: 99 }), ...config });
    describeAccess(() => env, { method: 'GET', url: P.plantillas, ...agent });
    describeAccess(() => env, { method: 'POST', url: P.plantillas, payload: () => ({ nombre: 'P', texto: 'T', aprobada: true }), ...config });
    describeAccess(() => env, { method: 'GET', url: P.respuestas, ...agent });
    describeAccess(() => env, { method: 'POST', url: P.respuestas, payload: () => ({ titulo: 'R', texto: 'T' }), ...agent });
    describeAccess(() => env, { method: 'PUT', url: () => botPath(P.respuesta, { id: cannedId }), name: P.respuesta, payload: () => ({ titulo: 'Saludo', texto: 'Hola' }), ...agent });
    describeAccess(() => env, { method: 'DELETE', url: () => botPath(P.respuesta, { id: 'no-existe' }), name: P.respuesta, ...agent });
    describeAccess(() => env, { method: 'GET', url: P.cola, ...agent });
    describeAccess(() => env, { method: 'POST', url: P.autoasignar, ...agent });
    describeAccess(() => env, { method: 'GET', url: P.mias, ...agent });
    describeAccess(() => env, { method: 'GET', ...conv(P.conversacion), ...agent });
    describeAccess(() => env, { method: 'POST', ...conv(P.tomar), ...agent });
    describeAccess(() => env, { method: 'POST', ...conv(P.transferir), payload: () => ({ agenteId: 'nadie' }), ...agent });
    describeAccess(() => env, { method: 'POST', ...conv(P.mensajes), payload: () => ({ texto: 'Hola' }), ...agent });
    describeAccess(() => env, { method: 'POST', ...conv(P.leido), ...agent });
    describeAccess(() => env, { method: 'POST', ...conv(P.cerrar), payload: () => ({ motivo: 'otro' }), ...agent });
    describeAccess(() => env, { method: 'GET', url: P.metricas, ...agent });
    describeAccess(() => env, { method: 'GET', url: P.contactos, ...contacts });
    describeAccess(() => env, { method: 'GET', url: () => botPath(P.contacto, { id: 'no-existe' }), name: P.contacto, ...contacts });

    test('a cliente with its own bot reads and changes none of the demo’s conversations, contacts or answers', async () => {
      const other = await botTenant(env, 'ajeno');
      const before = await env.app.db.selectFrom('bot_conversations').selectAll().where('id', '=', convId).executeTakeFirstOrThrow();
      const a = botApi(env, other.agent1);
      const calls = [a.detail(convId), a.take(convId), a.transfer(convId, other.agent2Id), a.send(convId, { texto: 'Hola' }), a.read(convId), a.close(convId, { motivo: 'spam' })];
      for (const res of await Promise.all(calls)) expect(res.json()).toMatchObject({ statusCode: 404, code: 'bot.not_found' });
      expect((await a.queue()).json().items).toEqual([]);
      expect((await a.autoAssign()).json()).toMatchObject({ statusCode: 404, code: 'bot.queue_empty' });
      expect((await a.contacts()).json()).toMatchObject({ items: [], total: 0 });
      expect((await a.putCanned(cannedId, { titulo: 'Ajeno', texto: 'Ajeno' })).json()).toMatchObject({ statusCode: 404, code: 'bot.canned_not_found' });
      expect((await a.deleteCanned(cannedId)).json()).toMatchObject({ statusCode: 404 });
      expect((await botApi(env, other.admin).channels()).json().items).toEqual([]);
      expect(await env.app.db.selectFrom('bot_conversations').selectAll().where('id', '=', convId).executeTakeFirstOrThrow()).toEqual(before);
    });

    test('the demo’s administrator works every part; an agent works the centre but not the configuration', async () => {
      const api = botApi(env, admin);
      expect((await api.flow()).statusCode).toBe(200);
      expect((await api.queue()).json().items.map((i: { conversacion: { id: string } }) => i.conversacion.id)).toEqual([convId]);
      expect((await api.contacts('?filtro=all')).json().total).toBe(1);
      // over the demo seed's draft (its version 1)
      expect((await api.saveDraft({ saludo: 'x', inicio: 'p', nodos: [{ id: 'p', tipo: 'humano', texto: 'y' }] }, 1)).statusCode).toBe(200);
    });
  });

  /**
   * The doors strangers knock on. The webhook: a bad signature is 401 and writes nothing; a replayed provider
   * message id is stored once; a 1 MB body is 413 and malformed JSON 400, never a 500. The WhatsApp-shaped
   * adapter posts replies to a stand-in of the Cloud API started here. The web chat: its token opens only its
   * own conversation, and nothing of a contact's personal data is in its answers.
   */
  /** The demo seed's bot: a published flow and a web channel, so the demo's public chat files a reporte out of the box. */
  describe('demo bot', () => {
    it('is published on the web channel web-demo, files a reporte of a demo tipo, and is seeded once', async () => {
      const admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const api = botApi(env, admin);
      const flow = (await api.flow()).json();
      expect(flow.publicada.version).toBe(1);
      expect(flow.validacion.valido).toBe(true);
      expect((await api.channels()).json().items.filter((c: { id: string }) => c.id === DEMO_WEB_CHAT_ID)).toEqual([expect.objectContaining({ tipo: 'web', activo: true })]);

      const chat = webChat(env, 'demo', DEMO_WEB_CHAT_ID);
      const start = await chat.start();
      expect(start.statusCode).toBe(201);
      expect(start.json().mensajes.at(-1).opciones).toEqual(['Reportar un bache', 'Reportar una luminaria apagada', 'Hablar con una persona']);
      expect((await chat.send({ opcion: 1 })).json().mensajes.at(-1).texto).toContain('Comparte tu ubicación');
      expect((await chat.send({ ubicacion: { lat: 19.4326, lng: -99.1332 } })).json().mensajes.at(-1).texto).toContain('Envía una foto');
      const done = await chat.photo(PNG);
      expect(done.json().estado).toBe('cerrada');
      const folio = /Folio: (R-\d{4}-\d+)/.exec(done.json().mensajes.at(-1).texto as string)?.[1];
      expect(folio).toBeDefined();

      // a second run of the seed changes nothing
      await seedDemoBot(env.app.db, env.demoId, new Date(), (await identity.findUserByEmail(env.app.db, ADMIN_EMAIL))!.id);
      expect((await api.flow()).json().versiones).toHaveLength(1);
      expect((await api.channels()).json().items.filter((c: { id: string }) => c.id === DEMO_WEB_CHAT_ID)).toHaveLength(1);
    });
  });

  describe('webhook and web chat', () => {
    let t: BotTenant;
    let hook: { id: string; secreto: string };
    const received: { url: string; auth: string; body: { to: string; text: { body: string } } }[] = [];
    let standIn: Server;
    const mediaAsked: { url: string; auth: string }[] = [];

    beforeAll(async () => {
      standIn = createServer((req: IncomingMessage, res) => {
        // the Cloud API's media: GET /v20.0/{id} gives a URL, read with the same token
        if (req.method === 'GET') {
          mediaAsked.push({ url: req.url ?? '', auth: req.headers.authorization ?? '' });
          const port = (standIn.address() as AddressInfo).port;
          if (req.url === '/v20.0/media-ok') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: `http://127.0.0.1:${port}/files/media-ok` }));
          if (req.url === '/files/media-ok' && req.headers.authorization === 'Bearer token-de-prueba') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
          return void res.writeHead(404).end();
        }
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body: JSON.parse(body) });
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages: [{ id: `wamid.out.${received.length}` }] }));
        });
      });
      await new Promise<void>((ok) => standIn.listen(0, '127.0.0.1', ok));
      t = await botTenant(env, 'webhook');
      await botApi(env, t.admin).publishFlow(potholeFlow(t.tipos.Bache!));
      hook = (await botApi(env, t.admin).channel({ nombre: 'Proveedor', tipo: 'webhook' })).json();
    });
    afterAll(() => new Promise((ok) => standIn.close(ok)));

    test('a bad, missing or other channel’s signature is 401 and writes nothing; an unknown channel is 404', async () => {
      const other = (await botApi(env, t.admin).channel({ nombre: 'Otro proveedor', tipo: 'webhook' })).json();
      const before = await botCounts(env, t.id);
      const body = plainMessage('wamid.firma', '5215511110000', { texto: 'Hola' });
      for (const signature of ['sha256=' + '0'.repeat(64), '', 'md5=abc', sign(other.secreto, JSON.stringify(body))]) {
        const res = await webhook(env, hook.id, hook.secreto, body, signature);
        expect(res.json()).toMatchObject({ statusCode: 401, code: 'bot.bad_signature' });
      }
      // signed, then one byte changed
      const raw = JSON.stringify(body);
      expect((await webhook(env, hook.id, hook.secreto, raw.replace('Hola', 'Hole'), sign(hook.secreto, raw))).statusCode).toBe(401);
      expect((await webhook(env, 'no-existe', hook.secreto, body)).json()).toMatchObject({ statusCode: 404, code: 'bot.channel_not_found' });
      expect(await botCounts(env, t.id)).toEqual(before);
    });

    test('a replayed provider message id is stored once', async () => {
      const body = plainMessage('wamid.repetido', '5215522220000', { texto: 'Hola', nombre: 'Rosa' });
      const first = await webhook(env, hook.id, hook.secreto, body);
      expect(first.json()).toEqual({ recibidos: 1, nuevos: 1 });
      const after = await botCounts(env, t.id);
      const again = await Promise.all([webhook(env, hook.id, hook.secreto, body), webhook(env, hook.id, hook.secreto, body)]);
      for (const res of again) expect(res.json()).toEqual({ recibidos: 1, nuevos: 0 });
      expect(await botCounts(env, t.id)).toEqual(after);
      const rows = await env.app.db.selectFrom('bot_messages').select('id').where('provider_id', '=', 'wamid.repetido').execute();
      expect(rows).toHaveLength(1);
      // a new contact's first two messages at once: one contact, both messages, no error to the provider
      const both = await Promise.all([1, 2].map((i) => webhook(env, hook.id, hook.secreto, plainMessage(`wamid.par.${i}`, '5215544440000', { texto: `Mensaje ${i}` }))));
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      const contacts = await env.app.db.selectFrom('bot_contacts').select('id').where('external_id', '=', '5215544440000').execute();
      expect(contacts).toHaveLength(1);
      const stored = await env.app.db.selectFrom('bot_messages').select('provider_id').where('provider_id', 'in', ['wamid.par.1', 'wamid.par.2']).execute();
      expect(stored).toHaveLength(2);
    });

    test('a 1 MB body is 413, malformed JSON 400, a foreign shape 400; nothing written, never a 500', async () => {
      const before = await botCounts(env, t.id);
      const big = JSON.stringify({ messages: [{ id: 'x', from: '1', texto: 'a'.repeat(1024 * 1024) }] });
      const huge = await webhook(env, hook.id, hook.secreto, big);
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
      const broken = await webhook(env, hook.id, hook.secreto, '{"messages": [');
      expect(broken.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'body' });
      expect((await webhook(env, hook.id, hook.secreto, '{"hola": 1}')).json()).toMatchObject({ statusCode: 400, code: 'bot.bad_payload' });
      expect((await webhook(env, hook.id, hook.secreto, '')).statusCode).toBe(400);
      // malformed and unsigned: the signature is checked first
      expect((await webhook(env, hook.id, hook.secreto, '{"messages": [', 'sha256=00')).statusCode).toBe(401);
      const form = await env.inject({ method: 'POST', url: botPath(BOT_PATHS.webhook, { channelId: hook.id }), payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded', [BOT_SIGNATURE_HEADER]: sign(hook.secreto, 'a=1') } });
      expect(form.statusCode).toBe(400);
      expect(await botCounts(env, t.id)).toEqual(before);
    });

    test('the WhatsApp adapter posts the replies to the Cloud API (a local stand-in) with the channel’s token', async () => {
      const wa = await botApi(env, t.admin).channel({ nombre: 'WhatsApp', tipo: 'whatsapp', whatsapp: { baseUrl: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v20.0`, phoneNumberId: '10987', accessToken: 'token-de-prueba' } });
      expect(wa.statusCode).toBe(201);
      const { id, secreto } = wa.json();
      const body = {
        object: 'whatsapp_business_account',
        entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', contacts: [{ wa_id: '5215533330000', profile: { name: 'Luis' } }], messages: [{ id: 'wamid.wa1', from: '5215533330000', timestamp: '1', type: 'text', text: { body: 'Hola' } }] } }] }],
      };
      expect((await webhook(env, id, secreto, body)).json()).toEqual({ recibidos: 1, nuevos: 1 });
      await env.app.background.settle();
      expect(received.map((r) => [r.url, r.auth, r.body.to, r.body.text.body])).toEqual([
        ['/v20.0/10987/messages', 'Bearer token-de-prueba', '5215533330000', '¡Hola! Soy el asistente del municipio.'],
        ['/v20.0/10987/messages', 'Bearer token-de-prueba', '5215533330000', '¿Qué necesitas?\n1. Reportar un bache\n2. Hablar con una persona'],
      ]);
      const outbox = await env.app.db.selectFrom('bot_outbox').select(['estado', 'adapter']).where('channel_id', '=', id).execute();
      expect(outbox).toEqual([{ estado: 'enviado', adapter: 'whatsapp' }, { estado: 'enviado', adapter: 'whatsapp' }]);
      // the contact's name came from the provider; a delivery receipt (no messages) is accepted and stores nothing
      const receipt = { object: 'whatsapp_business_account', entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.out.1', status: 'delivered' }] } }] }] };
      expect((await webhook(env, id, secreto, receipt)).json()).toEqual({ recibidos: 0, nuevos: 0 });
      const contact = await env.app.db.selectFrom('bot_contacts').select('nombre').where('channel_id', '=', id).executeTakeFirstOrThrow();
      expect(contact.nombre).toBe('Luis');
    });

    test('a WhatsApp image for the photo step is fetched from the Cloud API (stand-in) and filed with the reporte; one it cannot fetch still answers the step', async () => {
      const wa = (await botApi(env, t.admin).channel({ nombre: 'WhatsApp fotos', tipo: 'whatsapp', whatsapp: { baseUrl: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v20.0`, phoneNumberId: '10987', accessToken: 'token-de-prueba' } })).json();
      let n = 0;
      const send = (from: string, message: object) =>
        webhook(env, wa.id, wa.secreto, { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', messages: [{ id: `wamid.img.${++n}`, from, timestamp: '1', ...message }] } }] }] });
      const text = (body: string) => ({ type: 'text', text: { body } });
      const image = (id: string) => ({ type: 'image', image: { id, mime_type: 'image/png' } });
      const folioOf = async (from: string) => {
        const conv = await env.app.db.selectFrom('bot_conversations as c').innerJoin('bot_contacts as k', 'k.id', 'c.contact_id').select('c.case_id').where('k.external_id', '=', from).where('k.channel_id', '=', wa.id).executeTakeFirstOrThrow();
        return env.app.db.selectFrom('case_files').select('tipo').where('case_id', '=', conv.case_id!).execute();
      };

      // an image out of turn (the menu asks for an option) is not fetched
      await send('5215544440001', text('Hola'));
      await send('5215544440001', image('media-ok'));
      expect(mediaAsked).toEqual([]);
      for (const m of [text('1'), text('Bache hondo en la avenida.'), { type: 'location', location: { latitude: 19.43, longitude: -99.14 } }, image('media-ok')]) await send('5215544440001', m);
      expect(mediaAsked.map((r) => [r.url, r.auth])).toEqual([
        ['/v20.0/media-ok', 'Bearer token-de-prueba'],
        ['/files/media-ok', 'Bearer token-de-prueba'],
      ]);
      expect(await folioOf('5215544440001')).toEqual([{ tipo: 'image/png' }]);

      // the provider has lost the image: the step is answered and the reporte filed, with no file
      for (const m of [text('Hola'), text('1'), text('Otro bache.'), { type: 'location', location: { latitude: 19.43, longitude: -99.14 } }, image('media-gone')]) await send('5215544440002', m);
      expect(await folioOf('5215544440002')).toEqual([]);
    });

    test('the web chat: the token opens its own conversation only; no personal data in its answers; unknown bots are 404', async () => {
      const web = (await botApi(env, t.admin).channel({ nombre: 'Web', tipo: 'web' })).json();
      expect(web.secreto).toBeNull();
      const a = webChat(env, t.slug, web.id);
      const b = webChat(env, t.slug, web.id);
      await a.start();
      await b.start();
      expect((await a.send({ opcion: 2 })).json()).toMatchObject({ estado: 'en_cola' });
      expect((await b.send({ texto: 'hola' }, a.token.slice(0, -1) + 'x')).json()).toMatchObject({ statusCode: 401, code: 'bot.chat_token' });
      expect((await b.send({ texto: 'hola' }, '')).statusCode).toBe(401);
      expect((await b.read(0)).json().mensajes.every((m: { texto: string }) => m.texto !== 'Hablar con una persona')).toBe(true);
      // the bot's own words in the chat's language (the flow's are the cliente's)
      const english = webChat(env, t.slug, web.id);
      await english.start('en');
      expect((await english.send({ opcion: 9 })).json().mensajes.map((m: { texto: string }) => m.texto)).toEqual(['9', "I didn't understand your answer.", '¿Qué necesitas?']);
      expect((await webChat(env, t.slug, web.id).start('xx')).statusCode).toBe(400);
      // another cliente's slug, or the webhook channel as a web chat: no such chat
      expect((await webChat(env, 'otro', web.id).start()).json()).toMatchObject({ statusCode: 404, code: 'bot.channel_not_found' });
      expect((await webChat(env, t.slug, hook.id).start()).statusCode).toBe(404);
      expect((await webChat(env, t.slug, web.id).send({ texto: 'x' }, b.token)).statusCode).toBe(200);
      // an agent answers; the citizen reads it since the last seq, and sees no agent's or contact's data
      const conv = (await botApi(env, t.agent1).queue()).json().items.find((i: { conversacion: { contacto: { canal: string } } }) => i.conversacion.contacto.canal === 'web').conversacion;
      await botApi(env, t.agent1).take(conv.id);
      const seen = (await a.read(0)).json().mensajes.length;
      await botApi(env, t.agent1).send(conv.id, { texto: 'Hola, soy del municipio.' });
      const fresh = await a.read(seen);
      expect(fresh.json()).toEqual({ estado: 'asignada', mensajes: [expect.objectContaining({ autor: 'agente', texto: 'Hola, soy del municipio.' })] });
      expect(fresh.body).not.toMatch(/Ana Agente|agente_id|telefono|@/);
    });
  });

  /**
   * The contact centre live, through the realtime domain's emit path (which the Redis adapter carries across
   * nodes): the queue's changes reach the cliente's agents and nobody else; a conversation taken or transferred
   * reaches its new agent; the contact's messages reach the agent who has the conversation.
   */
  describe('live', () => {
    let t: BotTenant;
    let hook: { id: string; secreto: string };
    let url: string;
    const open: Socket[] = [];
    const socket = async (token: string) => {
      const s = connect(url, { token });
      open.push(s);
      return connected(s);
    };
    beforeAll(async () => {
      t = await botTenant(env, 'vivo');
      await botApi(env, t.admin).publishFlow(potholeFlow(t.tipos.Bache!));
      hook = (await botApi(env, t.admin).channel({ nombre: 'Proveedor', tipo: 'webhook' })).json();
      url = await listen(env.app);
    });
    afterAll(() => {
      for (const s of open.splice(0)) s.close();
    });

    test('queue, assignment, transfer and messages reach the right agents’ sockets', async () => {
      const [a1, a2, viewer] = [await socket(t.agent1), await socket(t.agent2), await socket(t.viewer)];
      const viewerHeard = collect(viewer, BOT_SOCKET_EVENTS.cola, 1500);
      const say = (id: string, texto: string) => webhook(env, hook.id, hook.secreto, plainMessage(id, '5215577770000', { texto }));
      await say('wamid.vivo.1', 'Hola');
      const queued = nextEvent<BotQueueChanged>(a2, BOT_SOCKET_EVENTS.cola, (e) => e.estado === 'en_cola');
      await say('wamid.vivo.2', '2');
      const { conversacionId, esperando } = await queued;
      expect(esperando).toBe(1);

      const mine = nextEvent<BotConversation>(a1, BOT_SOCKET_EVENTS.asignada, (c) => c.id === conversacionId);
      const taken = nextEvent<BotQueueChanged>(a2, BOT_SOCKET_EVENTS.cola, (e) => e.estado === 'asignada');
      await botApi(env, t.agent1).take(conversacionId);
      expect(await mine).toMatchObject({ estado: 'asignada', agente: { id: t.agent1Id } });
      expect(await taken).toMatchObject({ esperando: 0, conversacionId });

      const message = nextEvent<BotLiveMessage>(a1, BOT_SOCKET_EVENTS.mensaje, (m) => m.conversacionId === conversacionId);
      await say('wamid.vivo.3', 'Se cayó un árbol');
      expect(await message).toMatchObject({ noLeidos: 1, mensaje: { autor: 'contacto', texto: 'Se cayó un árbol' } });

      const arrived = nextEvent<BotConversation>(a2, BOT_SOCKET_EVENTS.asignada, (c) => c.id === conversacionId);
      await botApi(env, t.agent1).transfer(conversacionId, t.agent2Id);
      expect(await arrived).toMatchObject({ agente: { id: t.agent2Id } });
      const forA2 = nextEvent<BotLiveMessage>(a2, BOT_SOCKET_EVENTS.mensaje, (m) => m.conversacionId === conversacionId);
      const a1After = collect<BotLiveMessage>(a1, BOT_SOCKET_EVENTS.mensaje, 800);
      await say('wamid.vivo.4', '¿Siguen ahí?');
      expect(await forA2).toMatchObject({ mensaje: { texto: '¿Siguen ahí?' } });
      expect(await a1After).toEqual([]);
      expect(await viewerHeard).toEqual([]);
    });
  });

  /**
   * The bot from the citizen's first message to a filed reporte, and the contact centre's work: the queue,
   * taking, answering, transferring, closing, the per-agent cap, the 24-hour window; publishing keeps old
   * conversations on their version; a flow with a dead end is refused. One app for the file; the window test
   * moves the clock a day and comes last.
   */
  describe('life cycle', () => {
    let t: BotTenant;
    let webId: string;
    let hook: { id: string; secreto: string };
    let admin: ReturnType<typeof botApi>;
    let msgSeq = 0;
    const say = (from: string, texto: string) => webhook(env, hook.id, hook.secreto, plainMessage(`wamid.${++msgSeq}`, from, { texto }));

    beforeAll(async () => {
      t = await botTenant(env, 'ciclo');
      admin = botApi(env, t.admin);
      webId = (await admin.channel({ nombre: 'Chat del sitio', tipo: 'web' })).json().id;
      const created = await admin.channel({ nombre: 'WhatsApp municipal', tipo: 'webhook' });
      expect(created.statusCode).toBe(201);
      hook = created.json();
      expect(hook.secreto).toEqual(expect.any(String));
    });

    test('validation refuses a dead end, an option to nowhere, a reporte without place or tipo; such a flow cannot be published', async () => {
      const bad = {
        saludo: 'Hola',
        inicio: 'menu',
        nodos: [
          { id: 'menu', tipo: 'menu', texto: 'Elige', opciones: [{ etiqueta: 'Uno', siguiente: 'texto' }, { etiqueta: 'Dos', siguiente: 'fin' }] },
          { id: 'texto', tipo: 'texto', texto: 'Escribe', siguiente: 'texto' },
          { id: 'fin', tipo: 'reporte', texto: 'Listo', tipoId: 'no-existe' },
        ],
      };
      const check = (await admin.validate(bad)).json();
      expect(check.valido).toBe(false);
      expect(check.problemas.map((p: { nodo: string; codigo: string }) => `${p.nodo}:${p.codigo}`).sort()).toEqual(['fin:reporte_sin_ubicacion', 'fin:tipo', 'texto:sin_salida']);
      const nowhere = (await admin.validate({ ...bad, nodos: [{ id: 'menu', tipo: 'menu', texto: 'Elige', opciones: [{ etiqueta: 'Uno', siguiente: 'nada' }] }] })).json();
      expect(nowhere.problemas).toEqual([expect.objectContaining({ nodo: 'menu', codigo: 'siguiente' })]);

      const saved = await admin.saveDraft(bad, 0);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().validacion.valido).toBe(false);
      const refused = await admin.publish(saved.json().borrador.version);
      expect(refused.json()).toMatchObject({ statusCode: 400, code: 'bot.flow_invalid', field: 'flujo' });
      expect(refused.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'texto', code: 'sin_salida' })]));
      expect((await admin.flow()).json().publicada).toBeNull();
      // an editor working on an old copy is told, not overwritten
      expect((await admin.saveDraft(bad, 0)).json()).toMatchObject({ statusCode: 409, code: 'bot.stale' });
      // a field error names the field
      expect((await admin.saveDraft({ ...bad, inicio: '' }, 1)).json()).toMatchObject({ statusCode: 400 });
    });

    test('a web chat run to a filed reporte: options, text, location, photo; the folio and follow link; staff see it in the cases list', async () => {
      expect(await admin.publishFlow(potholeFlow(t.tipos.Bache!))).toBe(1);
      const chat = webChat(env, t.slug, webId);
      const start = await chat.start();
      expect(start.statusCode).toBe(201);
      expect(start.json().mensajes.map((m: { texto: string }) => m.texto)).toEqual(['¡Hola! Soy el asistente del municipio.', '¿Qué necesitas?']);
      expect(start.json().mensajes[1].opciones).toEqual(['Reportar un bache', 'Hablar con una persona']);

      expect((await chat.send({ opcion: 7 })).json().mensajes.map((m: { texto: string }) => m.texto)).toEqual(['7', 'No entendí tu respuesta.', '¿Qué necesitas?']);
      expect((await chat.send({ opcion: 1 })).json().mensajes.at(-1).texto).toBe('Describe el problema.');
      expect((await chat.send({ texto: 'Hay un bache enorme frente a la escuela primaria.' })).json().mensajes.at(-1).texto).toBe('Comparte la ubicación.');
      // a photo before the step that asks for one is refused and not stored
      expect((await chat.photo(PNG)).json()).toMatchObject({ statusCode: 409, code: 'bot.not_expected' });
      expect((await chat.send({ texto: 'no sé' })).json().mensajes.at(-2).texto).toBe('Comparte tu ubicación para continuar.');
      expect((await chat.send({ ubicacion: { lat: 19.4301, lng: -99.1402 } })).json().mensajes.at(-1).texto).toBe('Envía una foto (o escribe «no»).');
      const done = await chat.photo(PNG);
      expect(done.statusCode).toBe(200);
      expect(done.json().estado).toBe('cerrada');
      const last = done.json().mensajes.at(-1).texto as string;
      const folio = /Folio: (R-\d{4}-\d+)/.exec(last)?.[1];
      expect(folio).toBeDefined();
      expect(last).toContain(`/act/folio/${t.slug}/${folio}#codigo=`);
      // "since N" reads only what came after
      const all = (await chat.read(0)).json().mensajes;
      expect((await chat.read(all.length - 1)).json().mensajes).toEqual([all.at(-1)]);
      // a closed conversation takes no more messages
      expect((await chat.send({ texto: 'gracias' })).json()).toMatchObject({ statusCode: 409, code: 'bot.closed' });

      const list = (await env.inject({ method: 'GET', url: CASE_PATHS.reporte.list, token: t.admin })).json();
      const found = list.items.find((c: { folio: string }) => c.folio === folio);
      expect(found).toMatchObject({ folio, descripcion: 'Hay un bache enorme frente a la escuela primaria.' });
      const kase = await env.app.db.selectFrom('cases').select(['id', 'lat', 'origen_id']).where('folio', '=', folio!).where('cliente_id', '=', t.id).executeTakeFirstOrThrow();
      expect(kase.lat).toBeCloseTo(19.4301);
      const origen = await env.app.db.selectFrom('origenes').select('nombre').where('id', '=', kase.origen_id!).executeTakeFirstOrThrow();
      expect(['Chat web', 'Web']).toContain(origen.nombre);
      const files = await env.app.db.selectFrom('case_files').select('tipo').where('case_id', '=', kase.id).execute();
      expect(files).toEqual([{ tipo: 'image/png' }]);
    });

    test('publishing a new version leaves conversations in progress on theirs', async () => {
      const old = webChat(env, t.slug, webId);
      const oldId = (await old.start()).json().conversacionId as string;
      const v2 = potholeFlow(t.tipos.Bache!, 'Bienvenida, versión 2.');
      v2.nodos[0] = { id: 'menu', tipo: 'menu', texto: 'Menú nuevo', opciones: [{ etiqueta: 'Persona', siguiente: 'persona' }] };
      v2.nodos = v2.nodos.filter((n) => ['menu', 'persona'].includes(n.id));
      expect(await admin.publishFlow(v2)).toBe(2);
      // the old conversation still offers version 1's second option
      expect((await old.send({ opcion: 1 })).json().mensajes.at(-1).texto).toBe('Describe el problema.');
      const fresh = webChat(env, t.slug, webId);
      const started = (await fresh.start()).json();
      expect(started.mensajes.map((m: { texto: string }) => m.texto)).toEqual(['Bienvenida, versión 2.', 'Menú nuevo']);
      const flows = (await admin.flow()).json();
      expect(flows.versiones.map((v: { version: number }) => v.version)).toEqual([2, 1]);
      // who published each version, for the editor's list
      expect(flows.versiones[0].publishedBy).toEqual(flows.publicada.publishedBy);
      expect(flows.versiones[0].publishedBy?.id).toBeTruthy();
      // each conversation by its id (two started within the same millisecond have no order by time)
      const versionOf = async (id: string) => (await env.app.db.selectFrom('bot_conversations').select('flow_version').where('id', '=', id).executeTakeFirstOrThrow()).flow_version;
      expect([await versionOf(oldId), await versionOf(started.conversacionId)]).toEqual([1, 2]);
      await admin.publishFlow(potholeFlow(t.tipos.Bache!));
    });

    test('a contact is matched to the habitante whose phone the registry wrote with spaces, dashes and +52', async () => {
      const hab = await insertHabitante(env, t.id, { telefono: '+52 (771) 555-0101' });
      const other = await insertHabitante(env, t.id, { telefono: '771 555 0199' });
      await say('5217715550101', 'Hola');
      await say('7715550100', 'Hola');
      const all = (await botApi(env, t.agent1).contacts('?filtro=all&pageSize=100')).json();
      const byPhone = (p: string) => all.items.find((c: { telefono: string }) => c.telefono === p);
      expect(byPhone('5217715550101')).toMatchObject({ habitante: { id: hab.id, via: 'telefono' } });
      // one digit apart is somebody else: no match, not the nearest
      expect(byPhone('7715550100')).toMatchObject({ habitante: null });
      expect(other.id).not.toBe(hab.id);
    });

    let personConv = '';
    test('talk to a person → queue → take → answer → transfer → close, with unread counts, contacts, history and metrics', async () => {
      const hab = await insertHabitante(env, t.id, { telefono: '7711234567' });
      await say('5217711234567', 'Hola');
      const queued = await say('5217711234567', '2');
      expect(queued.json()).toEqual({ recibidos: 1, nuevos: 1 });
      const queue = (await botApi(env, t.agent1).queue()).json();
      expect(queue.items).toHaveLength(1);
      // the agents see the provider contact's number (the web chat's answers never carry it)
      expect(queue.items[0].conversacion.contacto.telefono).toBe('5217711234567');
      personConv = queue.items[0].conversacion.id;
      expect(queue.items[0]).toMatchObject({ esperaSegundos: 0, conversacion: { estado: 'en_cola', contacto: { canal: 'webhook' } } });

      const a1 = botApi(env, t.agent1);
      const a2 = botApi(env, t.agent2);
      env.clock.advance(90_000);
      expect((await a1.take(personConv)).json()).toMatchObject({ estado: 'asignada', agente: { id: t.agent1Id, displayName: 'Ana Agente' } });
      expect((await a2.take(personConv)).json()).toMatchObject({ statusCode: 409, code: 'bot.not_waiting' });
      expect((await a1.send(personConv, { texto: 'Buenas tardes, ¿en qué le ayudo?' })).json()).toMatchObject({ autor: 'agente', texto: 'Buenas tardes, ¿en qué le ayudo?' });
      await env.app.background.settle();
      const outbox = await env.app.db.selectFrom('bot_outbox').select(['destino', 'payload', 'adapter']).where('conversation_id', '=', personConv).orderBy('created_at').orderBy('id').execute();
      expect(outbox.at(-1)).toMatchObject({ destino: '5217711234567', adapter: 'outbox', payload: JSON.stringify({ text: 'Buenas tardes, ¿en qué le ayudo?' }) });

      // the contact writes: unread for the agent, nothing from the bot
      await say('5217711234567', 'Hay fuga de agua en mi calle');
      expect((await a1.mine()).json()).toMatchObject({ noLeidos: 1, items: [{ id: personConv, noLeidos: 1 }] });
      expect((await botApi(env, t.agent1).contacts('?filtro=unread')).json().items.map((c: { id: string }) => c.id)).toHaveLength(1);
      expect((await a1.read(personConv)).json().noLeidos).toBe(0);

      // canned answers fill their placeholders
      const canned = (await a1.addCanned({ titulo: 'Saludo', texto: 'Hola {{nombre}}, le atiende {{agente}}.' })).json();
      expect((await a1.send(personConv, { respuestaId: canned.id })).json().texto).toBe('Hola 5217711234567, le atiende Ana Agente.');
      expect((await a1.putCanned(canned.id, { titulo: 'Saludo', texto: 'Hola, {{agente}}.' })).json().texto).toBe('Hola, {{agente}}.');

      expect((await a1.transfer(personConv, t.agent2Id)).json()).toMatchObject({ agente: { id: t.agent2Id } });
      expect((await a1.send(personConv, { texto: 'sigo aquí' })).json()).toMatchObject({ statusCode: 409, code: 'bot.not_assigned' });
      expect((await a2.transfer(personConv, 'nadie')).json()).toMatchObject({ statusCode: 400, code: 'bot.agent_not_found', field: 'agenteId' });
      expect((await a2.close(personConv, { motivo: 'nunca' })).json()).toMatchObject({ statusCode: 400 });
      expect((await a2.close(personConv, { motivo: 'resuelto', nota: 'Se canalizó a agua potable.' })).json()).toMatchObject({ estado: 'cerrada', motivoCierre: 'resuelto' });

      const detail = (await a2.detail(personConv)).json();
      expect(detail.historial.map((e: { tipo: string }) => e.tipo)).toEqual(['iniciada', 'en_cola', 'asignada', 'transferida', 'cerrada']);
      expect(detail.historial[2]).toMatchObject({ actor: { id: t.agent1Id }, despues: { modo: 'tomada' } });
      expect(detail.mensajes.map((m: { autor: string }) => m.autor)).toEqual(['contacto', 'bot', 'bot', 'contacto', 'bot', 'agente', 'contacto', 'agente']);

      // contacts: linked to the habitante by phone, listed as closed; the metrics saw a first answer after 90 s
      const contacts = botApi(env, t.agent1);
      const closed = (await contacts.contacts('?filtro=closed')).json();
      const mine = closed.items.find((c: { telefono: string }) => c.telefono === '5217711234567');
      expect(mine).toMatchObject({ habitante: { id: hab.id, via: 'telefono', nombre: 'María Hernández Ruiz' }, ultimaConversacion: { estado: 'cerrada' } });
      expect((await contacts.contact(mine.id)).json().conversaciones).toHaveLength(1);
      expect((await contacts.contacts('?filtro=all&pageSize=1')).json()).toMatchObject({ page: 1, pageSize: 1, items: [expect.any(Object)] });
      const metrics = (await a1.metrics()).json();
      expect(metrics).toMatchObject({ esperandoAhora: 0, medianaPrimeraRespuestaSegundos: 90 });
      expect(metrics.porAgente).toEqual(expect.arrayContaining([expect.objectContaining({ agente: { id: t.agent2Id, displayName: 'Beto Agente' }, abiertas: 0, cerradasHoy: 1 })]));

      // a new message after closing starts a new conversation with the bot
      await say('5217711234567', 'Hola otra vez');
      const again = (await contacts.contact(mine.id)).json();
      expect(again.conversaciones.map((c: { estado: string }) => c.estado)).toEqual(['bot', 'cerrada']);
    });

    test('auto-assignment gives the oldest first and respects the per-agent cap', async () => {
      expect((await botApi(env, t.agent1).saveSettings({ maxPorAgente: 1, version: 0 })).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
      expect((await admin.saveSettings({ maxPorAgente: 1, version: 0 })).json()).toEqual({ maxPorAgente: 1, version: 1 });
      for (const from of ['5215500000001', '5215500000002']) {
        await say(from, 'Hola');
        env.clock.advance(1000);
        await say(from, 'Hablar con una persona');
      }
      const a1 = botApi(env, t.agent1);
      const a2 = botApi(env, t.agent2);
      const queue = (await a1.queue()).json().items.map((i: { conversacion: { id: string; contacto: { nombre: string } } }) => i.conversacion);
      expect(queue.map((c: { contacto: { nombre: string } }) => c.contacto.nombre)).toEqual(['5215500000001', '5215500000002']);
      expect((await a1.autoAssign()).json()).toMatchObject({ id: queue[0].id, agente: { id: t.agent1Id } });
      expect((await a1.autoAssign()).json()).toMatchObject({ statusCode: 409, code: 'bot.cap_reached' });
      expect((await a1.take(queue[1].id)).json()).toMatchObject({ statusCode: 409, code: 'bot.cap_reached' });
      expect((await a2.autoAssign()).json()).toMatchObject({ id: queue[1].id, agente: { id: t.agent2Id } });
      expect((await a1.transfer(queue[0].id, t.agent2Id)).json()).toMatchObject({ statusCode: 409, code: 'bot.cap_reached', field: 'agenteId' });
      await a2.close(queue[1].id, { motivo: 'spam' });
      expect((await a2.autoAssign()).json()).toMatchObject({ statusCode: 404, code: 'bot.queue_empty' });
      const detail = (await a1.detail(queue[0].id)).json();
      expect(detail.historial.find((e: { tipo: string }) => e.tipo === 'asignada').despues.modo).toBe('automatica');
    });

    test('outside 24 h since the contact last wrote only an approved template may be sent', async () => {
      const a1 = botApi(env, t.agent1);
      const conv = (await a1.mine()).json().items[0];
      expect(conv.ventanaAbierta).toBe(true);
      const draft = (await admin.template({ nombre: 'Borrador', texto: 'Sin aprobar {{1}}', aprobada: false })).json();
      const approved = (await admin.template({ nombre: 'Seguimiento', texto: 'Hola, seguimos con su caso {{1}}. Responda para continuar.', aprobada: true })).json();
      env.clock.advance(25 * 3600 * 1000);
      await t.signIn();
      const late = botApi(env, t.agent1);
      expect((await late.detail(conv.id)).json().ventanaAbierta).toBe(false);
      expect((await late.send(conv.id, { texto: '¿Sigue ahí?' })).json()).toMatchObject({ statusCode: 409, code: 'bot.window_closed' });
      expect((await late.send(conv.id, { plantillaId: draft.id, parametros: ['x'] })).json()).toMatchObject({ statusCode: 400, code: 'bot.template_not_found', field: 'plantillaId' });
      expect((await late.send(conv.id, { plantillaId: approved.id, parametros: ['R-1'] })).json()).toMatchObject({ tipo: 'plantilla', texto: 'Hola, seguimos con su caso R-1. Responda para continuar.' });
      // the contact answers: the window opens again
      await say('5215500000001', 'Sí, aquí sigo');
      expect((await late.send(conv.id, { texto: 'Gracias por responder.' })).statusCode).toBe(200);
    });
  });
});
