import { FIELD_PENDING_KEY, registerSignOutGuard, unsentWorkCount } from './signOutGuard';
import { STORAGE_KEYS } from './storageKeys';

describe('the sign-out guard', () => {
  afterEach(() => localStorage.clear());

  it('adds up what every registered guard reports, and forgets a guard once removed', async () => {
    const stopA = registerSignOutGuard('audits', () => 2);
    const stopB = registerSignOutGuard('deliveries', async () => 1);
    expect(await unsentWorkCount()).toBe(3);
    stopA();
    expect(await unsentWorkCount()).toBe(1);
    stopB();
    expect(await unsentWorkCount()).toBe(0);
  });

  it("reads the field kit's stored count for the signed-in user when the kit is not loaded in this page", async () => {
    localStorage.setItem(STORAGE_KEYS.uuid, 'user-1');
    localStorage.setItem(FIELD_PENDING_KEY + 'user-1', '4');
    localStorage.setItem(FIELD_PENDING_KEY + 'user-2', '9');
    expect(await unsentWorkCount()).toBe(4);
    // the loaded kit's live count replaces the stored one
    const stop = registerSignOutGuard('field', () => 1);
    expect(await unsentWorkCount()).toBe(1);
    stop();
  });

  it('counts a guard that fails as one unsent work, so the user is asked rather than losing work', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = registerSignOutGuard('broken', () => Promise.reject(new Error('IndexedDB closed')));
    expect(await unsentWorkCount()).toBe(1);
    stop();
  });
});
