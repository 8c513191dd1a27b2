import { lastMailTo, linkIn, mailLink, openPage, serverCli, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();

/** The newest mail to `to` once it has `subject`: registration mails after it answers. */
async function mailTo(to: string, subject: string): Promise<string> {
  for (let i = 0; ; i++) {
    try {
      const mail = lastMailTo(to);
      if (mail.includes(subject)) return mail;
    } catch {
      // not written yet
    }
    if (i > 50) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('accounts through the outbox', () => {
  it('recovers a password from the mail link', async () => {
    // a new address per attempt: a retry after a failure past create-user must not meet its own account
    const email = `recupera.${Date.now()}@demo.sig`;
    serverCli(['create-user', '--email', email, '--password', 'Primera-clave-2026', '--role', 'Consulta', '--name', 'Rita Recupera']);
    const { page, context } = await openPage(browser());
    await page.goto('/login');
    await page.getByRole('link', { name: /olvidaste/i }).click();
    await page.waitForURL('**/recovery/mail');
    await page.getByLabel(/correo/i).fill(email);
    await page.getByRole('button', { name: /enviar/i }).click();
    await page.getByText('CORREO ENVIADO').waitFor();

    // the page says "sent" before the server has written the mail
    const link = await mailLink(email, '/recovery/');
    await page.goto(link);
    await page.getByText(email).waitFor();
    await page.getByLabel(/^nueva contraseña/i).fill('Segunda-clave-2026');
    await page.getByLabel(/confirma/i).fill('Segunda-clave-2026');
    await page.getByRole('button', { name: /restablecer|guardar|cambiar/i }).click();
    await page.getByText('Contraseña restablecida').waitFor();

    // The link is single use.
    await page.goto(link);
    await page.getByText('Recuperación no encontrada').waitFor();

    await signIn(page, email, 'Primera-clave-2026');
    await snackbarShown(page, 'Correo o contraseña incorrectos.');
    await signIn(page, email, 'Segunda-clave-2026');
    await page.getByTestId('toolbar').getByText('Rita Recupera').waitFor();
    await context.close();
  });

  it('registers through the mail: "check your mail", the link activates, a second registration mails the owner', async () => {
    const email = `registro-${Date.now()}@nuevo.mx`;
    const { page, context } = await openPage(browser());
    const register = async () => {
      await page.goto('/register');
      await page.getByLabel('Nombre completo').fill('Rosa Registro');
      await page.getByLabel('Nombre del municipio').fill(`Villa ${email.slice(9, 22)}`);
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByText('REVISA TU CORREO').waitFor();
      await page.getByText(email).waitFor();
    };
    expect(await page.getByLabel(/contraseña/i).count()).toBe(0);
    await register();

    const link = linkIn(await mailTo(email, 'Confirma tu cuenta'), '/active/');
    await page.goto(link);
    await page.getByText(email).waitFor();
    await page.getByLabel(/^nueva contraseña|^contraseña/i).first().fill('Registro-clave-2026');
    await page.getByLabel(/confirma/i).fill('Registro-clave-2026');
    await page.getByRole('button', { name: /activar|guardar/i }).click();
    await page.getByText('Activación finalizada').waitFor();
    await signIn(page, email, 'Registro-clave-2026');
    await page.getByTestId('toolbar').getByText('Rosa Registro').waitFor();

    // the same address again: the same answer on screen, and a mail to the owner instead of an account
    await page.evaluate(() => localStorage.clear());
    await register();
    expect(linkIn(await mailTo(email, 'Intento de registro'), '/recovery/mail')).toBe('/recovery/mail');
    await context.close();
  });

  it('activates an invited account from the mail link', async () => {
    const email = 'invitada@demo.sig';
    serverCli(['invite', '--email', email, '--role', 'Atención ciudadana']);
    const { page, context } = await openPage(browser());
    const link = linkIn(lastMailTo(email), '/active/');
    await page.goto('/active/no-existe-este-enlace-0123456789');
    await page.getByText('Activación no encontrada').waitFor();
    await page.goto(link);
    await page.getByText(email).waitFor();
    await page.getByLabel(/^nueva contraseña|^contraseña/i).first().fill('corta');
    await page.getByLabel(/confirma/i).fill('otra');
    await page.getByText('La contraseña es demasiado corta - debe tener un mínimo de 8 caracteres.').waitFor();
    await page.getByLabel(/^nueva contraseña|^contraseña/i).first().fill('Invitada-clave-2026');
    await page.getByLabel(/confirma/i).fill('Invitada-clave-2026');
    await page.getByRole('button', { name: /activar|guardar/i }).click();
    await page.getByText('Activación finalizada').waitFor();
    await signIn(page, email, 'Invitada-clave-2026');
    await page.getByTestId('toolbar').waitFor();
    await context.close();
  });
});
