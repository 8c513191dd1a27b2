import { randomBytes } from 'node:crypto';
import { curpCheckDigit } from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HabitantesTable } from '../../db/schema.citizens';
import { fold, habitanteSearchText } from '../../lib/searchText';
import { insertHabitanteRows } from '../people';
import { coloniasWithCentre, refreshStatistics, type FilterScope } from './midb.repository';
import { enrol, insertPrograma } from './programas.repository';

/*
 * The demo cliente's sample registry (first start only): people with valid CURPs spread over the demo
 * colonias, a few without CURP, and three programmes enrolled from registry searches, so the registry, its
 * map and a programme's roll have something to show. Deterministic: the same on every first start.
 */

const NOMBRES_M = ['María', 'Guadalupe', 'Juana', 'Rosa', 'Ana', 'Verónica', 'Leticia', 'Sofía', 'Ximena', 'Valeria', 'Ángeles', 'Itzel'];
const NOMBRES_H = ['José', 'Juan', 'Luis', 'Miguel', 'Jesús', 'Pedro', 'Alejandro', 'Santiago', 'Mateo', 'Óscar', 'Emiliano', 'Raúl'];
const APELLIDOS = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Castillo'];
const CALLES = ['Hidalgo', 'Juárez', 'Morelos', 'Allende', 'Zaragoza', '5 de Mayo', 'Insurgentes', 'Reforma', 'Independencia', 'Madero'];
export const DEMO_REGISTRY_SIZE = 240;

/** A small deterministic generator (mulberry32): the sample is the same on every first start. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const plain = (s: string) => fold(s).toUpperCase().replace(/[^A-Z]/g, 'X');
const firstInnerVowel = (s: string) => plain(s).slice(1).match(/[AEIOU]/)?.[0] ?? 'X';
const firstInnerConsonant = (s: string) => plain(s).slice(1).match(/[B-DF-HJ-NP-TV-Z]/)?.[0] ?? 'X';

/** A CURP as RENAPO builds one from the names, birth date, sex and state (HG: Hidalgo). */
function curpFor(nombre: string, paterno: string, materno: string, birth: string, sexo: 'H' | 'M', homonym: number): string {
  const first17 =
    plain(paterno)[0]! +
    firstInnerVowel(paterno) +
    plain(materno)[0]! +
    plain(nombre)[0]! +
    birth.slice(2, 4) +
    birth.slice(5, 7) +
    birth.slice(8, 10) +
    sexo +
    'HG' +
    firstInnerConsonant(paterno) +
    firstInnerConsonant(materno) +
    firstInnerConsonant(nombre) +
    (birth < '2000' ? String(homonym % 10) : 'ABCDEFGHIJ'[homonym % 10]);
  return first17 + curpCheckDigit(first17);
}

type Colonia = Awaited<ReturnType<typeof coloniasWithCentre>>[number];

