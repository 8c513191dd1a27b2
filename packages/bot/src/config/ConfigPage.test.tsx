import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { activeTipo } from '@sig/shared/testing/fixtures';
import { messageUnder, signInAs, snackbarTexts } from '@sig/shared/testing/parcelApp';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';

import { renderAt } from '../test/renderApp';

const API = {
  flujo: '/api/1.0/bot/flujo',
  publicar: '/api/1.0/bot/flujo/publicar',
  canales: '/api/1.0/bot/canales',
  ajustes: '/api/1.0/bot/ajustes',
  plantillas: '/api/1.0/bot/plantillas',
  tipos: '/api/1.0/gettiporeporte',
};
const tipo = activeTipo;
const FLOW = {
  saludo: '¡Hola! Soy el asistente.',
  inicio: 'menu',
  nodos: [
    {
      id: 'menu',
      texto: '¿Qué quieres hacer?',
      tipo: 'menu' as const,
      opciones: [
        { etiqueta: 'Reportar un bache', siguiente: 'lugar' },
        { etiqueta: 'Hablar con una persona', siguiente: 'persona' },
      ],
    },
    { id: 'lugar', texto: '¿Dónde está?', tipo: 'ubicacion' as const, siguiente: 'foto' },
    { id: 'foto', texto: 'Envía una foto.', tipo: 'foto' as const, siguiente: 'fin', opcional: true },
    { id: 'fin', texto: '¡Gracias!', tipo: 'reporte' as const, tipoId: 't-bache' },
    { id: 'persona', texto: 'Te comunico con una persona.', tipo: 'humano' as const },
  ],
};
type Flow = typeof FLOW | Record<string, unknown>;
const ana = { id: 'u1', displayName: 'Ana López' };
const state = (flujo: Flow, version = 3, published: Flow | null = flujo) => ({
  borrador: { flujo, version, updatedAt: '2026-11-20T18:00:00.000Z', updatedBy: ana },
  validacion: { valido: true, problemas: [] },
  publicada: published ? { version: 1, flujo: published, publishedAt: '2026-11-01T18:00:00.000Z', publishedBy: ana } : null,
  versiones: published ? [{ version: 1, publishedAt: '2026-11-01T18:00:00.000Z', publishedBy: ana }] : [],
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.flujo, () => ({ json: state(FLOW) }));
  server.on('GET', API.tipos, () => ({ json: { items: [tipo('t-bache', 'Bache'), tipo('t-luz', 'Alumbrado público')] } }));
  server.on('GET', API.canales, () => ({ json: { items: [{ id: 'web-demo', nombre: 'Chat web del portal', tipo: 'web', activo: true, createdAt: '2026-11-01T18:00:00.000Z' }] } }));
  server.on('GET', API.ajustes, () => ({ json: { maxPorAgente: 5, version: 2 } }));
  server.on('GET', API.plantillas, () => ({ json: { items: [] } }));
  signInAs(['admin']);
});

// Fluent's dialogs hide the page behind them with aria-hidden, which jsdom's role queries then skip
const HIDDEN = { hidden: true } as const;
const card = (name: string) => screen.getByRole('region', { name });
const publishButton = () => screen.getByRole('button', { name: 'Publicar' });

