import ExcelJS from 'exceljs';
import { HABITANTE_AUDIT, MIDB_AUDIT, MIDB_IMPORT_ERRORS, MIDB_IMPORT_MAX_BYTES, curpBirthDate, curpCheckDigit } from '@sig/shared/contract';
import type { HabitantesTable } from '../../db/schema.citizens';
import type { TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { insertHabitante, newCurp } from '../../testing/habitantes';
import { countResultados } from './import.repository';
import { countRows, csv, importApi, importRowsStored, openImportSuite, parseReport, type ImportTenant } from './import.testkit';
import { ClavesSeen } from './import.claves';
import { BATCH, noCounts, tally } from './import.worker';

/*
 * The import end to end through its API on a real app and database: validation and matching of a file with
 * every kind of row, decisions, the one-transaction commit, the report, a second import of the same file,
 * refused files, the remembered mapping, and a second node taking over imports a stopped node left.
 */

const HEADER = ['CURP', 'Nombre', 'Apellido paterno', 'Apellido materno', 'Fecha de nacimiento', 'Sexo', 'Teléfono', 'Correo', 'Colonia', 'Consentimiento'];

const stored = (env: TestEnv, id: string) => env.app.db.selectFrom('habitantes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const byCurp = (env: TestEnv, clienteId: string, curp: string) => env.app.db.selectFrom('habitantes').selectAll().where('cliente_id', '=', clienteId).where('curp', '=', curp).executeTakeFirst();
const allHabitantes = (env: TestEnv, clienteId: string) => env.app.db.selectFrom('habitantes').selectAll().where('cliente_id', '=', clienteId).orderBy('id').execute();

describe.each(testDatabases())('midb import on %s', (db) => {
  let env: TestEnv;
  let t: ImportTenant;
  beforeAll(async () => {
    ({ env, t } = await openImportSuite(db, 'imp'));
  });
  afterAll(() => env?.close());

  describe('a file with every kind of row', () => {
    let ana: HabitantesTable;
    let maria: HabitantesTable;
    let roberto: HabitantesTable;
    const [cn1, cn5] = [newCurp(), newCurp()];
    let file: string;
    let importId: string;

    beforeAll(async () => {
      const ca = newCurp();
      const cb = newCurp();
      ana = await insertHabitante(env, t.id, { curp: ca, nombre: 'Ana', apellidos: 'López Díaz', fecha_nacimiento: curpBirthDate(ca), telefono: '', email: 'ana@correo.mx', colonia_id: t.colonias['San Pedro'] });
      maria = await insertHabitante(env, t.id, { curp: cb, fecha_nacimiento: curpBirthDate(cb), colonia_id: null });
      roberto = await insertHabitante(env, t.id, { curp: null, sin_curp_motivo: 'Sin acta', nombre: 'Roberto', apellidos: 'Sánchez Mora', fecha_nacimiento: '1985-03-04', sexo: 'H', telefono: '', colonia_id: t.colonias['Los Álamos'] });
      const badCheck = `${cn1.slice(0, 17)}${(curpCheckDigit(cn1.slice(0, 17)) + 1) % 10}`;
      file = csv([
        HEADER,
        [ca, 'Ana', 'López', 'Díaz', '', '', '771 111 2222', 'otra@correo.mx', 'San Pedro', 'sí'], // 2: same CURP, fills the phone, e-mail differs
        [cb, 'María', 'Hernández', 'Ruiz', '', '', '7711234567', '', '', 'si'], // 3: same CURP, nothing new
        [badCheck, 'Pedro', 'Gómez', '', '', '', '', '', '', ''], // 4: check digit
        [cn1, 'Lucía', 'Mendoza', 'Paz', '', '', '', '', 'benito juarez', 'no'], // 5: new
        [cn1, 'Lucía', 'Mendoza', 'Paz', '', '', '', '', 'Benito Juárez', 'no'], // 6: row 5 again
        [newCurp(), 'Jorge', 'Islas', '', '', '', '', '', 'San Pedor', ''], // 7: unknown colonia
        ['', 'Roberto', 'Sanches', 'Mora', '04/03/1985', 'H', '771 333 4444', '', 'los alamos', ''], // 8: possible duplicate of Roberto
        ['', 'Luis', 'Ortega', '', '1990-02-02', 'H', '', '', '', ''], // 9: no CURP, nobody like him
        [newCurp(), 'Rita', 'Vela', '', '', '', '123', '', '', ''], // 10: phone
        [cn5, 'Sara', 'Núñez', 'Ibarra', '', '', '+52 771 555 6666', 'sara@correo.mx', 'Centro', 'sí'], // 11: new
      ]);
    });

    test('upload: the headers map themselves, validation and matching run in the background', async () => {
      const api = importApi(env, t.clerk);
      const res = await api.upload('padron.csv', file);
      expect(res.statusCode).toBe(201);
      importId = res.json().id;
      expect(res.json().estado).toBe('validando');
      const imp = await api.settled(importId);
      expect(imp.estado).toBe('lista');
      expect(imp.columnas.map((c) => c.campo)).toEqual(['curp', 'nombre', 'apellidoPaterno', 'apellidoMaterno', 'fechaNacimiento', 'sexo', 'telefono', 'email', 'colonia', 'consentimiento']);
      expect(imp.columnas[1]!.muestra).toEqual(['Ana', 'María', 'Pedro', 'Lucía', 'Lucía']);
      expect(imp.resumen).toMatchObject({ filas: 10, validadas: 10, validas: 5, rechazadas: 5, curp: 2, posibles: 1, nuevas: 2, sinCambios: 1, sinDecidir: 1, crear: 2, fusionar: 1 }); // the row already as in the registry is sin cambios, not a merge to write

      const row = (fila: number) => imp.filas.items.find((r) => r.fila === fila)!;
      expect(row(2)).toMatchObject({ estado: 'valida', tipo: 'curp', decision: 'merge', sinCambios: false, permitidas: ['merge', 'skip'] });
      expect(row(2).coincidencia).toMatchObject({ habitante: { id: ana.id }, rellena: ['telefono'], conflictos: [{ campo: 'email', registro: 'ana@correo.mx', archivo: 'otra@correo.mx' }] });
      expect(row(3)).toMatchObject({ tipo: 'curp', sinCambios: true });
      expect(row(4).problemas).toEqual([expect.objectContaining({ campo: 'curp', codigo: 'curp.check_digit' })]);
      expect(row(5)).toMatchObject({ tipo: 'nueva', decision: 'create', permitidas: ['skip', 'create'] });
      expect(row(6).problemas).toEqual([expect.objectContaining({ codigo: 'duplicada', mensaje: expect.stringContaining('fila 5') })]);
      expect(row(7).problemas).toEqual([expect.objectContaining({ campo: 'colonia', sugerencia: 'San Pedro' })]);
      expect(row(8)).toMatchObject({ tipo: 'posible', decision: null, permitidas: ['merge', 'skip'] });
      expect(row(8).coincidencia).toMatchObject({ habitante: { id: roberto.id }, rellena: ['telefono'], conflictos: [{ campo: 'apellidos' }] });
      expect(row(8).coincidencia!.puntaje).toBeGreaterThanOrEqual(0.9);
      expect(row(9).problemas).toEqual([expect.objectContaining({ campo: 'curp', codigo: 'requerida' })]);
      expect(row(10).problemas).toEqual([expect.objectContaining({ campo: 'telefono' })]);
      // "+52 771…" is a phone, not a formula
      expect(row(11)).toMatchObject({ estado: 'valida', tipo: 'nueva' });

      const posibles = (await api.get(importId, '?vista=posibles')).json();
      expect(posibles.filas.items.map((r: { fila: number }) => r.fila)).toEqual([8]);
      expect(posibles.filas.total).toBe(1);
      expect((await api.get(importId, '?vista=rechazadas')).json().filas.total).toBe(5);
      expect(imp.filas.total).toBe(10);
    });

    test('the counts a validating import shows (kept by its worker as it writes results) are those counted from the stored results', async () => {
      const rows = await env.app.db.selectFrom('midb_import_resultados').selectAll().where('import_id', '=', importId).execute();
      const kept = noCounts();
      tally(kept, rows);
      expect(kept).toEqual((await countResultados(env.app.db, importId)).counts);
      expect(kept).toMatchObject({ validadas: 10, rechazadas: 5, posibles: 1, sin_decidir: 1 });
    });

    test('a possible duplicate is never merged without a decision: the commit waits for it', async () => {
      const api = importApi(env, t.clerk);
      const res = await api.commit(importId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'midb.import_undecided', message: MIDB_IMPORT_ERRORS['midb.import_undecided'] });
      expect((await stored(env, roberto.id)).telefono).toBe('');
    });

    test('decisions: one that does not apply is counted, not applied; "for all possible duplicates" applies', async () => {
      const api = importApi(env, t.clerk);
      const create = await api.decide(importId, { decision: 'create', filas: [2, 4, 8] });
      expect(create.json()).toMatchObject({ aplicadas: 0, noAplican: 3 });
      const merge = await api.decide(importId, { decision: 'merge', tipo: 'posible' });
      expect(merge.statusCode).toBe(200);
      expect(merge.json()).toMatchObject({ aplicadas: 1, resumen: { sinDecidir: 0, fusionar: 2 } });
      const bad = await api.decide(importId, { decision: 'borrar' });
      expect(bad.statusCode).toBe(400);
    });

    test('commit: every accepted row in one transaction; merges fill empty fields only; audited as the clerk', async () => {
      const api = importApi(env, t.clerk);
      const before = await countRows(env, 'habitantes', t.id);
      const res = await api.commit(importId);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ id: importId, estado: 'guardando' });
      const imp = await api.settled(importId);
      expect(imp.estado).toBe('terminada');
      expect(imp.resumen.resultados).toEqual({ creada: 2, fusionada: 2, sin_cambios: 1, rechazada: 5 });
      expect(await countRows(env, 'habitantes', t.id)).toBe(before + 2);

      const a = await stored(env, ana.id);
      expect(a).toMatchObject({ telefono: '7711112222', email: 'ana@correo.mx', version: 2 });
      expect(a.search_text).toContain('7711112222');
      if (db === 'sqlite') {
        // the registry's text index follows every write (migration 0019's keyed triggers)
        const { sql } = await import('kysely');
        const fts = await sql<{ habitante_id: string; search_text: string }>`select habitante_id, search_text from habitantes_fts where habitante_id in (${ana.id}, ${roberto.id})`.execute(env.app.db);
        expect(fts.rows.sort((x, y) => (x.habitante_id === ana.id ? -1 : 1))).toEqual([
          { habitante_id: ana.id, search_text: a.search_text },
          { habitante_id: roberto.id, search_text: (await stored(env, roberto.id)).search_text },
        ]);
        const all = await sql<{ n: number }>`select (select count(*) from habitantes_fts) - (select count(*) from habitantes) as n`.execute(env.app.db);
        expect(Number(all.rows[0]!.n)).toBe(0);
      }
      expect(await stored(env, maria.id)).toEqual(maria);
      expect(await stored(env, roberto.id)).toMatchObject({ telefono: '7713334444', apellidos: 'Sánchez Mora', nombre: 'Roberto' });
      const lucia = (await byCurp(env, t.id, cn1))!;
      expect(lucia).toMatchObject({ nombre: 'Lucía', apellidos: 'Mendoza Paz', colonia_id: t.colonias['Benito Juárez'], fecha_nacimiento: curpBirthDate(cn1), sexo: 'M', consentimiento: 0 });
      expect(lucia.search_text).toContain('mendoza paz lucia');
      expect(await byCurp(env, t.id, cn5)).toMatchObject({ telefono: '7715556666', email: 'sara@correo.mx', consentimiento: 1 });

      const audit = await env.app.db.selectFrom('admin_audit').select(['action', 'entity_id', 'actor_id', 'before', 'after']).where('cliente_id', '=', t.id).where('entity', '=', 'habitante').execute();
      expect(audit.filter((e) => e.action === HABITANTE_AUDIT.create).map((e) => e.entity_id).sort()).toEqual([lucia.id, (await byCurp(env, t.id, cn5))!.id].sort());
      const updates = audit.filter((e) => e.action === HABITANTE_AUDIT.update);
      expect(updates.map((e) => e.entity_id).sort()).toEqual([ana.id, roberto.id].sort());
      expect(JSON.parse(updates.find((e) => e.entity_id === ana.id)!.after!)).toEqual({ telefono: '7711112222' });
      expect(audit.every((e) => e.actor_id === t.clerkId)).toBe(true);

      // a finished import takes no more decisions nor commits
      expect((await api.commit(importId)).json()).toMatchObject({ statusCode: 409, code: 'midb.import_state' });
    });

    test('the report: the file as it came, plus a result and a reason per row', async () => {
      const res = await importApi(env, t.clerk).report(importId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain('padron-resultado.csv');
      const rows = parseReport(res.body);
      expect(rows[0]).toEqual([...HEADER, 'Resultado', 'Motivo']);
      expect(rows).toHaveLength(11);
      const byFila = (fila: number) => rows[fila - 1]!;
      expect(byFila(2).slice(0, 3)).toEqual([ana.curp, 'Ana', 'López']);
      expect(byFila(2)[10]).toBe('Fusionada');
      expect(byFila(2)[11]).toMatch(/teléfono.*correo «ana@correo.mx»/);
      expect(byFila(3)[10]).toBe('Sin cambios');
      expect(byFila(4)[10]).toBe('Rechazada');
      expect(byFila(4)[11]).toContain('último dígito');
      expect(byFila(6)[11]).toContain('fila 5');
      expect(byFila(7)[11]).toContain('San Pedro');
      expect(byFila(8)[10]).toBe('Fusionada');
      expect(byFila(5)[10]).toBe('Creada');
      expect(byFila(11)[6]).toBe('+52 771 555 6666');
      // the download is in the audit, by the clerk, with the import and its rows
      const audit = await env.app.db.selectFrom('admin_audit').select(['actor_id', 'after']).where('cliente_id', '=', t.id).where('action', '=', MIDB_AUDIT.importReport).execute();
      expect(audit.map((a) => JSON.parse(a.after!))).toEqual([{ importId, archivo: 'padron.csv', filas: 10 }]);
    });

    test('a second import of the same file changes nothing', async () => {
      const api = importApi(env, t.clerk);
      const habitantes = await allHabitantes(env, t.id);
      const audits = await countRows(env, 'admin_audit', t.id);
      const res = await api.upload('padron.csv', file);
      const id = res.json().id;
      const imp = await api.settled(id);
      expect(imp.resumen).toMatchObject({ validas: 5, rechazadas: 5, nuevas: 0, curp: 4, posibles: 1, sinDecidir: 0, crear: 0 });
      expect((await api.commit(id)).statusCode).toBe(202);
      const done = await api.settled(id);
      expect(done.estado).toBe('terminada');
      expect(done.resumen.resultados).toEqual({ sin_cambios: 5, rechazada: 5 });
      expect(await allHabitantes(env, t.id)).toEqual(habitantes);
      expect(await countRows(env, 'admin_audit', t.id)).toBe(audits);
    });
  });

  describe('files refused with a message that says what to do, nothing written', () => {
    const cases: [string, () => Promise<{ nombre: string; body: Buffer | string }>, string, string?][] = [
      ['an empty file', async () => ({ nombre: 'vacio.csv', body: '' }), 'midb.import_empty', undefined],
      ['headers and no rows', async () => ({ nombre: 'solo.csv', body: csv([HEADER]) }), 'midb.import_empty', undefined],
      ['a PNG', async () => ({ nombre: 'foto.csv', body: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') }), 'midb.import_type', undefined],
      ['a PDF', async () => ({ nombre: 'lista.pdf', body: '%PDF-1.7\n%âãÏÓ\n1 0 obj\n' }), 'midb.import_type', undefined],
      ['an old .xls', async () => ({ nombre: 'lista.xls', body: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]) }), 'midb.import_old_excel', undefined],
      ['a CSV formula', async () => ({ nombre: 'f.csv', body: csv([HEADER, [newCurp(), 'Ana', '=HYPERLINK("http://x")', '', '', '', '', '', '', '']]) }), 'midb.import_formula', 'C2'],
      ['a CSV formula behind +', async () => ({ nombre: 'f.csv', body: csv([HEADER, [newCurp(), 'Ana', 'Paz', '', '', '', '+SUM(A1:A2)', '', '', '']]) }), 'midb.import_formula', 'G2'],
      ['an XLSX formula', async () => ({ nombre: 'f.xlsx', body: await xlsx([['Nombre', 'Apellidos'], ['Ana', { formula: 'CONCAT("a","b")', result: 'ab' }]]) }), 'midb.import_formula', 'B2'],
      ['text read twice (UTF-8 saved as Latin-1)', async () => ({ nombre: 'm.csv', body: csv([HEADER, [newCurp(), 'JosÃ©', 'PÃ©rez', '', '', '', '', '', '', '']]) }), 'midb.import_encoding', undefined],
      ['a broken workbook', async () => ({ nombre: 'roto.xlsx', body: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 7)]) }), 'midb.import_broken', undefined],
      ['quotes never closed', async () => ({ nombre: 'q.csv', body: `${HEADER.join(',')}\r\n"${newCurp()},Ana,Paz\r\n` }), 'midb.import_csv', '2'],
    ];
    test.each(cases.map(([name, make, code, item]) => [name, make, code, item ?? null] as const))('%s', async (_name, make, code, item) => {
      const before = { habitantes: await countRows(env, 'habitantes', t.id), imports: await countRows(env, 'midb_imports', t.id), filas: await importRowsStored(env) };
      const { nombre, body } = await make();
      const res = await importApi(env, t.clerk).upload(nombre, body, 'application/octet-stream');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, field: 'archivo', message: MIDB_IMPORT_ERRORS[code as keyof typeof MIDB_IMPORT_ERRORS], ...(item ? { item } : {}) });
      await env.app.background.settle();
      expect({ habitantes: await countRows(env, 'habitantes', t.id), imports: await countRows(env, 'midb_imports', t.id), filas: await importRowsStored(env) }).toEqual(before);
    });

    test('50 MB or more is refused while it streams', async () => {
      const imports = await countRows(env, 'midb_imports', t.id);
      const row = `${newCurp()},Ana,Paz,,,,,,,\r\n`;
      const big = `${HEADER.join(',')}\r\n${row.repeat(Math.ceil(MIDB_IMPORT_MAX_BYTES / row.length))}`;
      const res = await importApi(env, t.clerk).upload('grande.csv', big);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'midb.import_too_big', field: 'archivo' });
      expect(await countRows(env, 'midb_imports', t.id)).toBe(imports);
    });
  });

  test('Latin-1 (Windows-1252) accents are detected and read right; ; as delimiter', async () => {
    const api = importApi(env, t.clerk);
    const curp = newCurp();
    const text = csv([HEADER, [curp, 'José', 'Peña', 'Ibáñez', '', '', '', '', 'Los Álamos', 'sí']], ';');
    const res = await api.upload('latin1.csv', Buffer.from(text, 'latin1'));
    expect(res.statusCode).toBe(201);
    const imp = await api.settled(res.json().id);
    expect(imp.codificacion).toBe('windows-1252');
    expect(imp.filas.items[0]).toMatchObject({ estado: 'valida', valores: [curp, 'José', 'Peña', 'Ibáñez', '', '', '', '', 'Los Álamos', 'sí'] });
  });

  test('XLSX: the first sheet, dates as days, numbers as text', async () => {
    const api = importApi(env, t.clerk);
    const body = await xlsx([
      ['Nombre', 'Apellidos', 'Fecha nacimiento', 'Celular', 'Colonia', 'Motivo sin CURP'],
      ['Elena', 'Ríos', new Date(Date.UTC(1979, 10, 2)), 7719998888, 'Centro', 'Sin acta'],
    ]);
    const res = await api.upload('libro.xlsx', body, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.statusCode).toBe(201);
    const imp = await api.settled(res.json().id);
    expect(imp).toMatchObject({ formato: 'xlsx', codificacion: null });
    expect(imp.filas.items[0]!.valores).toEqual(['Elena', 'Ríos', '1979-11-02', '7719998888', 'Centro', 'Sin acta']);
    // this cliente does not register people without a CURP
    expect(imp.filas.items[0]!.problemas).toEqual([expect.objectContaining({ campo: 'curp', codigo: 'requerida' })]);
  });

  test('unknown headers wait for a mapping; the mapping is remembered for the next file', async () => {
    const api = importApi(env, t.clerk);
    const text = csv([['Clave', 'Nom', 'Apes'], [newCurp(), 'Irma', 'Solís']]);
    const first = await api.upload('raro.csv', text);
    expect(first.json().estado).toBe('mapeo');
    const imp = await api.settled(first.json().id);
    expect(imp.columnas.map((c) => c.campo)).toEqual([null, null, null]);
    expect((await api.commit(imp.id)).json()).toMatchObject({ statusCode: 409, code: 'midb.import_state' });
    expect((await api.mapping(imp.id, ['curp', 'nombre', null])).json()).toMatchObject({ statusCode: 400, code: 'midb.import_mapping', field: 'campos' });
    expect((await api.mapping(imp.id, ['curp', 'nombre', 'nombre'])).json()).toMatchObject({ statusCode: 400, field: 'campos' });
    expect((await api.mapping(imp.id, ['curp', 'nombre'])).json()).toMatchObject({ statusCode: 400, code: 'midb.import_mapping' });
    const mapped = await api.mapping(imp.id, ['curp', 'nombre', 'apellidos']);
    expect(mapped.statusCode).toBe(202);
    expect((await api.settled(imp.id)).resumen).toMatchObject({ validas: 1, nuevas: 1 });

    const second = await api.upload('raro-2.csv', text);
    expect(second.json().estado).toBe('validando');
    expect((await api.settled(second.json().id)).columnas.map((c) => c.campo)).toEqual(['curp', 'nombre', 'apellidos']);
  });

  test('a CURP registered by someone else between validation and commit: the commit fails whole, nothing written', async () => {
    const api = importApi(env, t.clerk);
    const [c1, c2] = [newCurp(), newCurp()];
    const res = await api.upload('carrera.csv', csv([HEADER, [c1, 'Uno', 'Prueba', '', '', '', '', '', '', ''], [c2, 'Dos', 'Prueba', '', '', '', '', '', '', '']]));
    const id = res.json().id;
    await api.settled(id);
    await insertHabitante(env, t.id, { curp: c2 });
    const before = await allHabitantes(env, t.id);
    expect((await api.commit(id)).statusCode).toBe(202);
    const imp = await api.settled(id);
    expect(imp).toMatchObject({ estado: 'fallida', error: { code: 'midb.import_conflict', message: MIDB_IMPORT_ERRORS['midb.import_conflict'] } });
    expect(await allHabitantes(env, t.id)).toEqual(before);
    expect(await byCurp(env, t.id, c1)).toBeUndefined();
  });

  describe('a row repeating one of an earlier batch (the validation reads BATCH rows at a time)', () => {
    const size = 2 * BATCH + 10;
    /** A distinct valid CURP for each i (newCurp's repeat after a few thousand). */
    const curpOf = (i: number) => {
      const two = (n: number) => String(n).padStart(2, '0');
      const first17 = `LOTE${two(50 + (i % 40))}${two((Math.floor(i / 40) % 12) + 1)}${two((Math.floor(i / 480) % 28) + 1)}HDFRRN${Math.floor(i / 13_440) % 10}`;
      return first17 + curpCheckDigit(first17);
    };
    /** Rows 2.. of the file: each a new person, except the two that repeat an earlier batch's row. */
    const file = () => {
      const rows = Array.from({ length: size }, (_, i) => [curpOf(i), `Persona ${i}`, 'Lotes', '', '', '', '', '', 'Centro', '']);
      const twiceAt = (from: number, to: number) => (rows[to - 2] = [...rows[from - 2]!]);
      twiceAt(5, BATCH + 100); // batch 2 repeats batch 1
      twiceAt(BATCH + 50, 2 * BATCH + 5); // batch 3 repeats batch 2 (perhaps still being written)
      return csv([HEADER, ...rows]);
    };
    const duplicates = async (id: string) =>
      env.app.db.selectFrom('midb_import_resultados').select(['fila', 'duplicada_de']).where('import_id', '=', id).where('duplicada_de', 'is not', null).orderBy('fila').execute();

    test.each([
      ['by the hashes of the stored claves', undefined],
      ['when every hash collides (each clave looked up as before)', () => 7],
    ])('is rejected as a repeat of its first row: %s', async (_name, hash) => {
      const before = ClavesSeen.hash;
      if (hash) ClavesSeen.hash = hash;
      try {
        const api = importApi(env, t.clerk);
        const id = (await api.upload('lotes.csv', file())).json().id;
        const imp = await api.settled(id);
        expect(imp.resumen).toMatchObject({ validadas: size, rechazadas: 2, nuevas: size - 2 });
        expect((await duplicates(id)).map((r) => [r.fila, Number(r.duplicada_de)])).toEqual([
          [BATCH + 100, 5],
          [2 * BATCH + 5, BATCH + 50],
        ]);
      } finally {
        ClavesSeen.hash = before;
      }
    });
  });

  describe('a node stopped mid-way: another node over the same database takes the import over', () => {
    const rows = () => [HEADER, ...Array.from({ length: 30 }, (_, i) => [newCurp(), `Persona ${i}`, 'Reanudada', '', '', '', '', '', 'Centro', ''])];
    /** What a node that died leaves: the state, and a lease by a node that will never renew it, run out. */
    const abandon = async (id: string, estado: 'validando' | 'guardando') => {
      await env.app.db
        .updateTable('midb_imports')
        .set({ estado, commit_by: t.clerkId, lease_owner: 'nodo-detenido', lease_until: new Date(env.clock.fn().getTime() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
    };

    test('mid-commit: the second node commits it, once', async () => {
      const api = importApi(env, t.clerk);
      const id = (await api.upload('reanudar.csv', csv(rows()))).json().id;
      expect((await api.settled(id)).resumen.crear).toBe(30);
      const before = await countRows(env, 'habitantes', t.id);
      await abandon(id, 'guardando');
      const node = await env.startNode();
      await node.background.settle();
      const imp = await api.settled(id);
      expect(imp.estado).toBe('terminada');
      expect(imp.resumen.resultados).toEqual({ creada: 30 });
      expect(await countRows(env, 'habitantes', t.id)).toBe(before + 30);
    });

    test('mid-validation: the second node validates it from the start', async () => {
      const api = importApi(env, t.clerk);
      const id = (await api.upload('reanudar-2.csv', csv(rows()))).json().id;
      await api.settled(id);
      await env.app.db.deleteFrom('midb_import_resultados').where('import_id', '=', id).where('fila', '>', 10).execute();
      await abandon(id, 'validando');
      const node = await env.startNode();
      await node.background.settle();
      const imp = await api.settled(id);
      expect(imp.estado).toBe('lista');
      expect(imp.resumen).toMatchObject({ validadas: 30, nuevas: 30, crear: 30 });
    });

    test('an upload that died half-read is removed', async () => {
      const imports = await countRows(env, 'midb_imports', t.id);
      const id = 'subida-muerta';
      const now = env.clock.fn().toISOString();
      await env.app.db
        .insertInto('midb_imports')
        .values({
          id,
          cliente_id: t.id,
          created_by: t.clerkId,
          commit_by: null,
          archivo: 'x.csv',
          formato: 'csv',
          codificacion: 'utf-8',
          columnas: '["Nombre"]',
          mapeo: '["nombre"]',
          sin_curp: 0,
          estado: 'subiendo' as never,
          filas: 0,
          progreso_fase: null,
          progreso_hechas: 0,
          progreso_total: 0,
          resumen: null,
          error_code: null,
          error_message: null,
          lease_owner: 'nodo-detenido',
          lease_until: new Date(env.clock.fn().getTime() - 1000).toISOString(),
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await env.app.db.insertInto('midb_import_filas').values({ import_id: id, fila: 2, celdas: '["Ana"]' }).execute();
      expect((await importApi(env, t.clerk).get(id)).statusCode).toBe(404);
      const node = await env.startNode();
      await node.background.settle();
      expect(await countRows(env, 'midb_imports', t.id)).toBe(imports);
      expect(await env.app.db.selectFrom('midb_import_filas').select('fila').where('import_id', '=', id).execute()).toEqual([]);
    });
  });

  test('the list shows the cliente\u2019s imports, newest first', async () => {
    const res = await importApi(env, t.clerk).list();
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { archivo: string; estado: string }[];
    expect(items.length).toBeGreaterThan(3);
    expect(items.some((i) => i.archivo === 'padron.csv' && i.estado === 'terminada')).toBe(true);
  });
});

/** An .xlsx made by exceljs: a first sheet of these rows (a cell may be a formula). */
async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Padrón');
  for (const r of rows) ws.addRow(r);
  wb.addWorksheet('Notas').addRow(['no se lee']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