/** `count` sample people from the generator, numbered from `first`; a CURP the run already made is left out (sin CURP). */
function sampleHabitantes(clienteId: string, colonias: Colonia[], now: Date, first: number, count: number, rand: () => number, curps: Set<string>, idOf: (i: number) => string): HabitantesTable[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const at = now.toISOString();
  const rows: HabitantesTable[] = [];
  for (let i = first; i < first + count; i++) {
    const sexo = rand() < 0.52 ? 'M' : 'H';
    const nombre = pick(sexo === 'M' ? NOMBRES_M : NOMBRES_H);
    const [paterno, materno] = [pick(APELLIDOS), pick(APELLIDOS)];
    const age = Math.floor(rand() * 88);
    const birth = new Date(Date.UTC(now.getUTCFullYear() - age - 1, Math.floor(rand() * 12), 1 + Math.floor(rand() * 28))).toISOString().slice(0, 10);
    let curp: string | null = curpFor(nombre, paterno, materno, birth, sexo, i);
    if (curps.has(curp) || i % 12 === 5) curp = null;
    else curps.add(curp);
    const colonia = colonias.length && i % 17 !== 3 ? colonias[i % colonias.length]! : null;
    const located = colonia?.centro_lat != null && colonia.centro_lng != null && rand() < 0.8;
    const telefono = rand() < 0.75 ? `771 ${100 + Math.floor(rand() * 900)} ${1000 + Math.floor(rand() * 9000)}` : '';
    const apellidos = `${paterno} ${materno}`;
    rows.push({
      id: idOf(i),
      cliente_id: clienteId,
      curp,
      sin_curp_motivo: curp ? '' : 'Sin acta de nacimiento a la mano',
      nombre,
      apellidos,
      fecha_nacimiento: birth,
      sexo,
      telefono,
      email: rand() < 0.4 ? `${fold(nombre).replace(/\W/g, '')}.${fold(paterno).replace(/\W/g, '')}${i}@correo.mx` : '',
      direccion: `Calle ${pick(CALLES)} ${1 + Math.floor(rand() * 300)}`,
      colonia_id: colonia?.id ?? null,
      lat: located ? colonia!.centro_lat! + (rand() - 0.5) * 0.006 : null,
      lng: located ? colonia!.centro_lng! + (rand() - 0.5) * 0.006 : null,
      consentimiento: rand() < 0.7 ? 1 : 0,
      search_text: habitanteSearchText({ nombre, apellidos, curp, telefono }),
      version: 1,
      created_at: at,
      updated_at: at,
    });
  }
  return rows;
}

export async function seedDemoRegistry(db: Kysely<Database>, clienteId: string, now: Date): Promise<void> {
  const colonias = await coloniasWithCentre(db, clienteId);
  const at = now.toISOString();
  const rows = sampleHabitantes(clienteId, colonias, now, 0, DEMO_REGISTRY_SIZE, random(23), new Set(), (i) => `demo-h-${String(i + 1).padStart(4, '0')}`);
  await db.transaction().execute(async (trx) => {
    await insertHabitanteRows(trx, rows);
    const scope: FilterScope = { clienteId, today: at.slice(0, 10) };
    const programas = [
      { id: 'demo-p-mayores', nombre: 'Adultos mayores', descripcion: 'Apoyo bimestral para personas de 65 años o más.', filtro: { edadMin: 65 } },
      { id: 'demo-p-becas', nombre: 'Becas escolares', descripcion: 'Útiles y uniformes para estudiantes de 6 a 17 años.', filtro: { edadMin: 6, edadMax: 17, consentimiento: 'si' as const } },
      { id: 'demo-p-despensa', nombre: 'Apoyo alimentario', descripcion: 'Despensa mensual.', filtro: colonias[0] ? { coloniaId: colonias[0].id } : {} },
    ];
    for (const p of programas) {
      await insertPrograma(trx, { id: p.id, cliente_id: clienteId, nombre: p.nombre, nombre_key: fold(p.nombre), descripcion: p.descripcion, activo: 1, version: 1, created_at: at, updated_at: at });
      await enrol(trx, scope, p.id, { filtro: p.filtro }, null, at);
    }
  });
}

/** `count` more sample habitantes for measuring (the CLI's `seed --habitantes N`), in transactions of `batchSize`. */
export async function seedBulkHabitantes(db: Kysely<Database>, clienteId: string, count: number, now: Date, opts: { batchSize: number; onBatch?: (done: number) => void }): Promise<number> {
  const colonias = await coloniasWithCentre(db, clienteId);
  const rand = random(count);
  const curps = new Set<string>();
  const run = randomBytes(4).toString('hex');
  for (let done = 0; done < count; done += opts.batchSize) {
    const n = Math.min(opts.batchSize, count - done);
    const rows = sampleHabitantes(clienteId, colonias, now, done, n, rand, curps, (i) => `bulk-${run}-${i}`);
    await db.transaction().execute((trx) => insertHabitanteRows(trx, rows));
    opts.onBatch?.(done + n);
  }
  await refreshStatistics(db);
  return count;
}
