import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_MINUTES, OTP_RESEND_SECONDS, type Canal } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { rateLimited } from '../../plugins/rateLimits';
import { citizenError } from './citizenError';
import { otpMailText, otpSmsText } from './citizenMail';
import * as codes from './habitanteCodes.repository';
import type { SmsSender } from './smsSender';

/*
 * One-time codes proving a habitante: OTP_LENGTH digits from the CSPRNG, valid OTP_MINUTES, at most
 * OTP_MAX_TRIES wrong tries, spent on first use; only a hash salted with the row id is stored. Per
 * habitante, a new code waits OTP_RESEND_SECONDS after the last and at most CODES_PER_HOUR go out in an
 * hour (counted in the database, so every node and a restart agree): nobody can flood a person's inbox or
 * phone, and guessing gets CODES_PER_HOUR × OTP_MAX_TRIES tries an hour at one in a million each.
 */

export const CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export interface CodeHabitante {
  id: string;
  cliente_id: string;
  email: string;
  telefono: string;
}

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`, 'utf8').digest();

/** Sends a fresh code through `canal`; answers the seconds until another may be asked for. Throws 429 when too soon or too many. */
export async function sendCode(app: FastifyInstance, sms: SmsSender, cliente: ClienteRow, h: CodeHabitante, canal: Canal): Promise<{ reenviarEn: number }> {
  const now = app.clock();
  const recent = await codes.codeTimesSince(app.db, h.id, new Date(now.getTime() - HOUR_MS).toISOString());
  const waitSince = (at: string, ms: number) => Math.ceil((Date.parse(at) + ms - now.getTime()) / 1000);
  if (recent[0] && waitSince(recent[0], OTP_RESEND_SECONDS * 1000) > 0) throw rateLimited(waitSince(recent[0], OTP_RESEND_SECONDS * 1000));
  if (recent.length >= CODES_PER_HOUR) throw rateLimited(waitSince(recent[CODES_PER_HOUR - 1]!, HOUR_MS));

  const id = randomUUID();
  const code = String(randomInt(10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await codes.insertCode(app.db, {
    id,
    cliente_id: cliente.id,
    habitante_id: h.id,
    canal,
    code_hash: hashCode(id, code).toString('hex'),
    tries: 0,
    expires_at: new Date(now.getTime() + OTP_MINUTES * 60_000).toISOString(),
    used_at: null,
    created_at: iso(now),
  });
  app.background.run('habitante-code', async () => {
    if (canal === 'email') await app.mailer.send({ to: h.email, ...otpMailText(cliente.nombre, code) });
    else await sms.send(h.telefono, otpSmsText(cliente.nombre, code));
  });
  return { reenviarEn: OTP_RESEND_SECONDS };
}

/**
 * Checks `code` against the habitante's newest code and spends it when right. Only the newest counts:
 * asking for another makes the older ones useless. Throws citizen.code_expired (none, used or late),
 * citizen.code_locked (tries used up) or citizen.code_wrong (counted).
 */
export async function checkCode(app: FastifyInstance, clienteId: string, habitanteId: string, code: string): Promise<void> {
  const now = iso(app.clock());
  const row = await codes.newestCode(app.db, clienteId, habitanteId);
  if (!row || row.used_at !== null || row.expires_at <= now) throw citizenError(400, 'citizen.code_expired', 'codigo');
  if (row.tries >= OTP_MAX_TRIES) throw citizenError(400, 'citizen.code_locked', 'codigo');
  const right = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(row.id, code));
  if (!right) {
    // counted in the database, conditionally: simultaneous guesses cannot get past the limit
    await codes.countWrongTry(app.db, row.id, OTP_MAX_TRIES);
    throw citizenError(400, row.tries + 1 >= OTP_MAX_TRIES ? 'citizen.code_locked' : 'citizen.code_wrong', 'codigo');
  }
  // another request spent it first
  if (!(await codes.spendCode(app.db, row.id, now, OTP_MAX_TRIES))) throw citizenError(400, 'citizen.code_expired', 'codigo');
}
