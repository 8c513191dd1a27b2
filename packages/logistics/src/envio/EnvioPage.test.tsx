import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';

import { sessionFieldKit } from '@sig/shared/field';
import { apiError, fakeServer, rawJson, type FakeServer } from '@sig/shared/testing/fakeServer';
import { LOG_FIELD } from '@sig/shared/staff-ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, CODIGO, FOLIO, ID, entrega, misEntregas, prueba, sha256 } from '../test/envioFixtures';
import { renderAt, signIn } from '../test/renderEnvio';

// Stand-ins for the phone's browser (outside our system): GPS, the storage manager, WebCrypto and the canvas.
Object.defineProperty(navigator, 'geolocation', {
  configurable: true,
  value: {
    getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 20.0501, longitude: -99.34, accuracy: 9 }, timestamp: Date.parse('2026-11-29T10:50:00.000Z') } as GeolocationPosition),
  },
});
Object.defineProperty(navigator, 'storage', { configurable: true, value: { persisted: () => Promise.resolve(true), persist: () => Promise.resolve(true) } });
// Node's WebCrypto checks buffers against its own realm: the page's bytes are copied into a Node Buffer
const subtle = { digest: (alg: string, data: ArrayBuffer) => webcrypto.subtle.digest(alg, Buffer.from(data)) };
Object.defineProperty(globalThis, 'crypto', { configurable: true, value: { randomUUID: () => webcrypto.randomUUID(), getRandomValues: <T extends ArrayBufferView>(a: T) => webcrypto.getRandomValues(a as never) as T, subtle } });
const SIGNATURE_PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
const PHOTO = new Uint8Array([255, 216, 255, 224, 9, 8, 7]);
const pen = { beginPath() {}, arc() {}, fill() {}, moveTo() {}, lineTo() {}, stroke() {}, clearRect() {}, scale() {} };
Object.assign(HTMLCanvasElement.prototype, {
  getContext: () => pen,
  toBlob(this: HTMLCanvasElement, done: BlobCallback) {
    done(new Blob([SIGNATURE_PNG], { type: 'image/png' }));
  },
});

let server: FakeServer;
/** The server's files by hash, as LOG_PATHS.archivos keeps them. */
let stored: Map<string, string>;
let reachable: boolean;

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

beforeEach(() => {
  reachable = true;
  stored = new Map();
  server = fakeServer();
  server.on('GET', API.entrega, () => (reachable ? { json: entrega() } : apiError(503, 'unavailable', 'El servidor no está disponible.')));
  server.on('GET', API.misEntregas, () => (reachable ? { json: misEntregas() } : apiError(503, 'unavailable', 'El servidor no está disponible.')));
  server.onRaw('POST', API.archivos, (call) => {
    if (!reachable) return { status: 503, body: '' };
    const sha = call.query.get('sha256')!;
    stored.set(sha, call.query.get('tipo')!);
    return rawJson({ sha256: sha, tipo: call.query.get('tipo'), mime: call.contentType, bytes: call.bytes, createdAt: '2026-11-29T11:00:00.000Z' }, 201);
  });
  server.on('POST', API.prueba, () => (reachable ? { json: { entrega: entrega({ estado: 'entregada', prueba: prueba() }), replay: false } } : apiError(503, 'unavailable', 'El servidor no está disponible.')));
  server.on('POST', API.fallida, () => ({ json: entrega({ estado: 'fallida', motivoFallo: 'otro' }) }));
  signIn(['LogisticaLista']);
});

afterEach(async () => {
  setOnline(true);
  // work a test left on the (fake) phone is not the next test's
  const kit = await sessionFieldKit();
  for (const item of (await kit?.list()) ?? []) await kit!.discard(item.id);
});

/** Fills the proof as a repartidor does: the photo, a stroke of the signature, the code. */
async function captureProof(code: string) {
  const photo = new File([PHOTO], 'entrega.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText('Tomar foto', { selector: 'input' }), { target: { files: [photo] } });
  expect(await screen.findByRole('img', { name: 'Foto tomada para el comprobante' })).toBeTruthy();
  const pad = screen.getByRole('img', { name: 'Firma de quien recibe' });
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { clientX: 60, clientY: 40 });
  fireEvent.pointerUp(pad);
  expect(await screen.findByText('Firma capturada.')).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: /Código de entrega/ }), { target: { value: code } });
  // the position is taken on opening; the form waits for it to show before it is sent
  await screen.findByText('precisión ± 9 m');
  fireEvent.click(screen.getByRole('button', { name: 'Registrar entrega' }));
}

