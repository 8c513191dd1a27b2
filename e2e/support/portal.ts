import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

export const repoRoot = resolve(__dirname, '../..');
export const baseUrl = () => process.env.SIG_E2E_BASE_URL as string;
export const admin = () => ({ email: process.env.SIG_E2E_ADMIN_EMAIL as string, password: process.env.SIG_E2E_ADMIN_PASSWORD as string });

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** One Chromium per spec file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser as Browser;
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  requests: string[];
}

/**
 * `serviceWorkers`: blocked unless a spec asks (service-worker.spec.ts): a request the portal's worker answers
 * would bypass the `page.route` stubs other specs set.
 */
export async function openPage(browser: Browser, opts: { lang?: string; viewport?: { width: number; height: number }; baseURL?: string; serviceWorkers?: 'allow' | 'block' } = {}): Promise<Watched> {
  const context = await browser.newContext({ baseURL: opts.baseURL ?? baseUrl(), viewport: opts.viewport ?? { width: 1280, height: 800 }, serviceWorkers: opts.serviceWorkers ?? 'block' });
  if (opts.lang) await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), opts.lang);
  // Snackbars hide after 5-6 s; record every one shown so a slow machine cannot miss it.
  await context.addInitScript(() => {
    const log: string[] = ((window as unknown as { __sigSnackbars: string[] }).__sigSnackbars = []);
    // each text a snackbar shows is logged once: a snackbar may appear before its text is filled in
    const seen = new WeakMap<Element, Set<string>>();
    new MutationObserver(() => {
      document.querySelectorAll('[data-testid="snackbars"] [data-variant]').forEach((el) => {
        const text = (el.textContent ?? '').replace(/✕$/, '').trim();
        const texts = seen.get(el) ?? new Set<string>();
        seen.set(el, texts);
        if (text && !texts.has(text)) {
          texts.add(text);
          log.push(text);
        }
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => requests.push(r.url()));
  const watched = { context, page, errors, requests };
  (globalThis as unknown as { __SIG_PAGES__?: Watched[] }).__SIG_PAGES__?.push(watched);
  return watched;
}

/**
 * A screenshot for a person to look at, written only when SIG_E2E_SHOTS names a folder (`SIG_E2E_SHOTS=/tmp/shots
 * npm test`): in CI no one looks, and a full-page shot costs the run up to a second.
 */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SIG_E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: opts.fullPage ?? false });
}

/** Waits until a snackbar with exactly this text has been shown (it may have hidden again since). */
export async function snackbarShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => (window as unknown as { __sigSnackbars?: string[] }).__sigSnackbars?.includes(t), text, { timeout: 15000 });
}

/** Signs in through the real login page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, email, password);
}

/** Fills and sends the sign-in form of the page already shown. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/correo/i).fill(email);
  await page.getByLabel(/contraseña/i).fill(password);
  await page.getByRole('button', { name: /iniciar sesión|ingresar|entrar/i }).click();
}

/** The server's CLI (create-user, invite) against the e2e server's data folder. */
export function serverCli(args: string[]): string {
  return execFileSync(process.execPath, [join(repoRoot, 'packages/server/dist/cli.js'), ...args], {
    env: { ...process.env, SIG_DATA_DIR: process.env.SIG_E2E_DATA_DIR, PUBLIC_URL: baseUrl(), DATABASE_URL: '', LOG_LEVEL: 'warn', SIG_SCRYPT_COST: '10' },
    encoding: 'utf8',
  });
}

/** The newest outbox mail sent to `to`, as text. */
export function lastMailTo(to: string): string {
  const dir = join(process.env.SIG_E2E_DATA_DIR as string, 'outbox');
  const files = readdirSync(dir).sort().reverse();
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    if (text.toLowerCase().includes(to.toLowerCase())) return text;
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/**
 * The newest mail to `to` once it matches `pattern`, waiting for it: the server answers first and writes the mail
 * (or the text message) to the outbox after, so the page can say "sent" before the file exists.
 */
export async function mailMatching(to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let i = 0; ; i++) {
    let found: RegExpMatchArray | null = null;
    try {
      found = lastMailTo(to).replace(/=\r?\n/g, '').match(pattern);
    } catch (e) {
      if (i > 50) throw e;
    }
    if (found) return found;
    if (i > 50) throw new Error(`the newest mail to ${to} does not match ${pattern}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** First portal link in a mail (quoted-printable soft breaks undone). */
export function linkIn(mail: string, pathPrefix: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = text.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix}[^\\s"<>]*`));
  if (!m) throw new Error(`no ${pathPrefix} link in mail:\n${text}`);
  return new URL(m[0]).pathname;
}

/** A JSON call to the e2e server's API with a staff token (for set-up or checks the spec does not drive); throws on an error status. */
export async function staffApi<T>(token: string | undefined, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A JSON POST to the e2e server (for set-up the spec does not test); throws on an error status. */
export const postJson = (path: string, body: unknown, token?: string) => staffApi<Record<string, unknown>>(token, 'POST', path, body);

/** The link of the newest mail to `to`, waiting for it: the server mails after answering. */
export async function mailLink(to: string, pathPrefix: string): Promise<string> {
  for (let i = 0; ; i++) {
    try {
      return linkIn(lastMailTo(to), pathPrefix);
    } catch (e) {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
