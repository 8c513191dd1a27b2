/** @jest-environment node */
import { generateKeyPairSync, sign } from 'node:crypto';

import { type FirmaClave, type FirmaClaims, encodeFirma, firmaMessage, verifyFirma } from '@sig/shared/staff-ui';

import { type DoorContext, type DoorEntry, judgeCodigo, judgeTicket } from './verdict';

// A real Ed25519 key and real tokens: the verdict is judged on what verifyFirma says of them, as at the door.
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const raw = publicKey.export({ format: 'jwk' }).x!;
const claves: FirmaClave[] = [{ kid: 'k1', alg: 'Ed25519', publicKey: raw, createdAt: '2026-01-01T00:00:00Z', retiredAt: null }];
const NOW = Date.parse('2026-11-29T17:00:00Z');
const EXP = NOW / 1000 + 86_400;

const token = (over: Partial<FirmaClaims> = {}) => {
  const claims: FirmaClaims = { kind: 'T', clienteId: 'c1', scope: 'ev1', id: 'r1', exp: EXP, kid: 'k1', ...over };
  return encodeFirma(claims, sign(null, Buffer.from(firmaMessage(claims)), privateKey).toString('base64url'));
};
const entry = (over: Partial<DoorEntry>): DoorEntry => ({ id: 'r1', codigo: 'ACD-3467', estado: 'confirmado', nombre: 'Ana', checkin: null, ...over });
const ctx = (entries: DoorEntry[], local: DoorContext['local'] = new Map()): DoorContext => ({ clienteId: 'c1', eventoId: 'ev1', byId: new Map(entries.map((e) => [e.id, e])), local });
const judge = async (c: DoorContext, t: string) => judgeTicket(c, await verifyFirma(t, claves, NOW));

describe('the door judges a scanned ticket on the phone', () => {
  it('lets in a confirmed ticket of this event', async () => {
    expect(await judge(ctx([entry({})]), token())).toEqual({ kind: 'valido', registroId: 'r1', nombre: 'Ana', tarde: false });
  });

  it('lets in a validly signed ticket missing from the downloaded list: it was registered after the download', async () => {
    expect(await judge(ctx([]), token({ id: 'r9' }))).toEqual({ kind: 'valido', registroId: 'r9', nombre: null, tarde: true });
  });

  it('says who let it in, where and when, when it already came in (by the list, or by this phone since)', async () => {
    const checkin = { en: '2026-11-29T16:42:00Z', puerta: 'B', por: 'Ana' };
    expect(await judge(ctx([entry({ checkin })]), token())).toMatchObject({ kind: 'ya_registrado', entrada: checkin });
    const mine = { en: '2026-11-29T16:50:00Z', por: 'Luis', puerta: 'A' };
    expect(await judge(ctx([entry({})], new Map([['r1', mine]])), token())).toMatchObject({ kind: 'ya_registrado', entrada: mine });
    expect(await judge(ctx([], new Map([['r9', mine]])), token({ id: 'r9' }))).toMatchObject({ kind: 'ya_registrado', entrada: mine });
  });

  it('refuses a cancelled ticket and one on the waiting list', async () => {
    expect(await judge(ctx([entry({ estado: 'cancelado' })]), token())).toMatchObject({ kind: 'cancelado' });
    expect(await judge(ctx([entry({ estado: 'espera' })]), token())).toMatchObject({ kind: 'en_espera' });
  });

  it('tells a ticket of another event from a forged one', async () => {
    expect(await judge(ctx([]), token({ scope: 'ev2' }))).toEqual({ kind: 'otro_evento' });
    expect(await judge(ctx([]), token({ clienteId: 'c2' }))).toEqual({ kind: 'invalido', motivo: 'cliente' });
    expect(await judge(ctx([]), token({ kind: 'C' }))).toEqual({ kind: 'invalido', motivo: 'cliente' });
  });

  it('refuses an altered, a forged, an expired and a garbled QR', async () => {
    const altered = token().replace('.r1.', '.r2.');
    expect(await judge(ctx([entry({ id: 'r2' })]), altered)).toEqual({ kind: 'invalido', motivo: 'bad_signature' });
    const other = generateKeyPairSync('ed25519').privateKey;
    const claims: FirmaClaims = { kind: 'T', clienteId: 'c1', scope: 'ev1', id: 'r1', exp: EXP, kid: 'k1' };
    const forged = encodeFirma(claims, sign(null, Buffer.from(firmaMessage(claims)), other).toString('base64url'));
    expect(await judge(ctx([entry({})]), forged)).toEqual({ kind: 'invalido', motivo: 'bad_signature' });
    expect(await judge(ctx([entry({})]), token({ exp: NOW / 1000 - 60 }))).toEqual({ kind: 'invalido', motivo: 'expired' });
    expect(await judge(ctx([entry({})]), token({ kid: 'k0' }))).toEqual({ kind: 'invalido', motivo: 'unknown_key' });
    expect(await judge(ctx([entry({})]), 'https://example.com/not-a-ticket')).toEqual({ kind: 'invalido', motivo: 'malformed' });
  });
});

describe('the door judges a typed code', () => {
  it('finds the code in the list whatever its case, spaces and dashes', () => {
    expect(judgeCodigo(ctx([entry({})]), ' acd 3467 ')).toMatchObject({ kind: 'valido', registroId: 'r1' });
    expect(judgeCodigo(ctx([entry({ estado: 'cancelado' })]), 'ACD3467')).toMatchObject({ kind: 'cancelado' });
  });

  it('cannot vouch for a code the list does not hold', () => {
    expect(judgeCodigo(ctx([entry({})]), 'ZZZ-999')).toEqual({ kind: 'invalido', motivo: 'codigo' });
    expect(judgeCodigo(ctx([entry({})]), '  ')).toEqual({ kind: 'invalido', motivo: 'malformed' });
  });
});
