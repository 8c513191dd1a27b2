import { setLanguage, type BotChatMessages, type BotChatStarted, type BotMessage } from '@sig/shared';
import { apiError, fakeServer, rawJson, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderAt } from '../test/renderApp';
import { tokenKey } from './chatApi';

const PAGE = '/apps/demo/bot/web-demo/chat';
const BASE = '/api/1.0/public/demo/bot/web-demo/chat';
const API = { start: BASE, mensajes: `${BASE}/mensajes`, foto: `${BASE}/foto` };
const ADDRESS = { cliente: 'demo', botId: 'web-demo' };

const msg = (seq: number, autor: BotMessage['autor'], texto: string, opciones: string[] = [], tipo: BotMessage['tipo'] = 'texto'): BotMessage => ({
  seq,
  autor,
  tipo,
  texto,
  ubicacion: null,
  opciones,
  at: '2026-11-29T08:00:00.000Z',
});
const greeting = [msg(1, 'bot', '¡Hola! Soy el asistente.'), msg(2, 'bot', '¿Qué quieres hacer?', ['Reportar un bache', 'Hablar con una persona'])];
const started = (over: Partial<BotChatStarted> = {}): BotChatStarted => ({ token: 'tok-1', conversacionId: 'c1', estado: 'bot', mensajes: greeting, ...over });
const answer = (mensajes: BotMessage[], estado: BotChatMessages['estado'] = 'bot'): BotChatMessages => ({ estado, mensajes });

let server: FakeServer;
let tokensSeen: (string | null)[];

beforeEach(() => {
  server = fakeServer();
  tokensSeen = [];
  server.on('POST', API.start, () => ({ status: 201, json: started() }));
  server.on('GET', API.mensajes, (req) => {
    tokensSeen.push(req.headers.get('x-bot-chat-token'));
    return { json: answer(Number(req.query.get('desde')) === 0 ? greeting : []) };
  });
});

