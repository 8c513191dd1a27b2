import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AUDIT_PATHS, AUDIT_SOCKET_EVENTS, type AuditLiveAudit, type AuditLivePosition, type AuditLiveProgress, auditPath } from '@sig/shared/contract';
import type { Socket } from 'socket.io-client';
import { collect, connect, connected, listen, nextEvent } from '../../testing/sockets';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { auditBody, auditTenant, closedReporte, type AuditTenant } from './auditoria.testkit';

/*
 * The supervisor's live page over the socket: a field auditor's positions and audits reach the cliente's
 * supervisors, and nobody else. With TEST_REDIS_URL the supervisor is on another node than the one the
 * auditor's phone talks to (the events cross through Redis, as every other socket event); without it both
 * are on one node.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.each(testDatabases())(`Auditoría live (${redisUrl ? 'two nodes through Redis' : 'one node'}) on %s`, (kind) => {
  let env: TestEnv;
  let t: AuditTenant;
  let phoneNode: FastifyInstance;
  let supervisorUrl: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    env = await startTestApp(kind, redisUrl ? { redisUrl, realtime: { redisKey: `sig-audit-${randomBytes(5).toString('hex')}`, requestsTimeoutMs: 800 } } : {});
    t = await auditTenant(env, 'vivo');
    phoneNode = redisUrl ? await env.startNode() : env.app;
    supervisorUrl = await listen(env.app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(() => env.close());

  const socket = async (token: string) => {
    const s = connect(supervisorUrl, { token });
    open.push(s);
    return connected(s);
  };
  const post = (url: string, payload: object) => phoneNode.inject({ method: 'POST', url, headers: { authorization: `Bearer ${t.field}` }, payload });

  test('positions reach the supervisors’ sockets only, newest fix first-hand, within a second', async () => {
    const supervisor = await socket(t.supervisor);
    const clerk = await socket(t.clerk);
    // the adapter may take a moment to hear of a fresh room on the other node: retry the send until it lands
    let got: AuditLivePosition | null = null;
    const clerkHeard = collect<AuditLivePosition>(clerk, AUDIT_SOCKET_EVENTS.position, 3000);
    for (let i = 0; i < 10 && !got; i++) {
      const fix = { lat: 19.43 + i / 10_000, lng: -99.14, accuracy: 12, at: new Date(Date.UTC(2026, 0, 15, 12, 0, i)).toISOString() };
      const heard = nextEvent<AuditLivePosition>(supervisor, AUDIT_SOCKET_EVENTS.position, (p) => p.posicion.at === fix.at, 1000).catch(() => null);
      const started = Date.now();
      expect((await post(AUDIT_PATHS.posiciones, { posiciones: [fix] })).json()).toMatchObject({ guardadas: 1 });
      got = await heard;
      if (got) expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(got).toMatchObject({ auditor: { id: t.fieldId }, posicion: { accuracy: 12 } });
    expect(await clerkHeard).toEqual([]);
  });

  test('an audit from a work list reaches the supervisor with the list’s progress', async () => {
    const supervisor = await socket(t.supervisor);
    const c = await closedReporte(env, t);
    const list = (await env.inject({ method: 'POST', url: AUDIT_PATHS.listas, token: t.supervisor, payload: { nombre: 'En vivo', auditorId: t.fieldId, casos: [c.id] } })).json();
    const heard = nextEvent<AuditLiveAudit>(supervisor, AUDIT_SOCKET_EVENTS.audit, (e) => e.lista?.id === list.id, 5000);
    expect((await post(AUDIT_PATHS.auditar, auditBody(c, { listaId: list.id }))).statusCode).toBe(200);
    expect(await heard).toMatchObject({ auditor: { id: t.fieldId }, auditoria: { folio: c.folio, veredicto: 'conforme' }, lista: { progreso: { total: 1, hechas: 1, pendientes: 0 } } });
  });

  test('an item the auditor could not audit moves the list’s progress on the supervisor’s page', async () => {
    const supervisor = await socket(t.supervisor);
    const c = await closedReporte(env, t);
    const list = (await env.inject({ method: 'POST', url: AUDIT_PATHS.listas, token: t.supervisor, payload: { nombre: 'Fallida', auditorId: t.fieldId, casos: [c.id] } })).json();
    const heard = nextEvent<AuditLiveProgress>(supervisor, AUDIT_SOCKET_EVENTS.progress, (e) => e.lista.id === list.id, 5000);
    const url = auditPath(AUDIT_PATHS.fallida, { id: list.id, orderId: c.id });
    expect((await post(url, { clientId: '6f1c2a4e-0000-4000-8000-00000000f00d', motivo: 'direccion_no_encontrada' })).statusCode).toBe(200);
    expect(await heard).toMatchObject({ lista: { progreso: { total: 1, fallidas: 1, pendientes: 0 } } });
  });
});
