import type { Page } from 'playwright-core';

import { admin, fillSignIn, serverCli } from './portal';

/** A staff user of its own, so saving shell settings cannot change what other specs see. */
export function createShellUser(tag: string): { email: string; password: string } {
  const email = `shell-${tag}-${Date.now()}@demo.mx`;
  const password = 'Shell-e2e-2026!';
  serverCli(['create-user', '--email', email, '--password', password, '--role', 'Administrador', '--name', 'Lucía Hernández']);
  return { email, password };
}

/** Signs in on the way to /sig/reportes: the sign-in page brings the person back to it (one page load, not three). */
export async function signInToShell(page: Page, user = admin()): Promise<void> {
  await page.goto('/sig/reportes');
  await page.waitForURL('**/login');
  await fillSignIn(page, user.email, user.password);
  await page.waitForURL('**/sig/reportes');
  await page.locator('[data-testid="toolbar"]').waitFor();
  await page.locator('[data-testid="navbar"]').waitFor({ state: 'attached' });
}

/** Changes settings through the portal's own store (the same call the settings panel makes). */
export async function applySettings(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (p) => {
    const shared = await (window as unknown as { System: { import(n: string): Promise<{ updateSettings(p: unknown): void }> } }).System.import('@sig/shared');
    shared.updateSettings(p);
  }, patch);
  await settled(page);
}

/**
 * Waits until what the last change set moving has stopped: two frames (the change is drawn and its transitions
 * have started), then until no animation that ends is still running (a spinner never ends, so it is not waited for).
 * Layout transitions take 150-200 ms; a fixed pause had to allow for the slowest.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

export async function setLanguage(page: Page, lng: string): Promise<void> {
  await page.evaluate(async (l) => {
    const shared = await (window as unknown as { System: { import(n: string): Promise<{ setLanguage(l: string): Promise<unknown> }> } }).System.import('@sig/shared');
    await shared.setLanguage(l);
  }, lng);
  await page.waitForFunction((l) => document.documentElement.lang === l, lng);
}

/**
 * Visible elements of the frame that stick out of the viewport sideways (at most 10, described). Content of a
 * box marked `data-scroll-x` (a wide table that scrolls sideways on a phone) is that box's business: the box
 * itself is checked.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const bad: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}${typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : ''}`;
    if (document.documentElement.scrollWidth > vw + 1) bad.push(`document is ${document.documentElement.scrollWidth}px wide for ${vw}px`);
    for (const el of Array.from(document.querySelectorAll('#sig-frame *'))) {
      if (el.parentElement?.closest('[data-scroll-x]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      if (r.right > vw + 1 || r.left < -1) bad.push(`${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)}`);
      if (bad.length >= 10) break;
    }
    return bad;
  });
}

/** Pixels two frame areas share (the page must never sit under the navbar or the toolbar). */
export function overlap(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([sa, sb]) => {
      const ea = document.querySelector(sa);
      const eb = document.querySelector(sb);
      if (!ea || !eb || !ea.checkVisibility() || !eb.checkVisibility()) return 0;
      const ra = ea.getBoundingClientRect();
      const rb = eb.getBoundingClientRect();
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      return w > 1 && h > 1 ? Math.round(w * h) : 0;
    },
    [a, b] as const,
  );
}
