import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { Client } from 'pg';

import { admin, baseUrl, openPage, repoRoot, serverCli, signIn, snackbarShown, useBrowser } from '../support/portal';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../support/server') as { startServer(o?: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }> };

const browser = useBrowser();
const PASSWORD = 'Tiempo-real-2026!';

async function staffPage(email: string, password: string, base = baseUrl()): Promise<Page> {
  const { page } = await openPage(browser(), { viewport: { width: 1440, height: 900 }, baseURL: base });
  await signIn(page, email, password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/sig/reportes');
  await page.getByTestId('toolbar').waitFor();
  // the toolbar's indicator follows the socket
  await page.getByTestId('socket-indicator').and(page.locator('[data-status="online"]')).waitFor();
  return page;
}

async function openChatWith(page: Page, name: string): Promise<void> {
  await page.getByTestId('chat-toggle').click();
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.getByPlaceholder('Escribir tu mensaje...').waitFor();
}

async function say(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Escribir tu mensaje...').fill(text);
  await page.keyboard.press('Enter');
}

// a message shown in the conversation (not the text still in the input while it is sent)
const bubble = (page: Page, text: string) => page.getByTestId('chat-panel').getByTestId('chat-message').filter({ hasText: text }).first();

describe('realtime staff tools on one server', () => {
  const stamp = Date.now();
  const ana = { email: `ana-${stamp}@demo.mx`, name: `Ana Ruiz ${stamp}` };
  const beto = { email: `beto-${stamp}@demo.mx`, name: `Beto León ${stamp}` };
  beforeAll(() => {
    for (const u of [ana, beto]) serverCli(['create-user', '--email', u.email, '--password', PASSWORD, '--role', 'Consulta', '--name', u.name]);
  });

  it('chat both ways live; a closed panel gets a notification; dismiss one and all', async () => {
    const a = await staffPage(ana.email, PASSWORD);
    const b = await staffPage(beto.email, PASSWORD);

    await openChatWith(a, beto.name);
    await a.getByText('Inicia una conversación').waitFor();
    // empty text is ignored
    await say(a, '   ');
    await say(a, 'Hola Beto, ¿revisas el bache de Hidalgo?');
    await bubble(a, 'Hola Beto, ¿revisas el bache de Hidalgo?').waitFor();

    // Beto's panel is closed: a notification, a success snackbar, the unread count and the bell's dot
    await snackbarShown(b, `Nuevo mensaje de ${ana.name}`);
    await b.getByTestId('chat-badge').waitFor();
    await b.getByTestId('notifications-dot').waitFor();

    await openChatWith(b, ana.name);
    await bubble(b, 'Hola Beto, ¿revisas el bache de Hidalgo?').waitFor();
    await say(b, 'Sí, voy en camino.');
    await bubble(a, 'Sí, voy en camino.').waitFor();
    await b.keyboard.press('Escape');
    await b.getByTestId('chat-panel').waitFor({ state: 'hidden' });

    // a second message while Beto's chat is closed: two notifications now
    await say(a, '¿Llegaste?');
    await snackbarShown(b, `Nuevo mensaje de ${ana.name}`);
    await b.getByTestId('notifications-toggle').click();
    const panel = b.getByTestId('notification-panel');
    await panel.getByText(`Nuevo mensaje de ${ana.name}`).first().waitFor();
    expect(await panel.getByRole('button', { name: /^Descartar notificación/ }).count()).toBe(2);
    await panel.getByRole('button', { name: /^Descartar notificación/ }).first().click();
    await b.waitForFunction(() => document.querySelectorAll('[aria-label^="Descartar notificación"]').length === 1);
    await panel.getByRole('button', { name: 'Borrar todas' }).click();
    await panel.getByText('Ninguna notificación.').waitFor();
    // dismissed for good: a reload shows none
    await b.reload();
    await b.getByTestId('notifications-toggle').click();
    await b.getByTestId('notification-panel').getByText('Ninguna notificación.').waitFor();
  });

  it('an administrator asks every open page to reload (after a release)', async () => {
    const clerk = await staffPage(beto.email, PASSWORD);
    await clerk.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));
    const boss = await staffPage(admin().email, admin().password);
    await boss.goto('/config/client/edit');
    await boss.getByLabel('Recargar en (segundos)').fill('1');
    await boss.getByRole('button', { name: 'Pedir recarga a todos' }).click();
    // every open page reloads 1 s after its notice, the boss's own too: both are watched from before the request
    const clerkNotice = snackbarShown(clerk, 'La página se actualizará en 1 s');
    const bossAnswer = snackbarShown(boss, 'Aviso enviado.');
    await boss.getByRole('alertdialog').getByRole('button', { name: 'Pedir recarga a todos' }).click();
    await Promise.all([bossAnswer, clerkNotice]);
    await clerk.waitForFunction(() => !(window as unknown as { __beforeReload?: boolean }).__beforeReload, undefined, { timeout: 15000 });
    await clerk.getByTestId('toolbar').waitFor();
  });

  it('a disabled user is signed out at once', async () => {
    const email = `baja-${Date.now()}@demo.mx`;
    const out = JSON.parse(serverCli(['create-user', '--email', email, '--password', PASSWORD, '--role', 'Consulta', '--name', 'Dado de Baja']).trim().split('\n').pop()!) as { id: string };
    const page = await staffPage(email, PASSWORD);
    const login = await fetch(`${baseUrl()}/api/1.0/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin()) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const res = await fetch(`${baseUrl()}/api/1.0/admin/users/${out.id}/disable`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    // no click, no navigation: the closed socket makes the page ask, and the refusal signs it out
    await page.waitForURL((u) => u.pathname.startsWith('/login'), { timeout: 15000 });
  });
});

// Defined only where Redis and PostgreSQL are given (CI sets both), like the server's two-node tests.
if (process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL) describe('realtime across two server processes sharing Redis and PostgreSQL', () => {
  const dbName = `sig_e2e_${randomBytes(5).toString('hex')}`;
  const dbUrl = (() => {
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  const nodes: { baseUrl: string; stop(): Promise<void> }[] = [];
  const shared = { DATABASE_URL: dbUrl, REDIS_URL: process.env.TEST_REDIS_URL!, JWT_SECRET: randomBytes(32).toString('hex'), SIG_ADMIN_PASSWORD: 'Admin-e2e-2026!' };
  const users = [`nodo-a-${Date.now()}@demo.mx`, `nodo-b-${Date.now()}@demo.mx`];

  beforeAll(async () => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    // one after the other: the first one migrates and seeds
    nodes.push(await startServer(shared));
    nodes.push(await startServer(shared));
    for (const [i, email] of users.entries()) {
      execFileSync(process.execPath, [join(repoRoot, 'packages/server/dist/cli.js'), 'create-user', '--email', email, '--password', PASSWORD, '--role', 'Consulta', '--name', `Nodo ${'AB'[i]}`], {
        env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' },
      });
    }
  }, 90000);

  afterAll(async () => {
    for (const n of nodes) await n.stop();
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.end();
  });

  it('a message sent by a user on node A reaches a user on node B, and back', async () => {
    const a = await staffPage(users[0], PASSWORD, nodes[0].baseUrl);
    const b = await staffPage(users[1], PASSWORD, nodes[1].baseUrl);
    await openChatWith(a, 'Nodo B');
    // presence crosses nodes: B, connected to the other process, shows online
    await a.getByRole('button', { name: /^Nodo B, En línea/ }).waitFor();
    await say(a, 'Desde el nodo A');
    await snackbarShown(b, 'Nuevo mensaje de Nodo A');
    await openChatWith(b, 'Nodo A');
    await bubble(b, 'Desde el nodo A').waitFor();
    await say(b, 'Recibido en el nodo B');
    await bubble(a, 'Recibido en el nodo B').waitFor();
  });
});
