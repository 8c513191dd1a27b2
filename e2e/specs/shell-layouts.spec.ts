import { axe } from '../support/axe';
import { openPage, shot, useBrowser } from '../support/portal';
import { applySettings, createShellUser, overflowingElements, overlap, setLanguage, settled, signInToShell } from '../support/shell';

const browser = useBrowser();

type Combo = { layout: 'layout1' | 'layout2' | 'layout3'; style: string };
const COMBOS: Combo[] = [
  ...['style-1', 'style-2', 'style-3', 'style-3-dense'].map((style) => ({ layout: 'layout1' as const, style })),
  { layout: 'layout2', style: 'style-1' },
  { layout: 'layout3', style: 'style-1' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

describe.each(VIEWPORTS)('every layout at $name size', (viewport) => {
  it.each(['es', 'ar'])('renders each layout and navbar style without overflow or overlap (%s)', async (lng) => {
    const user = createShellUser(`${viewport.name}-${lng}`);
    const { page, context, errors } = await openPage(browser(), { viewport });
    await signInToShell(page, user);
    await setLanguage(page, lng);
    const problems: string[] = [];
    for (const c of COMBOS) {
      await applySettings(page, { layout: { style: c.layout } });
      if (c.layout === 'layout1') await applySettings(page, { layout: { config: { navbar: { style: c.style, folded: c.style === 'style-2' } } } });
      await page.waitForSelector(`#sig-frame[data-layout-style="${c.layout}"]`);
      const label = `${c.layout}-${c.style}-${lng}-${viewport.name}`;
      await shot(page, `shell-${label}`);
      for (const o of await overflowingElements(page)) problems.push(`${label}: ${o}`);
      for (const other of ['#sig-main', '#sig-toolbar']) {
        const shared = viewport.name === 'desktop' ? await overlap(page, '#sig-navbar', other) : 0;
        if (shared) problems.push(`${label}: navbar overlaps ${other} by ${shared}px²`);
      }
      const toolbarOverMain = await overlap(page, '#sig-toolbar', '#sig-main');
      if (toolbarOverMain) problems.push(`${label}: toolbar overlaps the page by ${toolbarOverMain}px²`);
      if (viewport.name === 'phone' && c.style === 'style-1') {
        // The temporary drawer: opened from the toolbar, closed by choosing a page.
        await page.locator('#sig-toolbar button[aria-controls="sig-navbar"]').click();
        await page.waitForSelector('#sig-frame[data-nav-open="true"]');
        await settled(page);
        await shot(page, `shell-${label}-drawer`);
        for (const o of await overflowingElements(page)) problems.push(`${label} drawer: ${o}`);
        await page.locator('#sig-navbar a[href="/sig/solicitudes"]:visible').click();
        await page.waitForSelector('#sig-frame[data-nav-open="false"]');
        await page.waitForURL('**/sig/solicitudes');
        await page.goBack();
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility of the shell', () => {
  it.each(['es', 'ar'])('axe finds no serious or critical violation in the navbar, toolbar and footer (%s)', async (lng) => {
    const user = createShellUser(`axe-${lng}`);
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signInToShell(page, user);
    await setLanguage(page, lng);
    await page.locator('[data-testid="navbar"] a').first().waitFor();
    const result = await axe(page).include('#sig-navbar').include('#sig-toolbar').include('#sig-footer').analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(serious).toEqual([]);
    await context.close();
  });
});

describe('staff pages with tables on a phone', () => {
  const PAGES = ['/sig/reportes', '/sig/solicitudes', '/sig/zonas', '/sig/dependencias', '/sig/catalogo/colonias', '/sig/config/tiporeporte', '/config/users/all', '/config/roles/all'];
  // under 600 px the case lists are cards (issue 21), which must fit without scrolling at all
  it.each(['es', 'ar'])('fit the screen: only the tables scroll sideways, inside their own box; case lists are cards (%s)', async (lng) => {
    const user = createShellUser(`tables-${lng}`);
    const { page, context, errors } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await signInToShell(page, user);
    await setLanguage(page, lng);
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await page.locator('#sig-main [data-scroll-x] table tbody tr, #sig-main [data-testid="case-cards"] li').first().waitFor();
      for (const o of await overflowingElements(page)) problems.push(`${path} (${lng}): ${o}`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
