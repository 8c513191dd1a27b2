import { createHash, createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { encodeFirma, firmaMessage, verifyFirma, type FirmaCheck, type FirmaClaims, type FirmaClave, type FirmaClavesResponse } from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import * as repo from './firmas.repository';

/*
 * One signing module for two uses (issue 29): event tickets and BettaID cards. Each cliente gets an Ed25519 key
 * pair the first time it signs; the private key stays in the database and in this process, the public one is
 * published. Verification is the shared verifyFirma, the same code a door's phone runs offline.
 */

export type FirmasService = ReturnType<typeof firmasService>;

function newKeyRow(clienteId: string, at: string): repo.ClaveRow {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    cliente_id: clienteId,
    kid: createHash('sha256').update(raw).digest().subarray(0, 6).toString('base64url'),
    public_key: Buffer.from(raw).toString('base64url'),
    private_key: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
    created_at: at,
    retired_at: null,
  };
}

const published = (r: repo.ClaveRow): FirmaClave => ({ kid: r.kid, alg: 'Ed25519', publicKey: r.public_key, createdAt: r.created_at, retiredAt: r.retired_at });

export function firmasService(app: FastifyInstance) {
  const db = app.db;
  // a node signs with the key it read; a rotation elsewhere is picked up within CACHE_MS (old keys still verify)
  const CACHE_MS = 60_000;
  const signers = new Map<string, { kid: string; key: KeyObject; until: number }>();
  const clavesCache = new Map<string, { claves: FirmaClave[]; until: number }>();

  async function signer(clienteId: string) {
    const now = Date.now();
    const hit = signers.get(clienteId);
    if (hit && hit.until > now) return hit;
    let row = await repo.currentClave(db, clienteId);
    if (!row) {
      await repo.insertClaveIfNone(db, newKeyRow(clienteId, iso(app.clock())));
      row = await repo.currentClave(db, clienteId);
      if (!row) throw new Error(`firmas: no signing key for cliente ${clienteId}`);
    }
    const entry = { kid: row.kid, key: createPrivateKey({ key: Buffer.from(row.private_key, 'base64url'), format: 'der', type: 'pkcs8' }), until: now + CACHE_MS };
    signers.set(clienteId, entry);
    return entry;
  }

  async function claves(clienteId: string): Promise<FirmaClave[]> {
    const now = Date.now();
    const hit = clavesCache.get(clienteId);
    if (hit && hit.until > now) return hit.claves;
    const list = (await repo.allClaves(db, clienteId)).map(published);
    clavesCache.set(clienteId, { claves: list, until: now + CACHE_MS });
    return list;
  }

  return {
    /** Signs the claims with the cliente's current key (made on first use); returns the compact token. */
    async sign(claims: Omit<FirmaClaims, 'kid'>): Promise<string> {
      const s = await signer(claims.clienteId);
      const full: FirmaClaims = { ...claims, kid: s.kid };
      const signature = sign(null, Buffer.from(firmaMessage(full)), s.key).toString('base64url');
      return encodeFirma(full, signature);
    },

    /** The shared check against this cliente's published keys; a token of another cliente is refused as malformed. */
    async verify(clienteId: string, token: string, nowMs: number = app.clock().getTime()): Promise<FirmaCheck> {
      let list = await claves(clienteId);
      let check = await verifyFirma(token, list, nowMs);
      if (!check.ok && check.reason === 'unknown_key') {
        // a key made by another node since this one cached the list
        clavesCache.delete(clienteId);
        list = await claves(clienteId);
        check = await verifyFirma(token, list, nowMs);
      }
      if (check.claims && check.claims.clienteId !== clienteId) return { ok: false, reason: 'malformed' };
      return check;
    },

    /** Makes the cliente's key if it has none, so the published list is never empty for a cliente that signs. */
    async published(clienteId: string): Promise<FirmaClavesResponse> {
      let list = await claves(clienteId);
      if (list.length === 0) {
        await signer(clienteId);
        clavesCache.delete(clienteId);
        list = await claves(clienteId);
      }
      return { clienteId, claves: list };
    },

    /** Starts signing with a new key; the old one keeps verifying what it signed. */
    async rotate(clienteId: string): Promise<FirmaClave[]> {
      const at = iso(app.clock());
      await db.transaction().execute(async (trx) => {
        const cur = await repo.currentClave(trx, clienteId);
        if (cur) await repo.retireClave(trx, clienteId, cur.kid, at);
        await repo.insertClaveIfNone(trx, newKeyRow(clienteId, at));
      });
      signers.delete(clienteId);
      clavesCache.delete(clienteId);
      return claves(clienteId);
    },
  };
}
