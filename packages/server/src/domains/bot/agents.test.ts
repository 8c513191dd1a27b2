import type { LightMyRequestResponse } from 'fastify';
import { BOT_PATHS, type BotAgentsResponse } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { botApi, botTenant, potholeFlow, webChat } from './bot.testkit';

/*
 * GET agentes (issue 27, the contact centre's transfer): whom a conversation may go to. The access matrix
 * (no token, another cliente's token, a role without SigChatCenter), then what it lists: the cliente's active
 * staff holding SigChatCenter (the administrator holds every permission), with their open conversations
 * against the cap, and nobody of another cliente.
 */
describe.each(testDatabases())('bot agents on %s', (db) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(db);
  });
  afterAll(() => env.close());

  const agents = (token: string) => env.inject({ method: 'GET', url: BOT_PATHS.agentes, token });

  describe('access', () => {
    const productOff = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
    describeAccess(() => env, { method: 'GET', url: BOT_PATHS.agentes, lacking: { role: 'Consulta' }, otherCliente: productOff });
  });

  test('lists the staff holding SigChatCenter with their open conversations and the cap; not a viewer, not another cliente’s staff', async () => {
    const t = await botTenant(env, 'agentes');
    const other = await botTenant(env, 'agentes2');
    await botApi(env, t.admin).publishFlow(potholeFlow(t.tipos.Bache!));
    await botApi(env, t.admin).saveSettings({ maxPorAgente: 1, version: 0 });
    const web = (await botApi(env, t.admin).channel({ nombre: 'Web', tipo: 'web' })).json();
    const chat = webChat(env, t.slug, web.id);
    const conv = (await chat.start()).json().conversacionId as string;
    expect((await chat.send({ opcion: 2 })).json().estado).toBe('en_cola');
    expect((await botApi(env, t.agent1).take(conv)).statusCode).toBe(200);

    const res = await agents(t.agent2);
    expect(res.statusCode).toBe(200);
    const body = res.json() as BotAgentsResponse;
    expect(body.maxPorAgente).toBe(1);
    const names = body.items.map((i) => i.agente.displayName);
    expect(names).toEqual(expect.arrayContaining(['Ana Agente', 'Beto Agente']));
    expect(names).not.toContain('Vera Consulta');
    expect(body.items.find((i) => i.agente.id === t.agent1Id)).toEqual({ agente: { id: t.agent1Id, displayName: 'Ana Agente' }, abiertas: 1, disponible: false });
    expect(body.items.find((i) => i.agente.id === t.agent2Id)).toEqual({ agente: { id: t.agent2Id, displayName: 'Beto Agente' }, abiertas: 0, disponible: true });
    // the administrator holds every permission, so may be given conversations too
    expect(body.items).toHaveLength(3);

    const theirs = (await agents(other.agent1)).json() as BotAgentsResponse;
    expect(theirs.items.map((i) => i.agente.id)).toEqual(expect.arrayContaining([other.agent1Id, other.agent2Id]));
    expect(theirs.items.map((i) => i.agente.id)).not.toContain(t.agent1Id);
    expect(theirs.items.every((i) => i.abiertas === 0)).toBe(true);
    expect(theirs.maxPorAgente).toBeGreaterThan(1);
  });
});
