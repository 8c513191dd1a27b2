import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import { CLIENTE, auditPage } from '../test/fixtures';
import { messageUnder, renderAt, signIn, snackbarTexts } from '../test/renderApp';

const KEYS = '/api/1.0/admin/cliente/open311-keys';
const SECRET = 'q3Vb9sZk2Lw0xT7hYp4NfR1cMd8eJa6uGo5iKs3vWbQ';

const key = (over: Partial<Record<string, string | null>> & { id: string; nombre: string }) => ({
  sufijo: 'a1b2',
  createdAt: '2026-03-02T16:00:00.000Z',
  createdBy: 'u1',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});
const ESTATAL = key({ id: 'k1', nombre: 'Plataforma estatal', sufijo: 'x9Zq', lastUsedAt: '2026-03-05T10:30:00.000Z' });
const VIEJA = key({ id: 'k2', nombre: 'App ciudadana vieja', sufijo: 'Mm42', revokedAt: '2026-03-04T09:00:00.000Z' });

beforeEach(() => signIn(['admin']));

function serve() {
  const server = fakeServer();
  server.on('GET', '/api/1.0/admin/cliente', () => ({ json: CLIENTE }));
  server.on('GET', '/api/1.0/admin/audit', () => ({ json: auditPage() }));
  return server;
}

