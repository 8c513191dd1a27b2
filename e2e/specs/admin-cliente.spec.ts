import { deflateSync } from 'node:zlib';

import { admin, baseUrl, mailLink, openPage, postJson as post, serverCli, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();

/** A real 2×2 PNG (IHDR, IDAT, IEND with their CRCs), so the browser can decode it. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const rows = Buffer.from([0, 200, 30, 30, 200, 30, 30, 0, 200, 30, 30, 200, 30, 30]);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('cliente settings in the browser', () => {
  it('an administrator uploads a logo and the navbar shows it at once', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/config/client/edit');
    await page.getByRole('button', { name: /Subir logotipo|Cambiar logotipo/ }).waitFor();
    await page.getByLabel('Subir logotipo', { exact: true }).setInputFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: tinyPng() });
    await snackbarShown(page, 'Logotipo actualizado.');
    const brand = page.locator('[data-testid="brand-logo"]');
    await brand.waitFor();
    const src = await brand.getAttribute('src');
    expect(src).toMatch(/^\/files\/logos\/[a-z0-9]+-[a-f0-9]{32}\.png$/);
    expect(await brand.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

    // an SVG never reaches the server
    await page.getByLabel('Subir logotipo', { exact: true }).setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await page.getByText('Elige una imagen PNG, JPEG o WebP (SVG no se admite).').waitFor();
    expect(await brand.getAttribute('src')).toBe(src);
  });

  it('a master user switches cliente from the user menu; the entry is audited in the cliente entered', async () => {
    const stamp = Date.now();
    const municipio = `Municipio E2E ${stamp}`;
    const owner = { email: `alcaldia-${stamp}@e2e.mx`, password: 'Alcaldia-e2e-2026!' };
    // registration answers "check your mail"; the mailed link activates the account with its password
    await post('/api/auth/register', { displayName: 'Alcaldía', email: owner.email, municipio });
    const activation = await mailLink(owner.email, '/active/');
    await post('/api/1.0/auth/activeChange', { _id: activation.split('/').pop(), password: owner.password });
    const otherId = ((await post('/api/1.0/auth/login', owner)).cliente as { id: string }).id;
    const master = { email: `operador-${stamp}@demo.mx`, password: 'Operador-e2e-2026!' };
    serverCli(['create-user', '--email', master.email, '--password', master.password, '--role', 'Consulta', '--name', 'Operador Plataforma', '--master']);

    const { page } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(page, master.email, master.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/sig/reportes');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('switch-cliente').click();
    await page.getByRole('menuitemradio', { name: municipio }).click();
    await page.locator('#sig-navbar').getByText(municipio).first().waitFor();

    // an operator works as administrator in the cliente entered
    await page.goto('/config/client/edit');
    await page.locator('#sig-main').getByLabel(/^Nombre/).first().waitFor();
    expect(await page.locator('#sig-main').getByLabel(/^Nombre/).first().inputValue()).toBe(municipio);

    const ownerToken = (await post('/api/1.0/auth/login', owner)).access_token as string;
    const audit = await fetch(`${baseUrl()}/api/1.0/admin/audit?entity=cliente&id=${otherId}`, { headers: { authorization: `Bearer ${ownerToken}` } });
    const items = ((await audit.json()) as { items: { action: string; actor: { email: string } | null }[] }).items;
    expect(items.find((i) => i.action === 'cliente.switch')?.actor?.email).toBe(master.email);
  });
});
