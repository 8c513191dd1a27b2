import { gunzipSync } from 'node:zlib';
import { CASE_PATHS, CaseFiltersResponse, CaseListResponse, CaseMapResponse, type CaseFilterQuery, type CaseKind } from '@sig/shared/contract';
import { GZIP_MIN_BYTES } from '../../lib/jsonBody';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, type TestEnv } from '../../testing/testApp';
import { setMembershipDisabled } from '../admin/admin.testkit';
import { catalogApi } from '../catalogs/catalogs.testkit';
import * as repo from './cases.repository';
import { openCaseSuite, caseApi, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';
import { seedBulkCases } from './seed';
import { identity } from '../../core';

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += ch;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((i) => i.id);

describe.each(testDatabases())('lists, CSV, map and filters of cases on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  const c: Record<string, string> = {};
  const folio: Record<string, string> = {};

  /** Runs `fn` with the clock at `iso` (earlier than the tokens' expiry), then puts it back. */
  async function at<T>(iso: string, fn: () => Promise<T>): Promise<T> {
    const delta = Date.parse(iso) - env.clock.fn().getTime();
    env.clock.advance(delta);
    try {
      return await fn();
    } finally {
      env.clock.advance(-delta);
    }
  }

  beforeAll(async () => {
    ({ env, t, rep } = await openCaseSuite(db, 'listas'));
    const add = async (name: string, when: string, body: object) => {
      const d = await at(when, () => rep.add(createBody(t, 'reporte', body)));
      c[name] = d.id;
      folio[name] = d.folio;
    };
    // Mexico City is UTC-6: c2 is filed on 14 January there, c3 on the 15th
    await add('c1', '2026-01-10T18:00:00Z', { tipoId: t.tipos.reporte['Bache'], prioridad: 'alta', descripcion: 'Bache en la vía PÚBLICA', contacto: { nombre: 'José Núñez' } });
    await add('c5', '2026-01-12T10:00:00Z', { tipoId: t.tipos.reporte['Semáforo descompuesto'], coloniaId: t.colonias['Obrera'], descripcion: 'Semáforo apagado en el cruce' });
    await add('c4', '2026-01-12T12:00:00Z', { tipoId: t.tipos.reporte['Basura'], coloniaId: t.colonias['Obrera'], descripcion: 'Basura sin recoger en la esquina' });
    await add('c2', '2026-01-15T05:30:00Z', { tipoId: t.tipos.reporte['Fuga de agua'], coloniaId: t.colonias['San Pedro'], origenId: t.origenes['Web'], descripcion: 'Fuga de agua con 50% de presión', contacto: { nombre: 'María López' } });
    await add('c3', '2026-01-15T07:00:00Z', { tipoId: t.tipos.reporte['Alumbrado público'], coloniaId: null, origenId: t.origenes['App'], prioridad: 'urgente', descripcion: 'Luminaria apagada toda la noche' });
    await rep.do(c.c3!, { accion: 'estatus', estatusId: t.estatus.reporte['Asignado'] });
    await rep.do(c.c3!, { accion: 'asignar', asignadoA: t.clerkId });
    env.clock.advance(1000);
    await rep.do(c.c4!, { accion: 'estatus', estatusId: t.estatus.reporte['Improcedente'], respuesta: 'Respuesta pública de cierre' });
  });
  afterAll(() => env.close());

  const filters: [string, (t: CaseTenant) => string, string[]][] = [
    ['tipoId', (x) => `tipoId=${x.tipos.reporte['Bache']}`, ['c1']],
    ['estatusId', (x) => `estatusId=${x.estatus.reporte['Asignado']}`, ['c3']],
    ['dependenciaId', (x) => `dependenciaId=${x.dependencias['Dirección de Servicios Públicos']}`, ['c3', 'c4']],
    ['coloniaId', (x) => `coloniaId=${x.colonias['Obrera']}`, ['c4', 'c5']],
    ['zonaId', () => `zonaId=__Zona Poniente`, ['c2']],
    ['origenId', (x) => `origenId=${x.origenes['Web']}`, ['c2']],
    ['prioridad', () => 'prioridad=urgente', ['c3']],
    ['estado=cerrados', () => 'estado=cerrados', ['c4']],
    ['estado=abiertos', () => 'estado=abiertos', ['c1', 'c2', 'c3', 'c5']],
    ['desde (the cliente’s day)', () => 'desde=2026-01-15', ['c3']],
    ['hasta (the cliente’s day)', () => 'hasta=2026-01-14', ['c1', 'c2', 'c4', 'c5']],
    ['one day', () => 'desde=2026-01-14&hasta=2026-01-14', ['c2']],
    ['vencidos', () => 'vencidos=true', ['c5']],
    ['mios', () => 'mios=true', ['c3']],
    ['q: accents and case do not matter', () => 'q=publica', ['c1']],
    ['q: the contact name', () => `q=${encodeURIComponent('JOSE nunez')}`, ['c1']],
    ['q: a whole folio', () => 'q=__folio c2', ['c2']],
    // c5 is R-2026-000002: the bare "2" is its number, not every folio of 2026
    ['q: a folio’s bare number', () => 'q=__seq c5', ['c5']],
    ['q: a folio’s number with its zeros', () => 'q=000002', ['c5']],
    ['q: LIKE wildcards are plain characters', () => `q=${encodeURIComponent('50%')}`, ['c2']],
    ['q: an underscore matches nothing', () => 'q=_', []],
    ['q: a whole folio typed in lower case', () => 'q=__lower c2', ['c2']],
    ['q: a folio typed short, as read over the phone', () => 'q=__short c2', ['c2']],
    ['q: words in a row across the descripción', () => `q=${encodeURIComponent('SIN recoger en la')}`, ['c4']],
    ['q: two letters (too short for the text index)', () => 'q=ga', ['c2', 'c3', 'c5']],
    ['q: a double quote is plain text, not search syntax', () => `q=${encodeURIComponent('agua" OR "bache')}`, []],
    ['q: a lone double quote', () => `q=${encodeURIComponent('"')}`, []],
    // the tipo and colonia names count as text (issue 21): c5's descripción never says "descompuesto"
    ['q: a tipo’s name', () => `q=${encodeURIComponent('DESCOMPUESTO')}`, ['c5']],
    ['q: a tipo’s whole name with its accent left out', () => `q=${encodeURIComponent('semaforo descompuesto')}`, ['c5']],
    ['q: a colonia’s name', () => 'q=obrera', ['c4', 'c5']],
    ['q: a colonia’s name in two words', () => `q=${encodeURIComponent('San Pedro')}`, ['c2']],
    ['q: two letters of a colonia’s name', () => 'q=ob', ['c4', 'c5']],
    ['q: a name and another filter', (x) => `q=obrera&tipoId=${x.tipos.reporte['Basura']}`, ['c4']],
    ['several filters at once', (x) => `estado=abiertos&coloniaId=${x.colonias['Obrera']}&q=semaforo`, ['c5']],
  ];
  test.each(filters)('filter %s', async (_n, query, expected) => {
    let q = query(t);
    if (q.includes('__Zona Poniente')) {
      const zona = await env.app.db.selectFrom('zonas').select('id').where('cliente_id', '=', t.id).where('nombre', '=', 'Zona Poniente').executeTakeFirstOrThrow();
      q = `zonaId=${zona.id}`;
    }
    q = q.replace('__short c2', encodeURIComponent(folio.c2!.toLowerCase().replace(/-0+(\d)/, '-$1').replace(/-/g, ' ')))
    q = q.replace('__lower c2', folio.c2!.toLowerCase()).replace('__folio c2', folio.c2!).replace('__seq c5', String(Number(folio.c5!.slice(-6))));
    const res = await rep.list(`?${q}&sort=createdAt&dir=asc`);
    expect(res.statusCode).toBe(200);
    const body = CaseListResponse.parse(res.json());
    const byName = Object.fromEntries(Object.entries(c).map(([k, v]) => [v, k]));
    expect(body.items.map((i) => byName[i.id]).sort()).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  test('a text search finds only the cliente’s own cases', async () => {
    const other = await caseTenant(env, 'listas-otro');
    const theirs = await caseApi(env, other.clerk, 'reporte').add(createBody(other, 'reporte', { descripcion: 'Semáforo apagado en el cruce' }));
    const mine = CaseListResponse.parse((await rep.list('?q=semaforo%20apagado')).json());
    expect(mine.items.map((i) => i.id)).toEqual([c.c5]);
    const seen = CaseListResponse.parse((await caseApi(env, other.clerk, 'reporte').list('?q=semaforo%20apagado')).json());
    expect(seen.items.map((i) => i.id)).toEqual([theirs.id]);
  });

  test('a renamed tipo is found by its new name at once, and no more by the old one', async () => {
    const tipoId = t.tipos.reporte['Basura']!;
    const rename = (nombre: string, key: string) => env.app.db.updateTable('tipos_reporte').set({ nombre, nombre_key: key }).where('id', '=', tipoId).execute();
    expect(ids(await rep.list('?q=residuos'))).toEqual([]);
    await rename('Residuos sólidos', 'residuos solidos');
    try {
      expect(ids(await rep.list(`?q=${encodeURIComponent('RESIDUOS SÓLIDOS')}`))).toEqual([c.c4]);
      expect(ids(await rep.list('?q=basura'))).toEqual([c.c4]); // still in its descripción
      expect(ids(await rep.list('?q=sin%20recoger&tipoId=' + tipoId))).toEqual([c.c4]);
    } finally {
      await rename('Basura', 'basura');
    }
  });

  test("the text search is the cliente's and the kind's: another's tipo or colonia of the same name finds nothing here", async () => {
    const other = await caseTenant(env, 'listas-nombres');
    await caseApi(env, other.clerk, 'reporte').add(createBody(other, 'reporte', { tipoId: other.tipos.reporte['Semáforo descompuesto'], descripcion: 'Otro cliente' }));
    expect(ids(await rep.list('?q=descompuesto'))).toEqual([c.c5]);
    // a solicitud's list never shows reportes, whatever their tipo is called
    expect(CaseListResponse.parse((await caseApi(env, t.clerk, 'solicitud').list('?q=descompuesto')).json()).total).toBe(0);
  });

  test('the CSV writes its labels in the language the request asks for, the codes the same in every one', async () => {
    const csv = async (lang?: string) => {
      const res = await env.inject({ method: 'GET', url: `${CASE_PATHS.reporte.csv}?sort=createdAt&dir=asc`, token: t.clerk, headers: lang ? { 'accept-language': lang } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
      return { lang: res.headers['content-language'], rows: parseCsv(res.rawPayload.subarray(3).toString('utf8')) };
    };
    const row = (rows: string[][], name: string) => rows.find((r) => r[0] === folio[name])!;
    const es = await csv();
    expect(es.lang).toBe('es');
    expect(es.rows[0]!.slice(11, 12).concat(es.rows[0]!.slice(16))).toEqual(['Prioridad', 'Vencido', 'prioridad_codigo', 'vencido_codigo']);
    expect(row(es.rows, 'c3').slice(11, 12).concat(row(es.rows, 'c3').slice(16))).toEqual(['Urgente', 'No', 'urgente', 'no']);
    expect(row(es.rows, 'c5').slice(11, 12).concat(row(es.rows, 'c5').slice(16))).toEqual(['Normal', 'Sí', 'normal', 'si']);

    const en = await csv('en-US,en;q=0.9,es;q=0.8');
    expect(en.lang).toBe('en');
    expect(en.rows[0]).toEqual(['Folio', 'Type', 'Status', 'Description', 'Address', 'Neighbourhood', 'Zone', 'Source', 'Agency', 'Office', 'Assigned to', 'Priority', 'Contact', 'Created', 'Due', 'Closed', 'Overdue', 'prioridad_codigo', 'vencido_codigo']);
    expect(row(en.rows, 'c3').slice(11, 12).concat(row(en.rows, 'c3').slice(16))).toEqual(['Urgent', 'No', 'urgente', 'no']);
    expect(row(en.rows, 'c5').slice(16)).toEqual(['Yes', 'normal', 'si']);
    expect(row(en.rows, 'c1')[11]).toBe('High');
    // the cliente's own names are data, not labels: the same in every language
    expect(row(en.rows, 'c3').slice(0, 3)).toEqual(row(es.rows, 'c3').slice(0, 3));
    expect(en.rows.map((r) => r[0])).toEqual(es.rows.map((r) => r[0]));

    const ar = await csv('ar');
    expect(ar.lang).toBe('ar');
    expect(row(ar.rows, 'c3')[11]).toBe('عاجلة');
    expect(ar.rows[0]!.slice(17)).toEqual(['prioridad_codigo', 'vencido_codigo']);
    // a language the portal does not speak is Spanish
    expect((await csv('fr-FR,de;q=0.5')).rows[0]![11]).toBe('Prioridad');
  });

  test('sorts by each column in both directions; a summary carries the names it shows', async () => {
    const order = async (q: string) => ids(await rep.list(`?${q}`)).map((id: string) => Object.keys(c).find((k) => c[k] === id));
    expect(await order('sort=createdAt&dir=asc')).toEqual(['c1', 'c5', 'c4', 'c2', 'c3']);
    expect(await order('')).toEqual(['c3', 'c2', 'c4', 'c5', 'c1']);
    expect(await order('sort=prioridad&dir=desc')).toEqual(['c3', 'c1', 'c2', 'c4', 'c5']);
    // open cases first by deadline (c5 is overdue), the closed c4 last; descending is the exact reverse
    expect(await order('sort=dueAt&dir=asc')).toEqual(['c5', 'c2', 'c3', 'c1', 'c4']);
    expect(await order('sort=dueAt&dir=desc')).toEqual(['c4', 'c1', 'c3', 'c2', 'c5']);
    expect(await order('sort=folio&dir=asc')).toEqual(['c1', 'c5', 'c4', 'c2', 'c3']);
    expect(await order('sort=updatedAt&dir=desc')).toEqual(['c4', 'c3', 'c2', 'c5', 'c1']);
    const first = CaseListResponse.parse((await rep.list('?sort=createdAt&dir=desc&pageSize=1')).json()).items[0];
    expect(first).toMatchObject({
      folio: folio.c3,
      tipo: { nombre: 'Alumbrado público', color: '#fbc02d' },
      estatus: { nombre: 'Asignado', final: false },
      // filed with no colonia: its point gives it Moderna (nearest centroid) and the zona polygon that holds it
      colonia: { nombre: 'Moderna' },
      zona: { nombre: 'Zona Centro Sur' },
      origen: { nombre: 'App' },
      dependencia: { nombre: 'Dirección de Servicios Públicos' },
      asignado: { id: t.clerkId },
      prioridad: 'urgente',
      vencido: false,
    });
  });

  test('bad query values are a 400 naming the parameter', async () => {
    for (const [q, field] of [
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      ['sort=nombre', 'sort'],
      ['dir=up', 'dir'],
      ['desde=2026-13-45', 'desde'],
      ['hasta=ayer', 'hasta'],
      ['vencidos=quiza', 'vencidos'],
      ['estado=todo', 'estado'],
      ['prioridad=maxima', 'prioridad'],
    ]) {
      expect((await rep.list(`?${q}`)).json()).toMatchObject({ statusCode: 400, code: 'validation', field });
    }
  });

  describe('a cliente with more cases than a page', () => {
    let big: CaseTenant;
    let api: CaseApi;
    beforeAll(async () => {
      big = await caseTenant(env, 'muchos');
      api = caseApi(env, big.clerk, 'reporte');
      await seedBulkCases(env.app.db, big.id, 'reporte', 230, env.clock.fn(), { batchSize: 100 });
      // three filed in the same instant: the id breaks the tie, so pages neither repeat nor skip them
      for (let i = 0; i < 3; i++) await api.add(createBody(big, 'reporte', { descripcion: `Empate número ${i}` }));
      await api.add(createBody(big, 'reporte', {
        descripcion: '=HYPERLINK("http://malo.example","clic"), con "comillas"\nen dos líneas',
        direccion: '@SUM(A1:A9)',
        contacto: { nombre: '+52 Juan', telefono: '-1' },
      }));
    });

    test.each(['createdAt', 'folio', 'prioridad', 'dueAt', 'updatedAt'])('pages of 40 sorted by %s cover every case once, in order', async (sort) => {
      const seen: string[] = [];
      let total = 0;
      for (let page = 1; ; page++) {
        const body = CaseListResponse.parse((await api.list(`?sort=${sort}&dir=asc&pageSize=40&page=${page}`)).json());
        total = body.total;
        seen.push(...body.items.map((i) => i.id));
        if (body.items.length < 40) break;
      }
      expect(total).toBe(234);
      expect(new Set(seen).size).toBe(234);
      const all = CaseListResponse.parse((await api.list(`?sort=${sort}&dir=desc&pageSize=100&page=1`)).json()).items.map((i) => i.id);
      expect(all).toEqual([...seen].reverse().slice(0, 100));
    });

    test('the CSV holds every case of the filter: BOM, Spanish header, quoting and formula guard', async () => {
      const res = await api.csv();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="reportes-2026-01-15.csv"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
      const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
      expect(rows[0]).toEqual(['Folio', 'Tipo', 'Estatus', 'Descripción', 'Dirección', 'Colonia', 'Zona', 'Origen', 'Dependencia', 'Módulo', 'Asignado', 'Prioridad', 'Contacto', 'Creado', 'Vence', 'Cerrado', 'Vencido', 'prioridad_codigo', 'vencido_codigo']);
      expect(res.headers['content-language']).toBe('es');
      expect(rows).toHaveLength(235);
      expect(rows.every((r) => r.length === 19)).toBe(true);
      const folios = rows.slice(1).map((r) => r[0]);
      expect(folios).toEqual(CaseListResponse.parse((await api.list('?pageSize=100')).json()).items.map((i) => i.folio).concat(folios.slice(100)));
      expect(new Set(folios).size).toBe(234);

      const evil = rows.find((r) => r[3]!.includes('HYPERLINK'))!;
      expect(evil[3]).toBe('\'=HYPERLINK("http://malo.example","clic"), con "comillas"\nen dos líneas');
      expect(evil[4]).toBe("'@SUM(A1:A9)");
      expect(evil[12]).toBe("'+52 Juan");
      expect(evil[13]).toBe('2026-01-15 06:00');
      expect(evil[16]).toBe('No');
      expect(evil.slice(17)).toEqual(['normal', 'no']);
      expect(evil[11]).toBe('Normal');
      expect(res.body).toContain('"\'=HYPERLINK(""http://malo.example"",""clic""), con ""comillas""\nen dos líneas"');

      // a filter narrows the CSV exactly as the list
      const tipo = big.tipos.reporte['Fuga de agua'];
      const filtered = parseCsv((await api.csv(`?tipoId=${tipo}&sort=folio&dir=asc`)).rawPayload.subarray(3).toString('utf8')).slice(1).map((r) => r[0]);
      const listed = CaseListResponse.parse((await api.list(`?tipoId=${tipo}&sort=folio&dir=asc&pageSize=100`)).json());
      expect(filtered).toEqual(listed.items.map((i) => i.folio));
      expect(filtered.length).toBe(listed.total);
      const sol = await caseApi(env, big.clerk, 'solicitud').csv();
      expect(sol.headers['content-disposition']).toBe('attachment; filename="solicitudes-2026-01-15.csv"');
      expect(parseCsv(sol.rawPayload.subarray(3).toString('utf8'))).toHaveLength(1);
    });

    test('Vence, first click (ascending): open cases by deadline with the overdue on top, closed cases last', async () => {
      const items: { closedAt: string | null; dueAt: string; vencido: boolean }[] = [];
      for (let page = 1; page <= 3; page++) items.push(...CaseListResponse.parse((await api.list(`?sort=dueAt&dir=asc&pageSize=100&page=${page}`)).json()).items);
      expect(items).toHaveLength(234);
      const open = items.filter((i) => i.closedAt === null);
      const overdue = open.filter((i) => i.vencido);
      expect(open.length).toBeGreaterThan(0);
      expect(overdue.length).toBeGreaterThan(0);
      expect(open.length).toBeLessThan(items.length);
      // every open case before every closed one
      expect(items.slice(0, open.length).every((i) => i.closedAt === null)).toBe(true);
      // the overdue ones first, then the rest of the open ones by deadline
      expect(open.slice(0, overdue.length).every((i) => i.vencido)).toBe(true);
      const dues = open.map((i) => i.dueAt);
      expect(dues).toEqual([...dues].sort());
      const closedDues = items.slice(open.length).map((i) => i.dueAt);
      expect(closedDues).toEqual([...closedDues].sort());
    });

    test('the CSV stream reads the set in keyset chunks: small chunks give the same rows as one big read', async () => {
      const scope: repo.FilterScope = { clienteId: big.id, kind: 'reporte', userId: big.clerkId, now: env.clock.fn().toISOString(), timeZone: 'America/Mexico_City' };
      for (const q of [{ sort: 'createdAt', dir: 'desc' }, { sort: 'prioridad', dir: 'asc' }, { sort: 'folio', dir: 'desc' }, { sort: 'dueAt', dir: 'asc' }, { sort: 'dueAt', dir: 'desc' }] as const) {
        const query = { estado: 'todos', ...q } as CaseFilterQuery;
        const read = async (chunk: number) => {
          const out: string[] = [];
          let chunks = 0;
          for await (const rows of repo.iterateCases(env.app.db, scope, query, chunk)) (chunks += 1), out.push(...rows.map((r) => r.id));
          return { out, chunks };
        };
        const small = await read(7);
        const whole = await read(1000);
        expect(small.chunks).toBe(Math.ceil(234 / 7));
        expect(small.out).toEqual(whole.out);
        expect(new Set(small.out).size).toBe(234);
      }
    });
  });

  test('the map: located cases of the filter as compact rows with estatus and tipo indexes', async () => {
    const res = await rep.map(`?estado=abiertos`);
    expect(res.statusCode).toBe(200);
    const map = CaseMapResponse.parse(res.json());
    expect(map.total).toBe(4);
    expect(map.points.map((p) => p[4]).sort()).toEqual([c.c1, c.c2, c.c3, c.c5].sort());
    const p3 = map.points.find((p) => p[4] === c.c3)!;
    expect(map.estatus[p3[2]]).toMatchObject({ nombre: 'Asignado' });
    expect(map.tipos[p3[3]]).toMatchObject({ nombre: 'Alumbrado público' });
    expect(p3.slice(0, 2)).toEqual([19.4301, -99.1402]);
    expect(p3[5]).toBe(folio.c3);
    expect(map.estatus.map((e) => e.nombre)).toEqual(['Recibido', 'Asignado', 'En proceso', 'Atendido', 'Improcedente']);
    // a browser gets it gzipped (a large map is megabytes of JSON)
    expect(res.body.length).toBeGreaterThan(GZIP_MIN_BYTES);
    const zipped = await rep.map(`?estado=abiertos`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(res.json());
    // solicitudes filed without a location answer none
    await caseApi(env, t.clerk, 'solicitud').add(createBody(t, 'solicitud'));
    expect(CaseMapResponse.parse((await caseApi(env, t.clerk, 'solicitud').map()).json())).toMatchObject({ points: [], total: 0 });
  });

  test.each(['reporte', 'solicitud'] as CaseKind[])('filters of %s: the cliente’s active catalogue rows and the staff who may act', async (kind) => {
    const x = await caseTenant(env, `filtros-${kind}`);
    const cat = catalogApi(env, x.admin);
    await cat.update('colonias', x.colonias['Obrera']!, { activo: false });
    await cat.update(kind === 'reporte' ? 'tiposreporte' : 'tipossolicitud', Object.values(x.tipos[kind])[0]!, { activo: false });
    const disabledEmail = `baja.filtros.${kind}@${x.slug}.sig`;
    await makeUser(env, disabledEmail, 'Atención ciudadana', x.slug);
    await setMembershipDisabled(env.app.db, x.id, (await identity.findUserByEmail(env.app.db, disabledEmail))!.id, true);

    const res = await caseApi(env, x.viewer, kind).filters();
    expect(res.statusCode).toBe(200);
    const f = CaseFiltersResponse.parse(res.json());
    expect(f.estatus.map((e) => e.nombre)).toEqual(['Recibido', 'Asignado', 'En proceso', 'Atendido', 'Improcedente']);
    expect(f.tipos).toHaveLength(Object.keys(x.tipos[kind]).length - 1);
    expect(f.colonias).toHaveLength(39);
    expect(f.colonias.map((col) => col.nombre)).not.toContain('Obrera');
    expect(f.colonias.every((col) => col.zonaId !== null)).toBe(true);
    expect(f.zonas).toHaveLength(8);
    expect(f.dependencias).toHaveLength(12);
    expect(f.modulos.find((m) => m.nombre === 'Oficina comercial Centro')).toMatchObject({ dependenciaId: x.dependencias['Sistema de Agua Potable y Alcantarillado'] });
    expect(f.origenes.map((o) => o.nombre)).toEqual(['App', 'Presencial', 'Redes sociales', 'Teléfono', 'Web', 'WhatsApp']);
    expect(f.prioridades).toEqual(['baja', 'normal', 'alta', 'urgente']);
    // the administrator and the clerk; not the viewer (no edit permission) nor the disabled clerk
    expect(f.usuarios.map((u) => u.id).sort()).toEqual([x.adminId, x.clerkId].sort());
  });
});
