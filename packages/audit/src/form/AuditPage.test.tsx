import { webcrypto } from 'node:crypto';

import { apiError, fakeServer, rawJson, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, auditCase, nodeFile, submitAnswer } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

// Stand-ins for the browser (outside our system): the device's GPS and WebCrypto.
type Geo = Pick<Geolocation, 'getCurrentPosition'>;
function deviceAt(fix: { lat: number; lng: number; accuracy: number } | { denied: true }): void {
  const geolocation: Geo = {
    getCurrentPosition: (ok, fail) => {
      if ('denied' in fix) fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      else ok({ coords: { latitude: fix.lat, longitude: fix.lng, accuracy: fix.accuracy }, timestamp: Date.parse('2026-11-28T17:59:00.000Z') } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}
// jsdom's crypto has no SubtleCrypto; a browser's (in a secure context) has, as Node's does.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.caso('case-1'), () => ({ json: auditCase() }));
  server.on('POST', API.auditar, ({ body }) => ({ json: submitAnswer(body as never) }));
  server.onRaw('POST', API.fotos, (call) => rawJson({ sha256: call.query.get('sha256'), tipo: call.contentType, bytes: call.bytes, createdAt: '2026-11-28T18:00:00.000Z' }, 201));
  signIn(['SigAuditor']);
});

const answer = (question: string, label: string) => fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(label));

