import { admin, openPage, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();

describe('SIG catalogues in the browser', () => {
  it('an administrator lists the seeded dependencias, adds one, is told a same name with other accents exists, and a used one is deactivated', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/sig/dependencias');
    const main = page.locator('#sig-main');
    await main.getByRole('link', { name: 'Dirección de Obras Públicas' }).waitFor();

    const nombre = `Instituto Municipal de la Juventud ${Date.now()}`;
    await main.getByRole('button', { name: 'Nueva dependencia' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nombre/).fill(nombre);
    await dialog.getByLabel(/^Siglas/).fill('IMJ');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await main.getByRole('link', { name: nombre }).waitFor();

    // the same name without accents and in capitals is the same dependencia
    await main.getByRole('button', { name: 'Nueva dependencia' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nombre/).fill('DIRECCION DE OBRAS PUBLICAS');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await dialog.getByText('Ya existe un registro con ese nombre en el catálogo.').waitFor();
    await dialog.getByRole('button', { name: /Cancelar/ }).click();

    // Obras Públicas is used by tipos de reporte: deleting it deactivates it
    await main.getByRole('button', { name: 'Eliminar Dirección de Obras Públicas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await snackbarShown(page, 'Estaba en uso: quedó desactivado.');
    // the new one is unused: it really goes
    await main.getByRole('button', { name: `Eliminar ${nombre}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await snackbarShown(page, 'Eliminado.');
    await main.getByRole('link', { name: nombre }).waitFor({ state: 'detached' });
  });
});