describe('the flow editor', () => {
  it('adds a step, says what is wrong next to it, keeps Publish disabled with the reason until fixed, then saves with the version and publishes', async () => {
    renderAt('/bot/config');
    await screen.findByRole('region', { name: 'menu · Menú de opciones' });
    // the saved draft is what is published: nothing to publish, and it says why
    expect(publishButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('El borrador es igual a la versión 1 publicada: no hay nada nuevo que publicar.')).toBeTruthy();

    const add = screen.getByRole('form', { name: 'Agregar un paso' });
    fireEvent.change(within(add).getByLabelText('Identificador del paso nuevo'), { target: { value: 'agua' } });
    fireEvent.change(within(add).getByLabelText('Tipo del paso nuevo'), { target: { value: 'humano' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Agregar paso' }));

    const agua = await screen.findByRole('region', { name: 'agua · Hablar con una persona' });
    expect(within(agua).getByRole('list', { name: 'Problemas de agua' }).textContent).toContain('Ningún camino lleva a este paso');
    const texto = within(agua).getByLabelText('Mensaje del bot');
    expect(messageUnder(texto)).toContain('Escribe el mensaje que envía el bot en este paso.');
    expect(publishButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('No se puede publicar: corrige los problemas señalados (2).')).toBeTruthy();
    // saving is refused in the browser while a field the server requires is empty
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(snackbarTexts()).toContain('Completa los campos señalados antes de guardar.'));
    expect(server.callsTo('PUT', API.flujo)).toEqual([]);

    fireEvent.change(texto, { target: { value: 'Te paso con el área de agua.' } });
    const menu = card('menu · Menú de opciones');
    fireEvent.click(within(menu).getByRole('button', { name: 'Agregar una opción a menu' }));
    expect(messageUnder(within(menu).getByLabelText('La opción 3 lleva a'))).toContain('Elige a qué paso lleva la opción 3.');
    fireEvent.change(within(menu).getByLabelText('Opción 3'), { target: { value: 'Fugas de agua' } });
    fireEvent.change(within(menu).getByLabelText('La opción 3 lleva a'), { target: { value: 'agua' } });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Problemas de agua' })).toBeNull());
    expect(screen.getByText('Sin problemas')).toBeTruthy();
    // valid but not saved yet
    expect(screen.getByText('Guarda el borrador antes de publicarlo.')).toBeTruthy();

    const edited = {
      ...FLOW,
      nodos: [
        { ...FLOW.nodos[0]!, opciones: [...(FLOW.nodos[0] as { opciones: object[] }).opciones, { etiqueta: 'Fugas de agua', siguiente: 'agua' }] },
        ...FLOW.nodos.slice(1),
        { id: 'agua', texto: 'Te paso con el área de agua.', tipo: 'humano' },
      ],
    };
    server.on('PUT', API.flujo, () => ({ json: state(edited, 4, FLOW) }));
    server.on('POST', API.publicar, () => ({ json: { ...state(edited, 4, edited), publicada: { version: 2, flujo: edited, publishedAt: '2026-11-21T18:00:00.000Z', publishedBy: ana } } }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(server.callsTo('PUT', API.flujo)).toHaveLength(1));
    expect(server.callsTo('PUT', API.flujo)[0]!.body).toEqual({ flujo: edited, version: 3 });
    await waitFor(() => expect(publishButton().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(publishButton());
    await waitFor(() => expect(server.callsTo('POST', API.publicar)[0]?.body).toEqual({ version: 4 }));
    await waitFor(() => expect(snackbarTexts()).toContain('Versión 2 publicada.'));
  });

  it('shows what the server found in the saved draft beside the step (a tipo retired since), and keeps Publish disabled', async () => {
    server.on('GET', API.flujo, () => ({
      json: { ...state(FLOW, 3, null), validacion: { valido: false, problemas: [{ nodo: 'fin', codigo: 'tipo', mensaje: 'El tipo de reporte de «fin» no existe o no está activo.' }] } },
    }));
    renderAt('/bot/config');
    const fin = await screen.findByRole('region', { name: 'fin · Registrar un reporte' });
    expect(messageUnder(within(fin).getByLabelText('Tipo de reporte'))).toContain('Ese tipo de reporte ya no existe o no está activo');
    expect(publishButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('No se puede publicar: corrige los problemas señalados (1).')).toBeTruthy();
  });

  it('asks before deleting a step and names the options that lead to it', async () => {
    renderAt('/bot/config');
    const persona = await screen.findByRole('region', { name: 'persona · Hablar con una persona' });
    fireEvent.click(within(persona).getByRole('button', { name: 'Borrar el paso persona' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar el paso persona?', ...HIDDEN });
    expect(dialog.textContent).toContain('Llevan a este paso: la opción «Hablar con una persona» de menu.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Borrar paso', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'persona · Hablar con una persona' })).toBeNull());
    const menu = card('menu · Menú de opciones');
    expect(messageUnder(within(menu).getByLabelText('La opción 2 lleva a'))).toContain('Elige a qué paso lleva la opción 2.');
    expect(publishButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('explains a save refused because someone else saved first, and reloads', async () => {
    server.on('PUT', API.flujo, () => apiError(409, 'bot.stale', 'Otra persona cambió esto mientras lo veías: recarga para ver sus datos actuales.'));
    renderAt('/bot/config');
    await screen.findByRole('region', { name: 'menu · Menú de opciones' });
    fireEvent.change(screen.getByLabelText('Saludo'), { target: { value: 'Buenas tardes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    const alert = await screen.findByText(/Otra persona cambió esto mientras lo veías. Recarga para ver sus cambios/);
    const reads = server.callsTo('GET', API.flujo).length;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(server.callsTo('GET', API.flujo).length).toBe(reads + 1));
    await waitFor(() => expect((screen.getByLabelText('Saludo') as HTMLTextAreaElement).value).toBe(FLOW.saludo));
  });

  it('renames a step: the options, next steps and start that led to it follow; a taken or malformed id is refused beside the field', async () => {
    renderAt('/bot/config');
    const lugar = await screen.findByRole('region', { name: 'lugar · Pedir la ubicación' });
    const rename = within(lugar).getByRole('form', { name: 'Cambiar el identificador de lugar' });
    const field = within(rename).getByLabelText('Identificador') as HTMLInputElement;
    expect(field.value).toBe('lugar');
    const submit = () => fireEvent.click(within(rename).getByRole('button', { name: 'Renombrar el paso lugar' }));

    fireEvent.change(field, { target: { value: 'foto' } });
    submit();
    expect(messageUnder(field)).toContain('Ya hay un paso «foto»: elige otro identificador.');
    fireEvent.change(field, { target: { value: 'dónde está' } });
    expect(messageUnder(field)).not.toContain('Ya hay un paso');
    submit();
    expect(messageUnder(field)).toContain('Usa solo letras sin acentos, números, - o _ (hasta 40).');
    expect(screen.queryByText('Cambios sin guardar')).toBeNull();

    fireEvent.change(field, { target: { value: ' donde ' } });
    submit();
    // the same card (its field keeps what was typed), under the new name
    expect(screen.getByRole('region', { name: 'donde · Pedir la ubicación' })).toBe(lugar);
    expect(screen.queryByRole('region', { name: 'lugar · Pedir la ubicación' })).toBeNull();
    expect(messageUnder(field)).toBe('Las opciones y pasos que llevan aquí, y el inicio, usan el nuevo.');
    expect((within(card('menu · Menú de opciones')).getByLabelText('La opción 1 lleva a') as HTMLSelectElement).value).toBe('donde');
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
    expect(screen.getByText('Sin problemas')).toBeTruthy();

    // the start follows its step too
    const menuRename = within(card('menu · Menú de opciones')).getByRole('form', { name: 'Cambiar el identificador de menu' });
    fireEvent.change(within(menuRename).getByLabelText('Identificador'), { target: { value: 'principal' } });
    fireEvent.click(within(menuRename).getByRole('button', { name: 'Renombrar el paso menu' }));
    expect((screen.getByLabelText('Paso de inicio') as HTMLSelectElement).value).toBe('principal');

    server.on('PUT', API.flujo, () => ({ json: state(FLOW, 4) }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(server.callsTo('PUT', API.flujo)).toHaveLength(1));
    const sent = (server.callsTo('PUT', API.flujo)[0]!.body as { flujo: typeof FLOW }).flujo;
    expect(sent.inicio).toBe('principal');
    expect(sent.nodos.map((n) => n.id)).toEqual(['principal', 'donde', 'foto', 'fin', 'persona']);
    expect((sent.nodos[0] as { opciones: { siguiente: string }[] }).opciones.map((o) => o.siguiente)).toEqual(['donde', 'persona']);
  });

  it('moves steps up and down with buttons that keep the focus; the outline, the cards and the save take the order', async () => {
    renderAt('/bot/config');
    const persona = await screen.findByRole('region', { name: 'persona · Hablar con una persona' });
    const order = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby') && document.getElementById(r.getAttribute('aria-labelledby')!)?.textContent).filter((n): n is string => Boolean(n?.includes(' · ')));
    const outlineOrder = () => within(screen.getByRole('navigation', { name: 'Esquema del flujo' })).getAllByRole('listitem').map((li) => li.textContent?.split('\u00a0')[0]);
    expect(outlineOrder()).toEqual(['menu', 'lugar', 'foto', 'fin', 'persona']);
    // at the ends the buttons say so but stay in the tab order
    expect(within(card('menu · Menú de opciones')).getByRole('button', { name: 'Subir el paso menu' }).getAttribute('aria-disabled')).toBe('true');
    const down = within(persona).getByRole('button', { name: 'Bajar el paso persona' });
    expect(down.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(down);
    expect(outlineOrder()).toEqual(['menu', 'lugar', 'foto', 'fin', 'persona']);

    const up = within(persona).getByRole('button', { name: 'Subir el paso persona' });
    act(() => up.focus());
    fireEvent.click(up);
    await waitFor(() => expect(outlineOrder()).toEqual(['menu', 'lugar', 'foto', 'persona', 'fin']));
    fireEvent.click(within(persona).getByRole('button', { name: 'Subir el paso persona' }));
    await waitFor(() => expect(outlineOrder()).toEqual(['menu', 'lugar', 'persona', 'foto', 'fin']));
    expect(order()[2]).toBe('persona · Hablar con una persona');
    expect(document.activeElement).toBe(within(persona).getByRole('button', { name: 'Subir el paso persona' }));
    const finUp = within(card('fin · Registrar un reporte')).getByRole('button', { name: 'Subir el paso fin' });
    act(() => finUp.focus());
    fireEvent.click(finUp);
    await waitFor(() => expect(outlineOrder()).toEqual(['menu', 'lugar', 'persona', 'fin', 'foto']));
    expect(document.activeElement).toBe(within(card('fin · Registrar un reporte')).getByRole('button', { name: 'Subir el paso fin' }));
    // moving down re-inserts the pressed card itself, which drops the focus unless the editor gives it back
    const personaDown = within(persona).getByRole('button', { name: 'Bajar el paso persona' });
    act(() => personaDown.focus());
    fireEvent.click(personaDown);
    await waitFor(() => expect(outlineOrder()).toEqual(['menu', 'lugar', 'fin', 'persona', 'foto']));
    expect(document.activeElement).toBe(within(persona).getByRole('button', { name: 'Bajar el paso persona' }));
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();

    server.on('PUT', API.flujo, () => ({ json: state(FLOW, 4) }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(server.callsTo('PUT', API.flujo)).toHaveLength(1));
    expect((server.callsTo('PUT', API.flujo)[0]!.body as { flujo: typeof FLOW }).flujo.nodos.map((n) => n.id)).toEqual(['menu', 'lugar', 'fin', 'persona', 'foto']);
  });

  it('asks before leaving with unsaved changes (a portal link, a reload), and not once they are saved', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      renderAt('/bot/config');
      const saludo = await screen.findByLabelText('Saludo');
      fireEvent.change(saludo, { target: { value: 'Buenas tardes.' } });
      expect(screen.getByText('Cambios sin guardar')).toBeTruthy();

      await act(async () => {
        navigateToUrl('/sig/home');
        await new Promise((r) => setTimeout(r, 20));
      });
      expect(confirm).toHaveBeenCalledWith('El flujo tiene cambios sin guardar. ¿Salir de todos modos? Se perderán.');
      expect(window.location.pathname).toBe('/bot/config');
      expect((screen.getByLabelText('Saludo') as HTMLTextAreaElement).value).toBe('Buenas tardes.');
      const reload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(reload);
      expect(reload.defaultPrevented).toBe(true);

      server.on('PUT', API.flujo, () => ({ json: state({ ...FLOW, saludo: 'Buenas tardes.' }, 4) }));
      fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      await waitFor(() => expect(screen.queryByText('Cambios sin guardar')).toBeNull());
      confirm.mockClear();
      await act(async () => {
        navigateToUrl('/sig/home');
        await new Promise((r) => setTimeout(r, 20));
      });
      expect(confirm).not.toHaveBeenCalled();
      expect(window.location.pathname).toBe('/sig/home');
    } finally {
      confirm.mockRestore();
    }
  });

  it('the preview walks the menu to a reporte step in the browser and says what would happen; Restart starts over', async () => {
    renderAt('/bot/config');
    const preview = await screen.findByRole('region', { name: 'Vista previa' });
    const log = within(preview).getByRole('log', { name: 'Conversación de prueba' });
    expect(log.textContent).toContain('¡Hola! Soy el asistente.');
    expect(log.textContent).toContain('¿Qué quieres hacer?');
    const calls = server.calls.length;
    fireEvent.click(within(preview).getByRole('button', { name: '1. Reportar un bache' }));
    expect(log.textContent).toContain('¿Dónde está?');
    fireEvent.click(within(preview).getByRole('button', { name: 'Simular que comparte su ubicación' }));
    expect(log.textContent).toContain('Envía una foto.');
    fireEvent.click(within(preview).getByRole('button', { name: 'Simular que envía una foto' }));
    expect(log.textContent).toContain('¡Gracias!');
    expect(log.textContent).toContain('Se registraría un reporte de tipo «Bache»');
    expect(within(preview).getByRole('status').textContent).toContain('La conversación de prueba terminó');
    expect(server.calls.length).toBe(calls); // nothing went to the server
    fireEvent.click(within(preview).getByRole('button', { name: 'Reiniciar' }));
    expect(log.textContent).not.toContain('¡Gracias!');
    fireEvent.click(within(preview).getByRole('button', { name: '2. Hablar con una persona' }));
    expect(log.textContent).toContain('La conversación pasaría a la cola del centro de contacto');
  });
});

describe('channels, cap and templates', () => {
  it('shows a web channel’s public link and embed, and a new webhook channel’s secret once', async () => {
    server.on('POST', API.canales, () => ({ status: 201, json: { id: 'ch-9', nombre: 'Proveedor SMS', tipo: 'webhook', activo: true, createdAt: '2026-11-21T18:00:00.000Z', secreto: 'whsec_9f8e7d' } }));
    renderAt('/bot/config');
    const link = (await screen.findByLabelText('Enlace del chat público de Chat web del portal')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/apps/demo/bot/web-demo/chat`);
    expect((screen.getByLabelText('Código para insertar Chat web del portal en otro sitio') as HTMLTextAreaElement).value).toContain(`<iframe src="${window.location.origin}/apps/demo/bot/web-demo/chat"`);

    const form = screen.getByRole('form', { name: 'Crear un canal' });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear canal' }));
    expect(messageUnder(within(form).getByLabelText('Nombre del canal'))).toContain('Escribe un nombre para el canal.');
    fireEvent.change(within(form).getByLabelText('Nombre del canal'), { target: { value: 'Proveedor SMS' } });
    fireEvent.change(within(form).getByLabelText('Tipo de canal'), { target: { value: 'webhook' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear canal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Canal «Proveedor SMS» creado', ...HIDDEN });
    expect(server.callsTo('POST', API.canales)[0]!.body).toEqual({ nombre: 'Proveedor SMS', tipo: 'webhook' });
    expect(dialog.textContent).toContain('es la única vez que se muestra');
    expect((within(dialog).getByLabelText('Secreto para firmar los mensajes') as HTMLInputElement).value).toBe('whsec_9f8e7d');
    expect(within(dialog).getByRole('button', { name: 'Copiar secreto', ...HIDDEN })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya lo guardé', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', HIDDEN)).toBeNull());
    expect(screen.queryByDisplayValue('whsec_9f8e7d')).toBeNull();
  });

  it('saves the per-agent cap with its version, checks the range, and explains a 409', async () => {
    server.on('PUT', API.ajustes, () => ({ json: { maxPorAgente: 8, version: 3 } }));
    renderAt('/bot/config');
    const cap = (await screen.findByLabelText('Conversaciones abiertas por agente')) as HTMLInputElement;
    await waitFor(() => expect(cap.value).toBe('5'));
    fireEvent.change(cap, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar máximo' }));
    expect(messageUnder(cap)).toContain('Escribe un número entero entre 1 y 50.');
    expect(server.callsTo('PUT', API.ajustes)).toEqual([]);
    fireEvent.change(cap, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar máximo' }));
    await waitFor(() => expect(server.callsTo('PUT', API.ajustes)[0]?.body).toEqual({ maxPorAgente: 8, version: 2 }));
    await waitFor(() => expect(snackbarTexts()).toContain('Máximo por agente guardado.'));

    server.on('PUT', API.ajustes, () => apiError(409, 'bot.stale', 'Otra persona cambió esto.'));
    fireEvent.change(cap, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar máximo' }));
    await waitFor(() => expect(server.callsTo('PUT', API.ajustes)[1]?.body).toEqual({ maxPorAgente: 9, version: 3 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Otra persona cambió esto mientras lo veías');
  });

  it('adds an approved template', async () => {
    server.on('POST', API.plantillas, () => ({ status: 201, json: { id: 'p1', nombre: 'Seguimiento', texto: 'Hola, seguimos con tu reporte.', aprobada: true, createdAt: '2026-11-21T18:00:00.000Z' } }));
    renderAt('/bot/config');
    await screen.findByText('Aún no hay plantillas.');
    const form = screen.getByRole('form', { name: 'Agregar una plantilla' });
    fireEvent.change(within(form).getByLabelText('Nombre de la plantilla'), { target: { value: 'Seguimiento' } });
    fireEvent.change(within(form).getByLabelText('Texto'), { target: { value: 'Hola, seguimos con tu reporte.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar plantilla' }));
    await waitFor(() => expect(server.callsTo('POST', API.plantillas)[0]?.body).toEqual({ nombre: 'Seguimiento', texto: 'Hola, seguimos con tu reporte.', aprobada: true }));
    await waitFor(() => expect(snackbarTexts()).toContain('Plantilla «Seguimiento» agregada.'));
  });
});