describe('the audit form', () => {
  it('shows the case, measures the distance, and a no conforme asks first, then reopens the case', async () => {
    // about 55 m north of the case (20.05, -99.34)
    deviceAt({ lat: 20.0505, lng: -99.34, accuracy: 8 });
    renderAt('/sig/auditar/case-1/reporte');
    expect(await screen.findByRole('heading', { name: 'Caso R-2026-000123' })).toBeTruthy();
    expect(screen.getByText('Bache grande frente a la escuela')).toBeTruthy();
    expect(await screen.findByText('A 56 m del lugar del caso.')).toBeTruthy();
    expect(screen.getByText('precisión ± 8 m')).toBeTruthy();

    // a required point and the verdict must be answered
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    expect(await screen.findByText('Responde este punto.')).toBeTruthy();
    expect(screen.getByText('Elige conforme o no conforme.')).toBeTruthy();
    expect(server.callsTo('POST', API.auditar)).toHaveLength(0);

    answer('¿El bache está tapado?', 'No');
    fireEvent.change(screen.getByRole('textbox', { name: /Comentario/ }), { target: { value: 'Sigue abierto' } });
    fireEvent.click(screen.getByLabelText('No conforme'));
    expect(screen.getByText('No conforme reabre el caso y avisa a la dependencia asignada.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Registrar como no conforme?' });
    expect(within(dialog).getByText('El caso R-2026-000123 se reabrirá y volverá a las listas de la dependencia.')).toBeTruthy();
    expect(server.callsTo('POST', API.auditar)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, no conforme y reabrir' }));

    expect(await screen.findByText('Auditoría de R-2026-000123 registrada: no conforme.')).toBeTruthy();
    expect(screen.getByText(/El caso se reabrió y la dependencia fue avisada\./)).toBeTruthy();
    const [sent] = server.callsTo('POST', API.auditar);
    expect(sent!.body).toMatchObject({
      orderId: 'case-1',
      kind: 'reporte',
      veredicto: 'no_conforme',
      respuestas: [{ itemId: 'tapado', respuesta: 'no' }],
      fotos: [],
      comentario: 'Sigue abierto',
      posicion: { lat: 20.0505, lng: -99.34, accuracy: 8, at: '2026-11-28T17:59:00.000Z' },
      visto: { closedAt: '2026-11-20T18:00:00.000Z', version: 7 },
    });
    expect((sent!.body as { clientId: string }).clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.getByRole('link', { name: 'Siguiente caso', hidden: true }).getAttribute('href')).toBe('/sig/auditoria');
  });

  it('uploads each photo with its hash before the audit, which names them by hash', async () => {
    deviceAt({ lat: 20.05, lng: -99.34, accuracy: 5 });
    renderAt('/sig/auditar/case-1/reporte');
    await screen.findByRole('heading', { name: 'Caso R-2026-000123' });
    const photo = nodeFile([1, 2, 3], 'bache.jpg', 'image/jpeg');
    fireEvent.change(screen.getByLabelText('Elegir fotos'), { target: { files: [photo] } });
    // sha256 of the bytes 01 02 03
    const hash = '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81';
    expect(await screen.findByText(`SHA-256 ${hash.slice(0, 12)}…`)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto 1' })).toBeTruthy();

    answer('¿El bache está tapado?', 'Sí');
    fireEvent.click(screen.getByLabelText('Conforme'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    expect(await screen.findByText('Auditoría de R-2026-000123 registrada: conforme.')).toBeTruthy();
    expect(server.rawCalls.map((c) => [c.path, c.query.get('sha256'), c.bytes])).toEqual([[API.fotos, hash, 3]]);
    expect(server.callsTo('POST', API.auditar)[0]!.body).toMatchObject({ veredicto: 'conforme', fotos: [hash] });
  });

  it('explains a denied location and still records the audit, without a distance', async () => {
    deviceAt({ denied: true });
    server.on('GET', API.caso('case-1'), () => ({ json: auditCase({ checklist: { ...auditCase().checklist, items: [] } }) }));
    server.on('POST', API.auditar, ({ body }) => ({ json: submitAnswer(body as never, {}) }));
    renderAt('/sig/auditar/case-1/reporte');
    expect(await screen.findByText(/El navegador no permite usar tu ubicación/)).toBeTruthy();
    expect(screen.getByText('Este tipo no tiene lista de verificación configurada.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Conforme'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    await screen.findByText('Auditoría de R-2026-000123 registrada: conforme.');
    expect(server.callsTo('POST', API.auditar)[0]!.body).toMatchObject({ posicion: null, respuestas: [] });
  });

  it('shows a conflict (the case reopened meanwhile) as kept but not applied', async () => {
    deviceAt({ lat: 20.05, lng: -99.34, accuracy: 5 });
    server.on('POST', API.auditar, ({ body }) => ({ json: submitAnswer(body as never, { estado: 'conflicto', conflicto: 'reabierto', reabierto: false }) }));
    renderAt('/sig/auditar/case-1/reporte');
    await screen.findByRole('heading', { name: 'Caso R-2026-000123' });
    answer('¿El bache está tapado?', 'Sí');
    fireEvent.click(screen.getByLabelText('Conforme'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    expect(await screen.findByText('Auditoría de R-2026-000123 guardada, pero no aplicada')).toBeTruthy();
    expect(screen.getByText(/El caso se reabrió mientras lo auditabas/)).toBeTruthy();
  });

  it('keeps the form and its client id when sending fails, so a retry makes one audit', async () => {
    deviceAt({ lat: 20.05, lng: -99.34, accuracy: 5 });
    server.on('POST', API.auditar, () => apiError(503, 'unavailable', 'El servidor no está disponible.'));
    renderAt('/sig/auditar/case-1/reporte');
    await screen.findByRole('heading', { name: 'Caso R-2026-000123' });
    answer('¿El bache está tapado?', 'Sí');
    fireEvent.click(screen.getByLabelText('Conforme'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    expect(await screen.findByText('El servidor no está disponible.')).toBeTruthy();
    server.on('POST', API.auditar, ({ body }) => ({ json: submitAnswer(body as never) }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar auditoría' }));
    await screen.findByText('Auditoría de R-2026-000123 registrada: conforme.');
    const ids = server.callsTo('POST', API.auditar).map((c) => (c.body as { clientId: string }).clientId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('says when the case cannot be read', async () => {
    server.on('GET', API.caso('case-1'), () => apiError(404, 'auditoria.case_not_found', 'No existe ese caso en este municipio.'));
    deviceAt({ denied: true });
    renderAt('/sig/auditar/case-1/reporte');
    expect(await screen.findByText('No existe ese caso en este municipio.')).toBeTruthy();
  });
});
