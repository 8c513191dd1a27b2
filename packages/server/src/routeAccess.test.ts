import type { FastifyInstance, RouteOptions } from 'fastify';
import { PERMISSION_NAMES } from '@sig/shared/permissions';
import { accessOf } from './plugins/auth';
import { startTestApp, type TestEnv } from './testing/testApp';
import { testDatabases } from './testing/testDatabases';

/*
 * Access is declared, never open by default (issue 22): every route the real app registers names who may
 * call it in its preHandler, exactly once: app.access.public(), .signedIn() or .permissions(...names), and
 * every permission it names is one of the table in @sig/shared/permissions.
 */

// Checked by the type checker: a name outside the table, or no name at all, does not compile.
export const typedOnly = (app: FastifyInstance) => [
  // @ts-expect-error 'SigVerReportes' is not in the table
  app.access.permissions('SigVerReportes'),
  // @ts-expect-error admin alone is said: permissions('admin')
  app.access.permissions(),
];

const name = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;

describe('every route declares its access', () => {
  let env: TestEnv;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    env = await startTestApp(testDatabases()[0], { onRoute: (r) => void routes.push(r) });
  });
  afterAll(() => env?.close());

  it('exactly one declaration per route, naming only permissions of the table', () => {
    expect(routes.length).toBeGreaterThan(80);
    const undeclared = routes.filter((r) => accessOf(r).length === 0).map(name);
    const twice = routes.filter((r) => accessOf(r).length > 1).map(name);
    const unknown = routes.flatMap((r) =>
      accessOf(r).flatMap((a) => (a.kind === 'permissions' ? a.permissions.filter((p) => !PERMISSION_NAMES.includes(p)).map((p) => `${name(r)}: ${p}`) : [])),
    );
    expect({ undeclared, twice, unknown }).toEqual({ undeclared: [], twice: [], unknown: [] });
  });
});
