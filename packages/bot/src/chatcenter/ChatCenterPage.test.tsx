import { sessionStore, startRealtime } from '@sig/shared';
import type { BotConversation, BotConversationDetail } from '@sig/shared/contract';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { installFakeSockets } from '@sig/shared/testing/fakeSocket';
import { signInAs, snackbarTexts } from '@sig/shared/testing/parcelApp';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderAt } from '../test/renderApp';
import { BOT_PATHS as P, BOT_SOCKET_EVENTS as CENTRE_EVENTS, botPath } from '@sig/shared/staff-ui';

const centrePath = (template: string, id: string) => botPath(template, { id });

// root-config starts the realtime client at boot
startRealtime();

let server: FakeServer;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ME = { id: 'u1', displayName: 'Ana López' };
const BETO = { id: 'u2', displayName: 'Beto Agente' };
const CARLA = { id: 'u3', displayName: 'Carla Llena' };

function conversation(over: Partial<BotConversation> = {}): BotConversation {
  return {
    id: 'c1',
    estado: 'asignada',
    contacto: { id: 'k1', nombre: 'Rosa Pérez', canal: 'web', telefono: null },
    agente: ME,
    flujoVersion: 1,
    enColaDesde: ago(600_000),
    noLeidos: 0,
    ultimoMensajeContacto: ago(60_000),
    ventanaAbierta: true,
    folio: 'R-2026-000042',
    motivoCierre: null,
    createdAt: ago(700_000),
    closedAt: null,
    ...over,
  };
}
const detail = (c: BotConversation, mensajes: BotConversationDetail['mensajes'] = []): BotConversationDetail => ({ ...c, mensajes, historial: [] });
const message = (seq: number, autor: 'contacto' | 'bot' | 'agente', texto: string) => ({ seq, autor, tipo: 'texto' as const, texto, ubicacion: null, opciones: [], at: ago(60_000 - seq) });

const queued = (id: string, nombre: string, esperaSegundos: number, canal: 'web' | 'whatsapp' = 'web') => ({
  conversacion: conversation({ id, estado: 'en_cola', agente: null, contacto: { id: `k-${id}`, nombre, canal, telefono: canal === 'web' ? null : '5215512345678' }, folio: null }),
  esperaSegundos,
});

beforeEach(() => {
  server = fakeServer();
  server.on('GET', P.cola, () => ({ json: { items: [queued('q1', 'Luis Antiguo', 125, 'whatsapp'), queued('q2', 'Marta Nueva', 30)], at: new Date().toISOString() } }));
  server.on('GET', P.mias, () => ({ json: { items: [], noLeidos: 0 } }));
  server.on('GET', P.metricas, () => ({
    json: { esperandoAhora: 2, medianaPrimeraRespuestaSegundos: 95, porAgente: [{ agente: ME, abiertas: 1, cerradasHoy: 3 }], dia: '2026-11-29' },
  }));
  server.on('GET', P.respuestas, () => ({ json: { items: [{ id: 'r1', titulo: 'Saludo', texto: 'Hola {{nombre}}, soy {{agente}}. Tu folio: {{folio}}', updatedAt: ago(0) }] } }));
  server.on('GET', P.plantillas, () => ({
    json: {
      items: [
        { id: 't1', nombre: 'Seguimiento', texto: 'Hola {{1}}, ¿seguimos con tu caso {{2}}?', aprobada: true, createdAt: ago(0) },
        { id: 't2', nombre: 'Borrador', texto: 'No aprobada', aprobada: false, createdAt: ago(0) },
      ],
    },
  }));
  server.on('GET', P.agentes, () => ({
    json: { items: [{ agente: ME, abiertas: 1, disponible: true }, { agente: BETO, abiertas: 2, disponible: true }, { agente: CARLA, abiertas: 5, disponible: false }], maxPorAgente: 5 },
  }));
});

function open(path = '/sig/bot/chatcenter') {
  const sockets = installFakeSockets();
  signInAs(['SigChatCenter']);
  act(() => sessionStore.setState({ token: 'token-1' }));
  renderAt(path);
  const socket = sockets.last();
  act(() => socket.accept());
  return socket;
}