const statusBar = () => screen.getByRole('status', { name: 'Estado del teléfono' });

describe('the delivery page', () => {
  it('shows the delivery, keeps the repartidor’s deliveries on the phone, and shows them from there offline', async () => {
    const first = renderAt(`/logistica/envio/${ID}`);
    expect(await screen.findByRole('heading', { name: `Entrega ${FOLIO}` })).toBeTruthy();
    expect(screen.getByText('María López Pérez')).toBeTruthy();
    expect(screen.getByText('Calle Hidalgo 12, Centro')).toBeTruthy();
    expect(screen.getByRole('link', { name: '771 123 4567' }).getAttribute('href')).toBe('tel:7711234567');
    expect(screen.getByRole('link', { name: /Abrir en el mapa/ }).getAttribute('href')).toContain('mlat=20.05');
    expect(screen.getByText('En ruta')).toBeTruthy();
    expect(await within(statusBar()).findByText('Por enviar: 0')).toBeTruthy();
    await waitFor(async () => expect(await (await sessionFieldKit())?.getSnapshot(LOG_FIELD.snapshot)).toBeTruthy());
    first.unmount();

    reachable = false;
    renderAt(`/logistica/envio/${ID}`);
    expect(await screen.findByText(/Sin conexión con el servidor: datos guardados en este teléfono \(/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Entrega ${FOLIO}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar entrega' })).toBeTruthy();
  });

  it('refuses a wrong code on the phone, and stores nothing', async () => {
    renderAt(`/logistica/envio/${ID}`);
    await screen.findByRole('heading', { name: `Entrega ${FOLIO}` });
    await waitFor(async () => expect(await (await sessionFieldKit())?.getSnapshot(LOG_FIELD.snapshot)).toBeTruthy());
    await captureProof('111111');
    expect(await screen.findByText(/El código no es el de esta entrega/)).toBeTruthy();
    expect(await (await sessionFieldKit())!.list()).toEqual([]);
    expect(server.callsTo('POST', API.prueba)).toHaveLength(0);
    expect(server.rawCalls).toHaveLength(0);
  });

  it('keeps a proof captured offline as delivered (to send), and sends it once when the connection returns', async () => {
    renderAt(`/logistica/envio/${ID}`);
    await screen.findByRole('heading', { name: `Entrega ${FOLIO}` });
    await waitFor(async () => expect(await (await sessionFieldKit())?.getSnapshot(LOG_FIELD.snapshot)).toBeTruthy());
    reachable = false;
    setOnline(false);
    await captureProof(CODIGO);
    expect(await screen.findByText('Entregada (por enviar)')).toBeTruthy();
    expect(await within(statusBar()).findByText('Por enviar: 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar entrega' })).toBeNull();
    expect(server.callsTo('POST', API.prueba)).toHaveLength(0);

    reachable = true;
    setOnline(true);
    await waitFor(() => expect(server.callsTo('POST', API.prueba)).toHaveLength(1));
    await waitFor(() => expect(within(statusBar()).getByText('Por enviar: 0')).toBeTruthy());
    expect(await screen.findByText('El servidor recibió lo registrado.')).toBeTruthy();
    // each file by the hash taken when it was stored, then the proof naming both
    const body = server.callsTo('POST', API.prueba)[0]!.body as Record<string, unknown>;
    expect(stored.get(sha256(PHOTO))).toBe('foto');
    expect(stored.get(sha256(SIGNATURE_PNG))).toBe('firma');
    expect(body).toMatchObject({
      fotoSha256: sha256(PHOTO),
      firmaSha256: sha256(SIGNATURE_PNG),
      verificacion: { metodo: 'codigo', codigo: CODIGO },
      posicion: { lat: 20.0501, lng: -99.34, accuracy: 9, at: '2026-11-29T10:50:00.000Z' },
      nota: '',
    });
    expect(body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    // a later sync finds nothing left: the proof went once
    await act(async () => void (await (await sessionFieldKit())!.sync({ force: true })));
    expect(server.callsTo('POST', API.prueba)).toHaveLength(1);
  });

  it('stops a proof the server refuses as already delivered, with the server’s words, until it is dropped', async () => {
    server.on('POST', API.prueba, () => apiError(409, 'logistica.ya_entregada', 'Esta entrega ya tiene su comprobante: no se entrega dos veces.'));
    renderAt(`/logistica/envio/${ID}`);
    await screen.findByRole('heading', { name: `Entrega ${FOLIO}` });
    await waitFor(async () => expect(await (await sessionFieldKit())?.getSnapshot(LOG_FIELD.snapshot)).toBeTruthy());
    await captureProof(CODIGO);
    expect(await screen.findByText(`La entrega ${FOLIO} no se pudo enviar`)).toBeTruthy();
    expect(screen.getByText('Esta entrega ya tiene su comprobante: no se entrega dos veces.')).toBeTruthy();
    expect(within(statusBar()).getByText('Por enviar: 1')).toBeTruthy();
    // a conflict is not retried on its own
    await act(async () => void (await (await sessionFieldKit())!.sync({ force: true })));
    expect(server.callsTo('POST', API.prueba)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(within(statusBar()).getByText('Por enviar: 0')).toBeTruthy());
  });

  it('records “no se pudo entregar” with its reason; “otro” needs a note', async () => {
    renderAt(`/logistica/envio/${ID}`);
    await screen.findByRole('heading', { name: `Entrega ${FOLIO}` });
    fireEvent.click(screen.getByRole('button', { name: 'No se pudo entregar' }));
    fireEvent.click(await screen.findByLabelText('Otro motivo'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar que no se entregó' }));
    expect(await screen.findByText('Escribe qué pasó.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Qué pasó/ }), { target: { value: 'El domicilio está cerrado desde hace meses' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar que no se entregó' }));
    await waitFor(() => expect(server.callsTo('POST', API.fallida)).toHaveLength(1));
    expect(server.callsTo('POST', API.fallida)[0]!.body).toMatchObject({ motivo: 'otro', nota: 'El domicilio está cerrado desde hace meses', posicion: { accuracy: 9 } });
    await waitFor(() => expect(within(statusBar()).getByText('Por enviar: 0')).toBeTruthy());
  });

  it('shows a delivered proof, warns when its files no longer match their hashes, and downloads the acta', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:archivo', revokeObjectURL: () => undefined });
    server.on('GET', API.entrega, () => ({ json: entrega({ estado: 'entregada', entregadaEn: '2026-11-29T11:05:00.000Z', prueba: prueba({ integridad: 'alterada' }) }) }));
    server.onRaw('GET', API.archivo('a'.repeat(64)), () => ({ body: PHOTO, headers: { 'content-type': 'image/jpeg' } }));
    server.onRaw('GET', API.archivo('b'.repeat(64)), () => ({ body: SIGNATURE_PNG, headers: { 'content-type': 'image/png' } }));
    server.onRaw('GET', API.acta, () => ({ body: '%PDF-1.7', headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="acta-${FOLIO}.pdf"` } }));
    renderAt(`/logistica/envio/${ID}`);
    expect(await screen.findByText('Alterada')).toBeTruthy();
    expect(screen.getByText(/La foto o la firma ya no coinciden con su huella/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Foto' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Firma' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Comprobante' })).getByText('Juan Repartidor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar entrega' })).toBeNull();
    // the browser's save of the file (jsdom cannot navigate): which name it would save
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar acta (PDF)' }));
    await waitFor(() => expect(saved).toEqual([`acta-${FOLIO}.pdf`]));
    expect(server.rawCalls.filter((c) => c.path === API.acta)).toHaveLength(1);
    click.mockRestore();
  });

  it('gives staff with LogisticaEditar the plain moves with the version, and a new code', async () => {
    signIn(['LogisticaEditar']);
    server.on('GET', API.entrega, () => ({ json: entrega({ movimientos: ['pendiente'], codigo: CODIGO }) }));
    server.on('GET', API.misEntregas, () => apiError(403, 'forbidden', 'No eres parte del personal de entregas.'));
    server.on('POST', API.estatus, () => ({ json: entrega({ estado: 'pendiente', version: 4 }) }));
    server.on('POST', API.codigo, () => ({ json: { enviadoPor: 'buzon', entrega: entrega() } }));
    renderAt(`/logistica/envio/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Regresar a pendiente' }));
    await waitFor(() => expect(server.callsTo('POST', API.estatus)).toHaveLength(1));
    expect(server.callsTo('POST', API.estatus)[0]!.body).toEqual({ estado: 'pendiente', version: 3 });
    expect(await screen.findByText('Listo: la entrega quedó Pendiente.')).toBeTruthy();
    expect(screen.getByText(CODIGO)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText(/el código nuevo quedó en el buzón de salida/)).toBeTruthy();
  });

  it('says what to do when the delivery does not exist', async () => {
    server.on('GET', API.entrega, () => apiError(404, 'logistica.not_found', 'No encontramos esa entrega.'));
    renderAt(`/logistica/envio/${ID}`);
    expect(await screen.findByText('No encontramos esa entrega.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
