import { admin, baseUrl, mailLink, openPage, postJson, shot, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();

/*
 * Issue 19, item 1, in the browser: a newly registered municipality invites an e-mail that already has an
 * account (the demo administrator's). Nothing of the account is its until the owner accepts through the
 * mailed link; afterwards, disabling the membership there leaves the demo cliente untouched.
 */
describe('inviting an existing account', () => {
  it('waits for the owner to accept by mail, who then switches between both; the other cliente never touches the account', async () => {
    const stamp = Date.now();
    const municipio = `Municipio Invita ${stamp}`;
    const owner = { email: `invita-${stamp}@e2e.mx`, password: 'Invita-e2e-2026!' };
    await postJson('/api/auth/register', { displayName: 'Alcaldía Invita', email: owner.email, municipio });
    await postJson('/api/1.0/auth/activeChange', { _id: (await mailLink(owner.email, '/active/')).split('/').pop(), password: owner.password });

    const other = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(other.page, owner.email, owner.password);
    await other.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await other.page.goto('/config/users/all');
    await other.page.getByRole('button', { name: 'Invitar usuario' }).click();
    const dialog = other.page.getByRole('dialog');
    await dialog.getByLabel(/correo electrónico/i).fill(admin().email);
    await dialog.getByLabel(/^nombre/i).fill('Persona Invitada');
    await dialog.getByRole('checkbox', { name: 'Consulta' }).check();
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await snackbarShown(other.page, `Invitación enviada a ${admin().email}.`);

    // until acceptance the inviting cliente sees only what it typed, and cannot edit the profile
    await other.page.locator('#sig-main a', { hasText: 'Persona Invitada' }).click();
    await other.page.getByText(/los cambia la persona desde su cuenta/).waitFor();
    expect(await other.page.locator('#sig-main').getByLabel(/^Nombre/).first().isDisabled()).toBe(true);
    await shot(other.page, 'sig-e2e-invited-user');

    // the owner opens the mailed link and accepts
    const person = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await person.page.goto(await mailLink(admin().email, '/invitacion/'));
    await person.page.getByRole('heading', { name: `Te invitan a ${municipio}` }).waitFor();
    await person.page.getByText('Consulta', { exact: true }).waitFor();
    await shot(person.page, 'sig-e2e-invitation');
    await person.page.getByRole('button', { name: 'Aceptar' }).click();
    await person.page.getByRole('heading', { name: `Ya formas parte de ${municipio}` }).waitFor();

    const demoToken = (await postJson('/api/1.0/auth/login', admin())).access_token as string;
    const session = async () => fetch(`${baseUrl()}/api/1.0/auth/access-token`, { headers: { authorization: `Bearer ${demoToken}` } });
    const clients = ((await (await session()).json()) as { user: { clients: { nombre: string }[] } }).user.clients.map((c) => c.nombre);
    expect(clients).toContain(municipio);

    // the person now works in both: the user menu switches between them
    const me = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(me.page, admin().email, admin().password);
    await me.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await me.page.getByTestId('user-menu').click();
    await me.page.getByTestId('switch-cliente').click();
    await me.page.getByRole('menuitemradio', { name: municipio }).click();
    await me.page.locator('#sig-navbar').getByText(municipio).first().waitFor();

    // the other cliente disables its membership: the demo cliente's session carries on
    await other.page.reload();
    await other.page.getByRole('button', { name: 'Desactivar' }).click();
    await other.page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
    await snackbarShown(other.page, 'Usuario desactivado: su sesión en este cliente se cerró.');
    const after = await session();
    expect(after.status).toBe(200);
    expect(((await after.json()) as { user: { clients: { nombre: string }[] } }).user.clients.map((c) => c.nombre)).not.toContain(municipio);
  });
});
