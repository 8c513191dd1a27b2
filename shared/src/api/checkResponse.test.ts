import type * as ApiClient from './apiClient';
import type * as Snackbar from '../messages/snackbarStore';

/*
 * checkResponse before and after the contract module has come. Each test takes a fresh api client (the module
 * keeps whether the contract is here), and does not load the contract up front as the other tests do.
 */

const origen = { id: 'o1', nombre: 'Teléfono', activo: true, createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-10T10:00:00.000Z' };
const PATH = '/api/1.0/sig/catalogos/origenes/o1';

let client: typeof ApiClient;
let snackbar: typeof Snackbar;
let errors: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  jest.isolateModules(() => {
    client = require('./apiClient');
    snackbar = require('../messages/snackbarStore');
  });
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  jest.useRealTimers();
});

/** The page is drawn (single-spa's first routing event) and the background check has had its time. */
async function pageDrawnAndIdle(): Promise<void> {
  window.dispatchEvent(new Event('single-spa:routing-event'));
  await jest.advanceTimersByTimeAsync(5_000);
  // the contract module's import resolves over a few turns
  for (let i = 0; i < 5; i++) await jest.advanceTimersByTimeAsync(0);
}

describe('checkResponse', () => {
  it('before the contract module has come, gives back an answer at once and checks it once the page is drawn', async () => {
    const heard = jest.fn();
    client.onInvalidResponse(heard);
    const answer = await client.checkResponse('Origen', origen, PATH);
    expect(answer).toBe(origen);
    await pageDrawnAndIdle();
    expect(heard).not.toHaveBeenCalled();
    expect(snackbar.snackbarStore.getState().messages).toEqual([]);
  });

  it('reports an answer found not to match after it was used: an error message, a log and the same error to listeners', async () => {
    const heard = jest.fn();
    client.onInvalidResponse(heard);
    const broken = { id: 'o1' };
    expect(await client.checkResponse('Origen', broken, PATH)).toBe(broken);
    expect(heard).not.toHaveBeenCalled();
    await pageDrawnAndIdle();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0][0]).toMatchObject({ code: 'response.invalid', message: `Unexpected response from ${PATH}` });
    expect(snackbar.snackbarStore.getState().messages.map((m) => [m.variant, m.message])).toEqual([['error', 'El servidor respondió algo inesperado. Inténtalo de nuevo en un momento.']]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(PATH));
  });

  it('waits for the contract with an answer whose parsing changes it, and refuses it when it does not match', async () => {
    await expect(client.checkResponse('CaseDetail', { id: 'c1' }, '/api/1.0/sig/reportes/c1')).rejects.toMatchObject({ code: 'response.invalid' });
  });

  it('once the contract module is here, checks every answer before use', async () => {
    await client.loadContract();
    await expect(client.checkResponse('Origen', { id: 'o1' }, PATH)).rejects.toMatchObject({ code: 'response.invalid' });
    await expect(client.checkResponse('Origen', origen, PATH)).resolves.toEqual(origen);
  });

  describe('an answer the server stamped as checked', () => {
    // The bundle's own fingerprint is built in (webpack-config/contractHash.js); here it is set before the module loads.
    const OWN = 'contrato-de-esta-version';
    const stamp = (contract: string, schema: string) => new Headers({ 'x-sig-contract': contract, 'x-sig-schema': schema });
    beforeEach(() => {
      (globalThis as { __SIG_CONTRACT_HASH__?: string }).__SIG_CONTRACT_HASH__ = OWN;
      jest.isolateModules(() => {
        client = require('./apiClient');
        snackbar = require('../messages/snackbarStore');
      });
    });
    afterEach(() => {
      delete (globalThis as { __SIG_CONTRACT_HASH__?: string }).__SIG_CONTRACT_HASH__;
    });

    it('is used as it came and never checked again when the server checked it with the same schema of the same contract', async () => {
      const heard = jest.fn();
      client.onInvalidResponse(heard);
      // broken on purpose: a check would report it, so silence proves the check did not run
      const broken = { id: 'o1' };
      expect(await client.checkResponse('Origen', broken, PATH, stamp(OWN, 'Origen'))).toBe(broken);
      // a schema with two names (an alias) is named by both
      expect(await client.checkResponse('AccessTokenResponse', broken, PATH, stamp(OWN, 'SessionResponse AccessTokenResponse'))).toBe(broken);
      await pageDrawnAndIdle();
      expect(heard).not.toHaveBeenCalled();
    });

    it('is checked as before when the server was built from another contract, or checked it with another schema', async () => {
      const heard = jest.fn();
      client.onInvalidResponse(heard);
      await client.checkResponse('Origen', { id: 'o1' }, PATH, stamp('otra-version', 'Origen'));
      await client.checkResponse('Origen', { id: 'o2' }, PATH, stamp(OWN, 'OrigenesResponse'));
      await client.checkResponse('Origen', { id: 'o3' }, PATH, new Headers());
      await pageDrawnAndIdle();
      expect(heard).toHaveBeenCalledTimes(3);
    });

    it('is still parsed before use when parsing changes it', async () => {
      await expect(client.checkResponse('CaseDetail', { id: 'c1' }, '/api/1.0/sig/reportes/c1', stamp(OWN, 'CaseDetail'))).rejects.toMatchObject({ code: 'response.invalid' });
    });
  });
});
