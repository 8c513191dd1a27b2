// The built portal on a throwaway server (the e2e set-up), a headless Chromium and the demo administrator's token:
// what the browser benches start from. Needs `npm run build` first.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const globalSetup = require('../../e2e/support/globalSetup.js');
const globalTeardown = require('../../e2e/support/globalTeardown.js');

/** Runs `bench({ browser, token, baseUrl })`, then closes the browser and the server, whatever happened. */
export async function withPortalBrowser(bench) {
  await globalSetup();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const baseUrl = process.env.SIG_E2E_BASE_URL;
    const res = await fetch(`${baseUrl}/api/1.0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.SIG_E2E_ADMIN_EMAIL, password: process.env.SIG_E2E_ADMIN_PASSWORD }),
    });
    const { access_token: token } = await res.json();
    return await bench({ browser, token, baseUrl });
  } finally {
    await browser.close();
    await globalTeardown();
  }
}