const section = async () => within((await screen.findByRole('heading', { name: 'Integraciones Open311' })).closest('section') as HTMLElement);
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens (focus events differ
// from a browser's), so queries inside or about dialogs include hidden elements.
const HIDDEN = { hidden: true } as const;
const dialogNamed = (name: string) => screen.findByRole('alertdialog', { name, ...HIDDEN });
const noDialog = () => expect(screen.queryByRole('alertdialog', HIDDEN)).toBeNull();
const revokeButton = async (name: string) => {
  // a cheap wait first: a role query over the whole Fluent page is slow on a busy machine
  await screen.findByText(name, { selector: 'td' });
  return within(rowOf(name)).getByRole('button', { name: `Revocar la clave «${name}»` });
};

describe('Open311 keys on the cliente settings page', () => {
  it('lists active and revoked keys without their secret, and offers to revoke only the active one', async () => {
    const server = serve();
    server.on('GET', KEYS, () => ({ json: { items: [VIEJA, ESTATAL] } }));
    renderAt('/config/client/edit');
    const s = await section();
    await s.findByRole('cell', { name: 'Plataforma estatal' });

    const active = rowOf('Plataforma estatal');
    expect(within(active).getByText('…x9Zq')).toBeTruthy();
    expect(within(active).getByText('Activa')).toBeTruthy();
    expect(within(active).queryByText('Nunca')).toBeNull();
    expect(within(active).getByRole('button', { name: 'Revocar la clave «Plataforma estatal»' })).toBeTruthy();

    const revoked = rowOf('App ciudadana vieja');
    expect(within(revoked).getByText('…Mm42')).toBeTruthy();
    expect(within(revoked).getByText('Revocada')).toBeTruthy();
    expect(within(revoked).getByText('Nunca')).toBeTruthy();
    expect(within(revoked).queryByRole('button')).toBeNull();

    // active keys come first, whatever order the server sends
    const names = s.getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent);
    expect(names).toEqual(['Plataforma estatal', 'App ciudadana vieja']);
  });

  it('explains what a key is for when there is none, with the public discovery URL of this cliente', async () => {
    const server = serve();
    server.on('GET', KEYS, () => ({ json: { items: [] } }));
    renderAt('/config/client/edit');
    const s = await section();
    expect(await s.findByText(/^Otras plataformas cívicas pueden registrar reportes con una clave\./)).toBeTruthy();
    expect(s.getByText(`${window.location.origin}/open311/v2/tula/discovery.json`)).toBeTruthy();
    expect(s.queryByRole('table')).toBeNull();
  });

  it('creates a key with { nombre }, shows its secret once with a copy button, and adds the row', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created = key({ id: 'k3', nombre: 'Plataforma estatal', sufijo: 'WbQ' });
    const server = serve();
    server.on('GET', KEYS, () => ({ json: { items: [] } }));
    server.on('POST', KEYS, () => ({ json: { ...created, apiKey: SECRET } }));
    renderAt('/config/client/edit');
    const s = await section();
    await s.findByText(/^Otras plataformas cívicas/);

    fireEvent.change(s.getByLabelText(/^Nombre de la nueva clave/), { target: { value: '  Plataforma estatal ' } });
    fireEvent.click(s.getByRole('button', { name: 'Nueva clave' }));

    const dialog = await dialogNamed('Clave «Plataforma estatal» creada');
    expect(server.callsTo('POST', KEYS).map((c) => c.body)).toEqual([{ nombre: 'Plataforma estatal' }]);
    expect(within(dialog).getByText('Copia la clave ahora: no se volverá a mostrar.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Clave', ...HIDDEN }) as HTMLInputElement).value).toBe(SECRET);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar clave', ...HIDDEN }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(snackbarTexts()).toContain('Clave copiada.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya la copié', ...HIDDEN }));
    await waitFor(noDialog);
    expect(within(rowOf('Plataforma estatal')).getByText('…WbQ')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect((s.getByLabelText(/^Nombre de la nueva clave/) as HTMLInputElement).value).toBe('');
  });

  it('checks the name before sending: an empty one is refused at the field', async () => {
    const server = serve();
    server.on('GET', KEYS, () => ({ json: { items: [] } }));
    renderAt('/config/client/edit');
    const s = await section();
    const input = s.getByLabelText(/^Nombre de la nueva clave/);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(s.getByRole('button', { name: 'Nueva clave' }));
    await waitFor(() => expect(messageUnder(input)).toContain('Escribe para quién es la clave (hasta 80 caracteres).'));
    expect(server.callsTo('POST', KEYS)).toHaveLength(0);
  });

  it("shows the server's 400 on nombre at the field and opens no secret dialog", async () => {
    const server = serve();
    server.on('GET', KEYS, () => ({ json: { items: [ESTATAL] } }));
    server.on('POST', KEYS, () => apiError(400, 'validation', 'Ya hay una clave con ese nombre.', 'nombre'));
    renderAt('/config/client/edit');
    const s = await section();
    await s.findByRole('cell', { name: 'Plataforma estatal' });
    const input = s.getByLabelText(/^Nombre de la nueva clave/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Plataforma estatal' } });
    fireEvent.click(s.getByRole('button', { name: 'Nueva clave' }));
    await waitFor(() => expect(messageUnder(input)).toContain('Ya hay una clave con ese nombre.'));
    noDialog();
    expect(input.value).toBe('Plataforma estatal');
    expect(s.getAllByRole('row')).toHaveLength(2);
  });

  it('revokes a key only after confirmation, with DELETE on that key', async () => {
    const server = serve();
    server.on('GET', KEYS, () => ({ json: { items: [ESTATAL] } }));
    server.on('DELETE', `${KEYS}/k1`, () => ({ json: { ...ESTATAL, revokedAt: '2026-03-06T12:00:00.000Z' } }));
    renderAt('/config/client/edit');
    fireEvent.click(await revokeButton('Plataforma estatal'));
    const dialog = await dialogNamed('¿Revocar la clave «Plataforma estatal»?');
    expect(server.callsTo('DELETE', `${KEYS}/k1`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revocar', ...HIDDEN }));
    await waitFor(() => expect(within(rowOf('Plataforma estatal')).getByText('Revocada')).toBeTruthy());
    expect(server.callsTo('DELETE', `${KEYS}/k1`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Revocar la clave «Plataforma estatal»' })).toBeNull();
    expect(snackbarTexts()).toContain('Clave «Plataforma estatal» revocada.');
  });

  it('keeps a failed revoke in the dialog, explained, and the key active', async () => {
    const server = serve();
    server.on('GET', KEYS, () => ({ json: { items: [ESTATAL] } }));
    server.on('DELETE', `${KEYS}/k1`, () => apiError(404, 'open311.key_not_found', 'Esa clave no existe.'));
    renderAt('/config/client/edit');
    fireEvent.click(await revokeButton('Plataforma estatal'));
    const dialog = await dialogNamed('¿Revocar la clave «Plataforma estatal»?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revocar', ...HIDDEN }));
    expect(await within(dialog).findByText('Esa clave no existe.')).toBeTruthy();
    expect(within(rowOf('Plataforma estatal')).getByText('Activa')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    let fail = true;
    const server = serve();
    server.on('GET', KEYS, () => (fail ? { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Error interno.' } } : { json: { items: [ESTATAL] } }));
    renderAt('/config/client/edit');
    const s = await section();
    const retry = await s.findByRole('button', { name: 'Reintentar' });
    expect(s.queryByRole('table')).toBeNull();
    fail = false;
    fireEvent.click(retry);
    expect(await s.findByRole('cell', { name: 'Plataforma estatal' })).toBeTruthy();
    expect(s.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(server.callsTo('GET', KEYS)).toHaveLength(2);
  });
});
