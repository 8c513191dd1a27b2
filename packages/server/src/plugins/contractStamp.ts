import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import * as contract from '@sig/shared/contract';
import { CONTRACT_STAMP } from '@sig/shared/contract';

declare const __SIG_CONTRACT_HASH__: string | undefined;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Names the contract and the schema the route declares for this status: only for an answer checked against
     * that schema. The serializer's answers get it by themselves; a route sending a text it checked when it made
     * it (lib/jsonBody.ts) calls this.
     */
    stampContract(): FastifyReply;
  }
}

/** The fingerprint of the contract this server was built from (packages/webpack-config/contractHash.js); none in tests run from source. */
export const builtContractHash: string | null = typeof __SIG_CONTRACT_HASH__ === 'string' ? __SIG_CONTRACT_HASH__ : null;

/** Each schema object's names, space-separated: an alias (AccessTokenResponse = SessionResponse) is one schema with two names. */
const schemaNames = new Map<unknown, string>();
for (const [name, value] of Object.entries(contract)) {
  if (contract.isZodSchema(value)) schemaNames.set(value, schemaNames.has(value) ? `${schemaNames.get(value)} ${name}` : name);
}

type ResponseSchemas = Record<string, unknown> | undefined;

/** The names of the contract schema a route declares for this status (an exact code first, then its `2xx` class). */
function schemaNamesFor(response: ResponseSchemas, status: number): string | undefined {
  if (!response) return undefined;
  return schemaNames.get(response[String(status)] ?? response[`${Math.floor(status / 100)}xx`]);
}

/**
 * Names, on each answer checked through a contract schema (plugins/zod.ts checks it while serializing), the
 * contract's fingerprint and the schema's names. A browser built from the same contract then uses the answer
 * without downloading zod to check it again; any other browser checks it as before. preSerialization runs only for
 * payloads that go through the serializer, never for a string, a file or a stream a route sends as it is.
 */
export const contractStampPlugin = fp<{ hash: string | null }>(
  async (app: FastifyInstance, { hash }) => {
    app.decorateReply('stampContract', function (this: FastifyReply) {
      if (!hash || this.statusCode >= 300) return this;
      const names = schemaNamesFor((this.request.routeOptions.schema as { response?: ResponseSchemas } | undefined)?.response, this.statusCode);
      return names ? this.header(CONTRACT_STAMP.contract, hash).header(CONTRACT_STAMP.schema, names) : this;
    });
    if (hash) app.addHook('preSerialization', async (_req, reply, payload) => (reply.stampContract(), payload));
  },
  { name: 'sig-contract-stamp' },
);
