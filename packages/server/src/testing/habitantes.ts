import { randomBytes } from 'node:crypto';
import { curpCheckDigit } from '@sig/shared/contract';
import type { HabitantesTable } from '../db/schema.citizens';
import { habitanteSearchText } from '../lib/searchText';
import type { TestEnv } from './testApp';

/* Habitantes made for a test, shared by the domains' tests (people, lookup, the registry's import). */

let seq = 0;

/** A valid CURP (right shape, date, state and check digit), a different one on every call. */
export function newCurp(): string {
  const n = ++seq;
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
  const first17 = `PEGA90${month}${day}MDFRRN${Math.floor(n / 336) % 10}`;
  return first17 + curpCheckDigit(first17);
}

/** A habitante written straight into the table (the public registration belongs to another domain). */
export async function insertHabitante(env: TestEnv, clienteId: string, over: Partial<HabitantesTable> = {}): Promise<HabitantesTable> {
  const now = env.clock.fn().toISOString();
  const row: HabitantesTable = {
    id: randomBytes(16).toString('base64url'),
    cliente_id: clienteId,
    curp: newCurp(),
    sin_curp_motivo: '',
    nombre: 'María',
    apellidos: 'Hernández Ruiz',
    fecha_nacimiento: '1990-01-01',
    sexo: 'M',
    telefono: '771 123 4567',
    email: 'maria.hernandez@correo.mx',
    direccion: 'Calle Hidalgo 12',
    colonia_id: null,
    lat: null,
    lng: null,
    consentimiento: 1,
    search_text: '',
    version: 1,
    created_at: now,
    updated_at: now,
    ...over,
  };
  row.search_text = over.search_text ?? habitanteSearchText(row);
  await env.app.db.insertInto('habitantes').values(row).execute();
  return row;
}

