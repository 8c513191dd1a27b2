import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';

import { eventually } from '../test/eventually';
import { startAutoSync } from './autoSync';
import { FieldKit } from './fieldKit';

Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => webcrypto.randomUUID(), subtle: webcrypto.subtle }, configurable: true });

describe('automatic sync', () => {
  it('sends on start, and again at once when the connection comes back (before the backoff ends)', async () => {
    const kit = await FieldKit.open({ owner: 'user-1', dbName: 'sig-field-autosync' });
    const sent: string[] = [];
    let online = false;
    kit.registerSender('delivery', {
      async send(item) {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push(item.id);
      },
    });
    const item = await kit.put({ kind: 'delivery', payload: { entrega: 1 } });
    const stop = startAutoSync(kit, 3_600_000);
    await eventually(async () => expect((await kit.list())[0]).toMatchObject({ attempts: 1, state: 'pending' }));
    online = true;
    window.dispatchEvent(new Event('online'));
    // at once: the backoff after the first failure is an hour, and the test gives up after 5 s
    await eventually(async () => {
      expect(sent).toEqual([item.id]);
      expect(await kit.counts()).toMatchObject({ total: 0 });
    });
    stop();
    kit.close();
  });
});
