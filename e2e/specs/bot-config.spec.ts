import { axe } from '../support/axe';
import { admin, openPage, shot, signIn, snackbarShown, useBrowser } from '../support/portal';

/*
 * Issue 27: the master admin edits the demo's bot flow at /bot/config (the demo seed publishes it on the web channel
 * web-demo): adds an option leading to a new step, sees the problem the editor finds, fixes it, renames and moves the
 * step, saves, publishes a new version and runs the preview; a citizen on the public chat is then offered the new option.
 */
const browser = useBrowser();
const phone = { width: 390, height: 844 };

describe('the bot configuration page', () => {
  it('the admin adds an option to a new step, fixes the problem shown, renames and moves the step, saves, publishes and previews it; the public chat offers it', async () => {
    const { page, errors } = await openPage(browser());
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/bot/config');

    const menu = page.getByRole('region', { name: 'menu · Menú de opciones' });
    await menu.waitFor();
    const id = `agua_${Date.now().toString(36)}`;
    const label = `Fugas de agua ${id.slice(5)}`;

    // a new step nobody leads to: the editor says so next to it, and Publish stays disabled with the reason
    const add = page.getByRole('form', { name: 'Agregar un paso' });
    await add.getByLabel('Identificador del paso nuevo').fill(id);
    await add.getByLabel('Tipo del paso nuevo').selectOption('humano');
    await add.getByRole('button', { name: 'Agregar paso' }).click();
    const step = page.getByRole('region', { name: `${id} · Hablar con una persona` });
    await step.getByRole('list', { name: `Problemas de ${id}` }).getByText(/Ningún camino lleva a este paso/).waitFor();
    const publish = page.getByRole('button', { name: 'Publicar', exact: true });
    expect(await publish.getAttribute('aria-disabled')).toBe('true');
    await page.getByText(/No se puede publicar: corrige los problemas señalados/).waitFor();
    await step.getByLabel('Mensaje del bot').fill('Te comunicamos con el área de agua potable.');

    // the fix: a new option of the start menu leads to it
    const n = (await menu.getByRole('list', { name: 'Opciones de menu' }).getByRole('listitem').count()) + 1;
    await menu.getByRole('button', { name: 'Agregar una opción a menu' }).click();
    await menu.getByLabel(`Opción ${n}`, { exact: true }).fill(label);
    await menu.getByLabel(`La opción ${n} lleva a`).selectOption(id);
    await step.getByRole('list', { name: `Problemas de ${id}` }).waitFor({ state: 'detached' });
    await page.getByText('Sin problemas', { exact: true }).waitFor();

    // renamed, the option follows it; moved up one place from the keyboard, the focus stays on the pressed button
    const renamed = `${id}_b`;
    const rename = step.getByRole('form', { name: `Cambiar el identificador de ${id}` });
    await rename.getByLabel('Identificador').fill(renamed);
    await rename.getByLabel('Identificador').press('Enter');
    const moved = page.getByRole('region', { name: `${renamed} · Hablar con una persona` });
    await moved.waitFor();
    expect(await menu.getByLabel(`La opción ${n} lleva a`).inputValue()).toBe(renamed);
    const outlineIds = () => page.getByRole('navigation', { name: 'Esquema del flujo' }).getByRole('listitem').evaluateAll((li) => li.map((x) => x.textContent!.split('\u00a0')[0]));
    const order = await outlineIds();
    expect(order.at(-1)).toBe(renamed);
    await moved.getByRole('button', { name: `Subir el paso ${renamed}` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((r) => document.activeElement?.getAttribute('aria-label') === `Subir el paso ${r}`, renamed);
    expect(await outlineIds()).toEqual([...order.slice(0, -2), renamed, order.at(-2)!]);
    // moving one down re-inserts the pressed step's own card (Chromium blurs the button): the focus must come back to it
    const above = order.at(-3)!;
    await page.getByRole('button', { name: `Bajar el paso ${above}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((a) => document.activeElement?.getAttribute('aria-label') === `Bajar el paso ${a}`, above);
    const reordered = [...order.slice(0, -3), renamed, above, order.at(-2)!];
    expect(await outlineIds()).toEqual(reordered);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/1.0/bot/flujo') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    const savedResponse = await saved;
    expect(savedResponse.status()).toBe(200);
    // the order the server saved is the one shown
    const stored = (await savedResponse.json()) as { borrador: { flujo: { nodos: { id: string }[] } } };
    expect(stored.borrador.flujo.nodos.map((x) => x.id)).toEqual(reordered);
    await snackbarShown(page, 'Borrador guardado.');

    const published = page.waitForResponse((r) => r.url().endsWith('/api/1.0/bot/flujo/publicar'));
    // saved and valid: Publish is enabled
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Publicar' && b.getAttribute('aria-disabled') !== 'true'));
    await publish.click();
    const answer = (await (await published).json()) as { publicada: { version: number } };
    await snackbarShown(page, `Versión ${answer.publicada.version} publicada.`);
    await page.getByText(`Publicada: versión ${answer.publicada.version}`).waitFor();

    // the preview runs the new option in the browser
    const preview = page.getByRole('region', { name: 'Vista previa' });
    await preview.getByRole('button', { name: 'Reiniciar' }).click();
    await preview.getByRole('button', { name: `${n}. ${label}` }).click();
    const log = preview.getByRole('log', { name: 'Conversación de prueba' });
    await log.getByText('Te comunicamos con el área de agua potable.').waitFor();
    await log.getByText(/La conversación pasaría a la cola del centro de contacto/).waitFor();
    // serious and critical findings; Fluent's focus sentinels (aria-hidden on purpose, microsoft/tabster#288) aside
    const found = (await axe(page).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.filter((x) => !(v.id === 'aria-hidden-focus' && x.html.includes('data-tabster-dummy'))) }))
      .filter((v) => v.nodes.length)
      .map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(' | ')}`);
    expect(found).toEqual([]);
    await shot(page, 'bot-config', { fullPage: true });
    expect(errors).toEqual([]);

    // a citizen starting a conversation now gets the published version
    const citizen = await openPage(browser(), { viewport: phone });
    await citizen.page.goto('/apps/demo/bot/web-demo/chat');
    await citizen.page.getByRole('button', { name: `${n}. ${label}` }).waitFor();
    expect(citizen.errors).toEqual([]);
  });
});
