import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';

import { logout, sessionStore } from '@sig/shared';
import { signInAs } from '@sig/shared/testing/parcelApp';
import { act, renderHook, waitFor } from '@testing-library/react';

import { useFieldKit, useOnline, usePendingCount } from './fieldHooks';
import { FieldKit } from './fieldKit';
import { sessionFieldKit } from './sessionKit';

Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => webcrypto.randomUUID(), subtle: webcrypto.subtle }, configurable: true });

const settle = () => new Promise((r) => setTimeout(r, 30));

describe("the signed-in user's field kit", () => {
  afterEach(() => {
    if (sessionStore.getState().role.length > 0) logout();
    sessionStore.reset();
  });

  it('counts pending work live in the page, and follows the connection', async () => {
    signInAs(['Home']);
    const { result, unmount } = renderHook(() => {
      const kit = useFieldKit();
      return { kit, pending: usePendingCount(kit), online: useOnline() };
    });
    await waitFor(() => expect(result.current.kit).not.toBeNull());
    expect(result.current.pending).toBe(0);
    await act(async () => {
      await result.current.kit!.put({ kind: 'audit', payload: {} });
      await result.current.kit!.put({ kind: 'audit', payload: {} });
    });
    await waitFor(() => expect(result.current.pending).toBe(2));
    for (const item of await result.current.kit!.list()) await act(() => result.current.kit!.discard(item.id));
    await waitFor(() => expect(result.current.pending).toBe(0));

    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current.online).toBe(false);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.online).toBe(true);
    unmount();
  });

  it("clears the user's read data at sign-out when nothing of theirs waits, and keeps it while work does", async () => {
    signInAs(['Home']);
    const owner = sessionStore.getState().user!.uuid;
    const kit = await sessionFieldKit()!;
    await kit.putSnapshot('worklist', [{ orderId: 1 }]);
    const pending = await kit.put({ kind: 'audit', payload: {} });
    logout();
    await settle();
    // a fresh look at the database after the session's kit closed
    const check = await FieldKit.open({ owner });
    expect(await check.getSnapshot('worklist')).not.toBeNull();
    await check.discard(pending.id);
    check.close();

    signInAs(['Home']);
    const again = await sessionFieldKit()!;
    expect(again).not.toBe(kit);
    logout();
    const after = await FieldKit.open({ owner });
    await waitFor(async () => expect(await after.getSnapshot('worklist')).toBeNull());
    after.close();
  });
});
