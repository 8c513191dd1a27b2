import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import * as contract from '@sig/shared/contract';
import { startTestApp, type TestEnv } from './testing/testApp';
import { testDatabases } from './testing/testDatabases';

/*
 * A browser checks an answer against its contract schema once the contract module has come, after the page
 * is drawn, unless parsing can change the answer (defaults, transforms, trimming): those wait for the check
 * before they are used. The browser knows them by the list in @sig/shared/contract's CHECKED_BEFORE_USE; this finds
 * every response schema the real app's routes name and fails on one that changes data and is not listed
 * (its answer would be used as sent, not as parsed), or on a listed name that no longer changes data.
 */

const names = new Map<unknown, string>(Object.entries(contract).filter(([, v]) => contract.isZodSchema(v)).map(([k, v]) => [v, k]));

describe('answers checked before use', () => {
  let env: TestEnv;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    env = await startTestApp(testDatabases()[0], { onRoute: (r) => void routes.push(r) });
  });
  afterAll(() => env?.close());

  it('lists exactly the response schemas whose parsing changes the answer', () => {
    const responses = new Set<string>();
    for (const r of routes) {
      const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      for (const schema of Object.values(response)) {
        const name = names.get(schema);
        if (name) responses.add(name);
      }
    }
    expect(responses.size).toBeGreaterThan(50);
    const changing = [...responses].filter((n) => contract.changesData((contract as unknown as Record<string, z.ZodType>)[n]!)).sort();
    expect(changing).toEqual([...contract.CHECKED_BEFORE_USE].sort());
  });

  it('a default, a transform or a trimmed string counts as a change; checks and nullables do not', async () => {
    const { z } = await import('zod');
    const changes = (s: z.ZodType) => contract.changesData(s);
    expect(changes(z.object({ a: z.string().default('') }))).toBe(true);
    expect(changes(z.object({ a: z.array(z.object({ b: z.string().trim() })) }))).toBe(true);
    expect(changes(z.object({ a: z.coerce.number() }))).toBe(true);
    expect(changes(z.union([z.object({ a: z.literal(1) }), z.object({ a: z.string().transform((v) => v.length) })]))).toBe(true);
    expect(changes(z.object({ a: z.string().refine(() => true).nullable(), b: z.array(z.number().int().min(0)).optional() }).strict())).toBe(false);
  });
});
