import { setLanguage } from '@sig/shared';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, fileOf, filing, publicCliente } from '../test/fixtures';
import { messageUnder, renderAt } from '../test/renderApp';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.cliente, () => ({ json: publicCliente() }));
});

const texto = () => screen.getByLabelText(/Describe la información/) as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

describe('/transparencia/externo: filing a request', () => {
  it('says what is wrong next to each field, in the reader’s language, and sends nothing', async () => {
    renderAt('/transparencia/externo?cliente=demo');
    await screen.findByRole('heading', { level: 1, name: 'Solicitar información pública' });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@' } });
    submit();
    expect(messageUnder(texto())).toContain('Escribe qué información pides (al menos 10 caracteres).');
    expect(messageUnder(screen.getByLabelText('Correo electrónico'))).toContain('Escribe un correo válido');
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await act(() => setLanguage('en'));
    const inEnglish = screen.getByLabelText(/Describe the information/);
    fireEvent.change(inEnglish, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(messageUnder(inEnglish)).toContain('Write a little more: at least 10 characters.');
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('without an e-mail, says plainly to keep the folio and the code, before and after filing', async () => {
    server.on('POST', API.file, () => ({ status: 201, json: filing() }));
    renderAt('/transparencia/externo?cliente=demo');
    await screen.findByText('Municipio Demo');
    expect(screen.getByTestId('transp-no-email').textContent).toContain('guarda tu folio y tu código');
    fireEvent.change(texto(), { target: { value: 'Solicito el presupuesto de obra pública de 2024.' } });
    fireEvent.change(screen.getByLabelText('Cómo prefieres recibirla'), { target: { value: 'copia_simple' } });
    submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Recibimos tu solicitud' })).toBeTruthy();
    const sent = server.calls.find((c) => c.method === 'POST' && c.path === API.file)!;
    expect(sent.body).toEqual({ texto: 'Solicito el presupuesto de obra pública de 2024.', formato: 'copia_simple', lang: 'es', website: '' });
    expect(screen.getByTestId('transp-folio').textContent).toBe('T-2025-000001');
    expect(screen.getByTestId('transp-code').textContent).toBe('ABCD-2345');
    expect(screen.getByText('Anota el folio y el código ahora')).toBeTruthy();
    // the due date and how it was counted, from the server's structured explanation
    expect(screen.getByTestId('transp-due').textContent).toBe('Vence el martes, 4 de febrero de 2025');
    const steps = within(screen.getByTestId('transp-explanation')).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps[0]).toBe('Presentada el vie, 3 ene a las 17:30, después de las 15:00 → cuenta desde el lun, 6 ene.');
    expect(steps[1]).toContain('sin contar el lun, 3 feb (Día de la Constitución)');
  });

  it('sends the e-mail and name when given, then the attachments with the filing’s upload token', async () => {
    server.on('POST', API.file, () => ({ status: 201, json: filing() }));
    const uploads: { token: string | null; name: string | null }[] = [];
    server.onRaw('POST', `${API.thread('T-2025-000001')}/adjuntos`, (req) => {
      uploads.push({ token: req.headers.get('x-upload-token'), name: req.query.get('nombre') });
      return { status: 201, body: JSON.stringify({ ok: true }), headers: { 'content-type': 'application/json' } };
    });
    renderAt('/transparencia/externo?cliente=demo');
    await screen.findByText('Municipio Demo');
    fireEvent.change(texto(), { target: { value: 'Solicito el presupuesto de obra pública de 2024.' } });
    fireEvent.change(screen.getByLabelText('Nombre o seudónimo'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    expect(screen.queryByTestId('transp-no-email')).toBeNull();
    fireEvent.change(screen.getByLabelText('Elegir archivos'), { target: { files: [fileOf('oficio.pdf', 'application/pdf'), fileOf('nota.txt', 'text/plain')] } });
    expect(screen.getByText(/nota\.txt.*solo se aceptan PDF, JPEG o PNG/)).toBeTruthy();
    submit();
    await screen.findByRole('heading', { level: 1, name: 'Recibimos tu solicitud' });
    expect(server.calls.find((c) => c.path === API.file)!.body).toMatchObject({ email: 'ana@example.com', nombre: 'Ana' });
    expect(uploads).toEqual([{ token: 'tok-123', name: 'oficio.pdf' }]);
    expect(screen.getByText('oficio.pdf: adjuntado')).toBeTruthy();
  });

  it('puts a field the server refused under that field, in the reader’s words', async () => {
    server.on('POST', API.file, () => apiError(400, 'validation', 'Invalid email', 'email'));
    renderAt('/transparencia/externo?cliente=demo');
    await screen.findByText('Municipio Demo');
    fireEvent.change(texto(), { target: { value: 'Solicito el presupuesto de obra pública de 2024.' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    submit();
    await waitFor(() => expect(messageUnder(screen.getByLabelText('Correo electrónico'))).toContain('Revisa el correo electrónico o déjalo vacío.'));
  });

  it('explains a cliente without the product and keeps what was typed', async () => {
    server.on('POST', API.file, () => apiError(404, 'transparencia.cliente_not_found', 'x'));
    renderAt('/transparencia/externo?cliente=demo');
    await screen.findByText('Municipio Demo');
    fireEvent.change(texto(), { target: { value: 'Solicito el presupuesto de obra pública de 2024.' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Este municipio no recibe solicitudes de transparencia en línea.');
    expect(texto().value).toBe('Solicito el presupuesto de obra pública de 2024.');
  });

  it('without a cliente in the address, says where to open it from', async () => {
    renderAt('/transparencia/externo');
    expect((await screen.findByRole('alert')).textContent).toContain('Falta el municipio');
  });

  it('reads right to left in Arabic', async () => {
    renderAt('/transparencia/externo?cliente=demo');
    await screen.findByText('Municipio Demo');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Idioma' })).getByRole('button', { name: 'العربية' }));
    });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('طلب معلومات عامة');
    await act(() => setLanguage('es'));
  });
});
