import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { curpCheckDigit } from '@sig/shared/contract';
import { admin, baseUrl, openPage, postJson, signIn, useBrowser } from '../support/portal';

const browser = useBrowser();

/*
 * The registry's import (issue 23) as a clerk does it: a file of 1,000 rows with every kind of row, against the
 * demo cliente's sample registry; decisions, the commit, the report; then the same file again, which changes nothing.
 */

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** The export's rows: RFC 4180, no line breaks inside cells in the demo registry. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => {
      const out: string[] = [];
      let cur = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const ch = line[i]!;
        if (quoted && ch === '"' && line[i + 1] === '"') (cur += '"'), i++;
        else if (ch === '"') quoted = !quoted;
        else if (ch === ',' && !quoted) out.push(cur), (cur = '');
        else cur += ch;
      }
      out.push(cur);
      return out;
    });
}

const withCheckDigit = (first17: string) => first17 + String(curpCheckDigit(first17));
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A new person's CURP, birth date and sex, different for each i (born 1950 + i days). */
function newPerson(i: number) {
  const birth = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000 * 17).toISOString().slice(0, 10);
  const sexo = i % 2 ? 'H' : 'M';
  const curp = withCheckDigit(`Z${'AEIOU'[i % 5]}${LETTERS[Math.floor(i / 5) % 26]}${LETTERS[Math.floor(i / 130) % 26]}${birth.slice(2, 4)}${birth.slice(5, 7)}${birth.slice(8, 10)}${sexo}DFBCD${birth < '2000' ? '0' : 'A'}`);
  return { curp, birth, sexo };
}

const HEADER = ['CURP', 'Nombre', 'Apellidos', 'Fecha de nacimiento', 'Sexo', 'Teléfono', 'Correo', 'Colonia'];

async function resultOf(page: Page, name: string): Promise<number> {
  const tile = page.getByRole('group', { name: 'Resultado por fila' }).locator('div').filter({ hasText: new RegExp(`^\\d[\\d,.]*${name}$`) });
  return Number((await tile.first().textContent())!.replace(name, '').replace(/[^\d]/g, ''));
}