/** My conversation c1 (Rosa Pérez), opened from the list. */
async function openMine(c: BotConversation, mensajes = [message(1, 'contacto', 'Quiero hablar con alguien'), message(2, 'bot', 'Te comunicamos con una persona.')]) {
  server.on('GET', P.mias, () => ({ json: { items: [c], noLeidos: c.noLeidos } }));
  server.on('GET', centrePath(P.conversacion, c.id), () => ({ json: detail(c, mensajes) }));
  const socket = open();
  fireEvent.click(await screen.findByRole('button', { name: /Abrir la conversación con Rosa Pérez/ }));
  await screen.findByRole('log', { name: 'Mensajes de la conversación' });
  return socket;
}

describe('the contact centre', () => {
  it('lists the queue oldest first with a waiting time that ticks, and the metrics of today', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Conversaciones en espera, la más antigua primero' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/Luis Antiguo|Marta Nueva/).textContent)).toEqual(['Luis Antiguo', 'Marta Nueva']);
    expect(within(rows[0]!).getByText('WhatsApp')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^espera 2 min 0[5-6] s$/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/^espera 3[0-1] s$/)).toBeTruthy();
    // a second later the times have moved on without another read of the queue
    await waitFor(() => expect(within(rows[1]!).getByText(/^espera 3[1-3] s$/)).toBeTruthy(), { timeout: 2500 });
    expect(server.callsTo('GET', P.cola)).toHaveLength(1);

    const metrics = (await screen.findByText('1 min 35 s')).closest('dl')!;
    expect(within(metrics).getByText('Esperando ahora').nextSibling?.textContent).toBe('2');
    expect(metrics.textContent).toContain('Ana López: 1 abiertas · 3 cerradas hoy');
  });

  it('takes a conversation from the queue and opens it; bot:cola reads the queue again', async () => {
    const taken = conversation({ id: 'q1', contacto: { id: 'k-q1', nombre: 'Luis Antiguo', canal: 'whatsapp', telefono: '5215512345678' } });
    server.on('POST', centrePath(P.tomar, 'q1'), () => ({ json: taken }));
    server.on('GET', centrePath(P.conversacion, 'q1'), () => ({ json: detail(taken, [message(1, 'contacto', 'Hola, necesito ayuda')]) }));
    const socket = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tomar la conversación de Luis Antiguo' }));
    await waitFor(() => expect(server.callsTo('POST', centrePath(P.tomar, 'q1'))).toHaveLength(1));
    expect(await screen.findByText('Hola, necesito ayuda')).toBeTruthy();
    // a WhatsApp contact's number, left to right whatever the page's direction
    expect(screen.getByTestId('cc-phone').textContent).toBe('5215512345678');
    expect(window.location.search).toBe('?c=q1');
    await waitFor(() => expect(server.callsTo('GET', P.cola)).toHaveLength(2));

    act(() => socket.serverEmit(CENTRE_EVENTS.cola, { esperando: 1, conversacionId: 'q9', estado: 'en_cola' }));
    await waitFor(() => expect(server.callsTo('GET', P.cola)).toHaveLength(3));
    // a conversation given to me (taken, auto-assigned or transferred) is said, and my list reads again
    const mineReads = server.callsTo('GET', P.mias).length;
    act(() => socket.serverEmit(CENTRE_EVENTS.asignada, conversation({ id: 'c7', contacto: { id: 'k7', nombre: 'Pedro Transferido', canal: 'web', telefono: null } })));
    await waitFor(() => expect(snackbarTexts()).toContain('Se te asignó la conversación con Pedro Transferido.'));
    await waitFor(() => expect(server.callsTo('GET', P.mias).length).toBeGreaterThan(mineReads));
  });

  it('says in words what to do when the cap is reached or nobody waits', async () => {
    server.on('POST', P.autoasignar, () => apiError(409, 'bot.cap_reached', 'Se alcanzó el máximo de conversaciones por agente.'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tomar siguiente' }));
    await waitFor(() => expect(snackbarTexts()).toContain('Ya tienes el máximo de conversaciones abiertas. Cierra o transfiere una antes de tomar otra.'));
    server.on('POST', P.autoasignar, () => apiError(404, 'bot.queue_empty', 'No hay conversaciones esperando.'));
    fireEvent.click(screen.getByRole('button', { name: 'Tomar siguiente' }));
    await waitFor(() => expect(snackbarTexts()).toContain('No hay conversaciones esperando. Las nuevas aparecerán en la cola.'));
  });

  it('opens my conversation, marks it read, inserts a canned answer filled in and sends it; a live message reads it again', async () => {
    const c = conversation({ noLeidos: 2 });
    server.on('POST', centrePath(P.leido, 'c1'), () => ({ json: { ...c, noLeidos: 0 } }));
    server.on('POST', centrePath(P.mensajes, 'c1'), () => ({ json: message(3, 'agente', 'x') }));
    const socket = await openMine(c);
    expect(screen.getByText('Quiero hablar con alguien')).toBeTruthy();
    expect(screen.getByText('Te comunicamos con una persona.')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('POST', centrePath(P.leido, 'c1'))).toHaveLength(1));

    const box = screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escribe el mensaje antes de enviarlo.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Insertar respuesta predefinida') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Insertar respuesta predefinida'), { target: { value: 'r1' } });
    expect(box.value).toBe('Hola Rosa Pérez, soy Ana López. Tu folio: R-2026-000042');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(server.callsTo('POST', centrePath(P.mensajes, 'c1')).map((x) => x.body)).toEqual([{ texto: 'Hola Rosa Pérez, soy Ana López. Tu folio: R-2026-000042' }]));
    await waitFor(() => expect(box.value).toBe(''));

    const reads = server.callsTo('GET', centrePath(P.conversacion, 'c1')).length;
    act(() => socket.serverEmit(CENTRE_EVENTS.mensaje, { conversacionId: 'c1', mensaje: message(4, 'contacto', 'Gracias'), noLeidos: 1 }));
    await waitFor(() => expect(server.callsTo('GET', centrePath(P.conversacion, 'c1')).length).toBeGreaterThan(reads));
  });

  it('outside the 24-hour window offers only approved templates, with their values', async () => {
    const c = conversation({ ventanaAbierta: false, ultimoMensajeContacto: ago(25 * 3600_000) });
    server.on('POST', centrePath(P.mensajes, 'c1'), () => ({ json: { ...message(3, 'agente', 'x'), tipo: 'plantilla' } }));
    await openMine(c);
    expect(screen.getByText('Pasaron más de 24 horas desde el último mensaje del contacto.')).toBeTruthy();
    expect(screen.queryByLabelText('Mensaje')).toBeNull();
    const select = (await screen.findByLabelText('Plantilla aprobada')) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.text)).toEqual(['Elige una plantilla…', 'Seguimiento']));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar plantilla' }));
    expect(await screen.findByText('Elige la plantilla que quieres enviar.')).toBeTruthy();
    fireEvent.change(select, { target: { value: 't1' } });
    fireEvent.change(screen.getByLabelText('Valor 1'), { target: { value: 'Rosa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar plantilla' }));
    expect(await screen.findByText('Llena todos los valores de la plantilla.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Valor 2'), { target: { value: 'R-2026-000042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar plantilla' }));
    await waitFor(() => expect(server.callsTo('POST', centrePath(P.mensajes, 'c1')).map((x) => x.body)).toEqual([{ plantillaId: 't1', parametros: ['Rosa', 'R-2026-000042'] }]));
  });

  it('transfers to a colleague with room (not to me, not to one at the cap)', async () => {
    server.on('POST', centrePath(P.transferir, 'c1'), () => ({ json: conversation({ agente: BETO }) }));
    await openMine(conversation());
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog');
    const group = await within(dialog).findByRole('radiogroup');
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Beto Agente (2 de 5 abiertas)']);
    expect(within(dialog).getByText('Sin lugar: Carla Llena')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialog).findByText('Elige a quién transferirla.')).toBeTruthy();
    expect(server.callsTo('POST', centrePath(P.transferir, 'c1'))).toEqual([]);
    fireEvent.click(within(group).getByRole('radio'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(server.callsTo('POST', centrePath(P.transferir, 'c1')).map((x) => x.body)).toEqual([{ agenteId: 'u2' }]));
    await waitFor(() => expect(snackbarTexts()).toContain('La conversación con Rosa Pérez pasó a Beto Agente.'));
  });

  it('says so when nobody else works in the contact centre', async () => {
    server.on('GET', P.agentes, () => ({ json: { items: [{ agente: ME, abiertas: 1, disponible: true }], maxPorAgente: 5 } }));
    await openMine(conversation());
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Nadie más atiende el centro de contacto: un administrador puede dar el permiso a otra persona.')).toBeTruthy();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  });

  it('closes only after the reason is chosen and confirmed', async () => {
    server.on('POST', centrePath(P.cerrar, 'c1'), () => ({ json: conversation({ estado: 'cerrada', motivoCierre: 'resuelto' }) }));
    await openMine(conversation());
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('El contacto verá que la conversación terminó. Esto no se puede deshacer.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar conversación' }));
    expect(await within(dialog).findByText('Elige el motivo del cierre.')).toBeTruthy();
    expect(server.callsTo('POST', centrePath(P.cerrar, 'c1'))).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: 'resuelto' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nota/), { target: { value: 'Se atendió por teléfono' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar conversación' }));
    await waitFor(() => expect(server.callsTo('POST', centrePath(P.cerrar, 'c1')).map((x) => x.body)).toEqual([{ motivo: 'resuelto', nota: 'Se atendió por teléfono' }]));
    await waitFor(() => expect(snackbarTexts()).toContain('Cerraste la conversación con Rosa Pérez.'));
  });

  it('deletes a canned answer only after confirming', async () => {
    server.on('DELETE', centrePath(P.respuesta, 'r1'), () => ({ json: { id: 'r1', eliminado: true } }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Respuestas predefinidas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar «Saludo»' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(server.callsTo('DELETE', centrePath(P.respuesta, 'r1'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(server.callsTo('DELETE', centrePath(P.respuesta, 'r1'))).toHaveLength(1));
  });

  it('opening a conversation is a history entry: Back returns to the lists, Forward reopens it, "Volver" is Back', async () => {
    // a fresh entry drops what earlier tests left ahead of this one, so the history's length counts from here
    window.history.pushState(null, '', '/sig/bot/chatcenter');
    const before = window.history.length;
    await openMine(conversation());
    const conversationLog = () => screen.queryByRole('log', { name: 'Mensajes de la conversación' });
    expect(window.location.search).toBe('?c=c1');
    expect(window.history.length).toBe(before + 1);

    // the phone's Back button
    act(() => window.history.back());
    await waitFor(() => expect(conversationLog()).toBeNull());
    expect(window.location.search).toBe('');
    expect(screen.getByText('Elige una de tus conversaciones o toma una de la cola.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Abrir la conversación con Rosa Pérez/ })).toBeTruthy();

    act(() => window.history.forward());
    expect(await screen.findByRole('log', { name: 'Mensajes de la conversación' })).toBeTruthy();
    expect(window.location.search).toBe('?c=c1');

    // the in-page button goes back too, rather than stacking a second lists entry
    fireEvent.click(screen.getByRole('button', { name: 'Volver a las listas' }));
    await waitFor(() => expect(conversationLog()).toBeNull());
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByRole('list', { name: 'Mis conversaciones abiertas' })).toBeTruthy();
  });

  it('a link or a reload with ?c= opens that conversation; "Volver" then shows the lists in the same entry', async () => {
    const c = conversation();
    server.on('GET', P.mias, () => ({ json: { items: [c], noLeidos: 0 } }));
    server.on('GET', centrePath(P.conversacion, 'c1'), () => ({ json: detail(c, [message(1, 'contacto', 'Sigo esperando')]) }));
    window.history.pushState(null, '', '/sig/bot/chatcenter');
    const before = window.history.length;
    open('/sig/bot/chatcenter?c=c1');
    expect(await screen.findByText('Sigo esperando')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a las listas' }));
    await waitFor(() => expect(screen.queryByRole('log', { name: 'Mensajes de la conversación' })).toBeNull());
    expect(window.location.pathname + window.location.search).toBe('/sig/bot/chatcenter');
    expect(window.history.length).toBe(before);
    expect(screen.getByRole('button', { name: /Abrir la conversación con Rosa Pérez/ })).toBeTruthy();
  });
});