describe('the public web chat', () => {
  it('carries the municipality\'s name, logo and colour in its header, and a generic brand until (or unless) they come', async () => {
    let answerCliente: (v: unknown) => void = () => undefined;
    const cliente = new Promise((resolve) => (answerCliente = resolve));
    server.on('GET', '/api/1.0/public/demo', async () => {
      await cliente;
      return { json: { slug: 'demo', nombre: 'Municipio de Tula', logo: 'https://example.org/logo.png', colorPrimary: '#aa3300', colorSecondary: '#115ea3', mapa: { lat: 20, lng: -99, zoom: 13, tileUrl: null }, operacionSinCurp: false, recibeCasos: true, tiposReporte: [], tiposSolicitud: [] } };
    });
    renderAt(PAGE);
    const brand = await screen.findByTestId('chat-brand');
    expect(brand.textContent).toBe('Atención ciudadana');
    answerCliente(null);
    await waitFor(() => expect(brand.textContent).toBe('Municipio de Tula'));
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('https://example.org/logo.png');
    expect((brand.closest('header') as HTMLElement).style.borderTopColor).toBe('rgb(170, 51, 0)');
    await waitFor(() => expect(document.title).toBe('Chat de atención · Municipio de Tula'));
  });

  it('starts a conversation, answers an option with its number, and a reload resumes it with the same token', async () => {
    server.on('POST', API.mensajes, (req) => {
      tokensSeen.push(req.headers.get('x-bot-chat-token'));
      return { json: answer([msg(3, 'contacto', 'Reportar un bache'), msg(4, 'bot', '¿Dónde está el bache? Comparte tu ubicación.')]) };
    });
    const view = renderAt(PAGE);
    expect(await screen.findByText('¡Hola! Soy el asistente.')).toBeTruthy();
    expect(server.callsTo('POST', API.start)[0]!.body).toEqual({ idioma: 'es' });
    expect(localStorage.getItem(tokenKey(ADDRESS))).toBe('tok-1');

    fireEvent.click(screen.getByRole('button', { name: '1. Reportar un bache' }));
    expect(await screen.findByText('¿Dónde está el bache? Comparte tu ubicación.')).toBeTruthy();
    expect(server.callsTo('POST', API.mensajes)[0]!.body).toEqual({ opcion: 1 });
    expect(tokensSeen).toEqual(['tok-1']);
    // the options were the last bot message's: answered, they are gone
    expect(screen.queryByRole('button', { name: '2. Hablar con una persona' })).toBeNull();

    view.unmount();
    renderAt(PAGE);
    expect(await screen.findByText('¿Qué quieres hacer?')).toBeTruthy();
    expect(server.callsTo('POST', API.start)).toHaveLength(1);
    expect(server.queries(API.mensajes).map((q) => q.get('desde'))).toContain('0');
    expect(tokensSeen.at(-1)).toBe('tok-1');
  });

  it('starts afresh when the kept token is no longer known', async () => {
    localStorage.setItem(tokenKey(ADDRESS), 'old');
    server.on('GET', API.mensajes, () => apiError(401, 'bot.chat_token', 'La sesión del chat no es válida: vuelve a empezar.'));
    renderAt(PAGE);
    expect(await screen.findByRole('button', { name: '1. Reportar un bache' })).toBeTruthy();
    expect(localStorage.getItem(tokenKey(ADDRESS))).toBe('tok-1');
  });

  it('says a failed message was not sent and sends the same text again on retry', async () => {
    let fail = true;
    server.on('POST', API.mensajes, () =>
      fail ? apiError(503, 'unavailable', 'Servicio no disponible') : { json: answer([msg(3, 'contacto', 'Hay un bache enorme'), msg(4, 'bot', 'Gracias.')]) },
    );
    renderAt(PAGE);
    await screen.findByText('¿Qué quieres hacer?');
    fireEvent.change(screen.getByLabelText('Tu mensaje'), { target: { value: 'Hay un bache enorme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo enviar.');
    // the text stays in the box: nothing typed is lost
    expect((screen.getByLabelText('Tu mensaje') as HTMLInputElement).value).toBe('Hay un bache enorme');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Gracias.')).toBeTruthy();
    expect(server.callsTo('POST', API.mensajes).map((c) => c.body)).toEqual([{ texto: 'Hay un bache enorme' }, { texto: 'Hay un bache enorme' }]);
    expect(screen.queryByText(/No se pudo enviar/)).toBeNull();
  });

  it('explains a refused location, and sends the position when it is given', async () => {
    const getCurrentPosition = jest.fn();
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    server.on('POST', API.mensajes, () => ({ json: answer([msg(3, 'contacto', '', [], 'ubicacion'), msg(4, 'bot', 'Envía una foto.')]) }));
    renderAt(PAGE);
    await screen.findByText('¿Qué quieres hacer?');

    getCurrentPosition.mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    fireEvent.click(screen.getByRole('button', { name: 'Compartir mi ubicación' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No diste permiso para usar tu ubicación');
    expect(server.callsTo('POST', API.mensajes)).toEqual([]);

    getCurrentPosition.mockImplementationOnce((ok: PositionCallback) => ok({ coords: { latitude: 19.43, longitude: -99.13 } } as GeolocationPosition));
    fireEvent.click(screen.getByRole('button', { name: 'Compartir mi ubicación' }));
    expect(await screen.findByText('Ubicación compartida')).toBeTruthy();
    expect(server.callsTo('POST', API.mensajes)[0]!.body).toEqual({ ubicacion: { lat: 19.43, lng: -99.13 } });
  });

  it('sends a photo as bytes with the token, shows the folio’s follow link as a link, and offers a new conversation once closed', async () => {
    const link = 'http://localhost/act/seguir/demo?folio=R-2026-000042';
    server.onRaw('POST', API.foto, (call) => {
      expect(call.headers.get('x-bot-chat-token')).toBe('tok-1');
      expect(call.contentType).toBe('image/jpeg');
      return rawJson(answer([msg(3, 'contacto', 'foto.jpg', [], 'foto'), msg(4, 'bot', `¡Gracias! Tu reporte quedó registrado.\nFolio: R-2026-000042\nSigue tu reporte aquí: ${link}`)], 'cerrada'));
    });
    renderAt(PAGE);
    await screen.findByText('¿Qué quieres hacer?');
    const input = screen.getByLabelText('Enviar una foto', { selector: 'input' }) as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'bache.jpg', { type: 'image/jpeg' })] } });
    });
    expect(await screen.findByText('Foto enviada')).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(screen.getByText('Esta conversación terminó.')).toBeTruthy();
    expect(screen.queryByLabelText('Tu mensaje')).toBeNull();

    server.on('POST', API.start, () => ({ status: 201, json: started({ token: 'tok-2', conversacionId: 'c2' }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Empezar otra conversación' }));
    await waitFor(() => expect(localStorage.getItem(tokenKey(ADDRESS))).toBe('tok-2'));
    expect(await screen.findByRole('button', { name: '1. Reportar un bache' })).toBeTruthy();
  });

  it('says plainly when the chat does not exist', async () => {
    server.on('POST', API.start, () => apiError(404, 'bot.channel_not_found', 'Este chat no existe o ya no está activo.'));
    renderAt(PAGE);
    expect((await screen.findByRole('alert')).textContent).toContain('Este chat no existe o ya no está activo.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('reads in Arabic, right to left, and asks the bot to speak it', async () => {
    await act(() => setLanguage('ar'));
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'دردشة المساعدة' })).toBeTruthy();
    await screen.findByRole('button', { name: '1. Reportar un bache' });
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')!.getAttribute('dir')).toBe('rtl');
    expect(server.callsTo('POST', API.start)[0]!.body).toEqual({ idioma: 'ar' });
    expect(screen.getByRole('button', { name: 'مشاركة موقعي' })).toBeTruthy();
  });
});