describe('importing into the registry', () => {
  it('a clerk imports 1,000 rows, decides the possible duplicates, commits, downloads the report; the same file again changes nothing', async () => {
    const { access_token: token } = (await postJson('/api/1.0/auth/login', admin())) as { access_token: string };
    const exported = await fetch(`${baseUrl()}/api/1.0/midb/habitantes.csv`, { headers: { authorization: `Bearer ${token}` } });
    // CURP, Nombre, Apellidos, Fecha de nacimiento, Edad, Sexo, Teléfono, Correo, Dirección, Colonia, …
    const registry = parseCsv(await exported.text()).slice(1).filter((r) => r[0] && r[9]);
    const total = async () => ((await (await fetch(`${baseUrl()}/api/1.0/midb/mapa`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total: number }).total;
    const before = await total();

    const rows: string[][] = [];
    const same = registry.slice(0, 30);
    for (const r of same) rows.push([r[0]!, r[1]!, r[2]!, r[3]!, r[5]!, r[6]!, r[7]!, r[9]!]);
    // the same CURP with an e-mail the registry lacks: completes the record
    const fills = registry.slice(30).filter((r) => !r[7]).slice(0, 10);
    fills.forEach((r, i) => rows.push([r[0]!, r[1]!, r[2]!, r[3]!, r[5]!, r[6]!, `importado${i}@correo.mx`, r[9]!]));
    // a person the registry holds without CURP (the sample has some), now with one: a possible duplicate
    const sinCurp = parseCsv(await (await fetch(`${baseUrl()}/api/1.0/midb/habitantes.csv`, { headers: { authorization: `Bearer ${token}` } })).text())
      .slice(1)
      .filter((r) => !r[0] && r[3] && r[9])
      .slice(0, 5);
    expect(sinCurp).toHaveLength(5);
    sinCurp.forEach((r, i) => {
      const [y, m, d] = r[3]!.split('-');
      const curp = withCheckDigit(`XE${LETTERS[i]}X${y!.slice(2)}${m}${d}${r[5]}DFBCD${y! < '2000' ? '0' : 'A'}`);
      rows.push([curp, r[1]!, r[2]!, r[3]!, r[5]!, '', '', r[9]!]);
    });
    let n = 0;
    const fresh = () => {
      const p = newPerson(n++);
      return [p.curp, 'Importada', `Persona ${n}`, p.birth, p.sexo, `55 1234 ${String(n).padStart(4, '0')}`, '', registry[n % registry.length]![9]!];
    };
    // 10 CURPs with a wrong check digit, 5 in a colonia the catalogue lacks, 2 repeated inside the file
    for (let i = 0; i < 10; i++) {
      const r = fresh();
      r[0] = r[0]!.slice(0, 17) + String((Number(r[0]!.slice(17)) + 1) % 10);
      rows.push(r);
    }
    for (let i = 0; i < 5; i++) rows.push([...fresh().slice(0, 7), 'Colonia Que No Existe']);
    const newOnes: string[][] = [];
    while (rows.length + newOnes.length < 998) newOnes.push(fresh());
    rows.push(...newOnes, newOnes[0]!, newOnes[1]!);
    expect(rows).toHaveLength(1000);
    const file = join(tmpdir(), `padron-e2e-${Date.now()}.csv`);
    writeFileSync(file, [HEADER, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n');

    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const main = page.locator('#sig-main');

    const importFile = async () => {
      await page.goto('/sig/operarmidb');
      await main.getByLabel('Archivo a importar').setInputFiles(file);
      await page.waitForURL((u) => u.pathname.startsWith('/sig/operarmidb/importacion/'), { timeout: 30_000 });
      await main.getByText(/^Al guardar: /).first().waitFor({ timeout: 45_000 });
    };

    await importFile();
    await main.getByText('Hay 5 posibles duplicados sin decidir: elige fusionar, omitir o crear en cada uno, o para todos.').waitFor();
    await main.getByRole('button', { name: 'Ver sin decidir' }).click();
    await main.getByRole('group', { name: /^Para todas las filas/ }).getByRole('button', { name: 'Fusionar todas' }).click();
    await main.getByText('Al guardar: 938 personas nuevas, 15 registros completados, 0 filas omitidas.').first().waitFor();

    await main.getByRole('button', { name: 'Guardar en el padrón' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /^Guardar [\d,.]+ filas$/ }).click();
    await main.getByText('Importación terminada').waitFor({ timeout: 60_000 });
    expect(await resultOf(page, 'Creada')).toBe(938);
    expect(await resultOf(page, 'Fusionada')).toBe(15);
    expect(await resultOf(page, 'Sin cambios')).toBe(30);
    expect(await resultOf(page, 'Rechazada')).toBe(17);
    expect(await total()).toBe(before + 938);

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Descargar reporte (CSV)' }).click()]);
    const report = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(report[0]).toEqual([...HEADER, 'Resultado', 'Motivo']);
    expect(report).toHaveLength(1001);
    const byResult = (r: string) => report.slice(1).filter((row) => row[8] === r).length;
    expect([byResult('Creada'), byResult('Fusionada'), byResult('Sin cambios'), byResult('Rechazada')]).toEqual([938, 15, 30, 17]);
    // each rejected row says why, in the file's own columns, so the clerk can fix it and import it again
    expect(report.slice(1).filter((row) => row[8] === 'Rechazada').every((row) => row[9]!.length > 0)).toBe(true);

    // the same file again: nothing new to write
    await importFile();
    await main.getByText('Al guardar: 0 personas nuevas, 0 registros completados, 0 filas omitidas.').first().waitFor();
    await main.getByRole('button', { name: 'Guardar en el padrón' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /^Guardar [\d,.]+ filas$/ }).click();
    await main.getByText('Importación terminada').waitFor({ timeout: 60_000 });
    expect(await resultOf(page, 'Creada')).toBe(0);
    expect(await resultOf(page, 'Fusionada')).toBe(0);
    expect(await total()).toBe(before + 938);
    await context.close();
  });
});
