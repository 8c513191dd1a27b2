import { sessionStore } from '@sig/shared';
import { sessionResponse } from '@sig/shared/testing/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';

import { FALLBACK_VIEW, useClienteMap } from './loadMap';
import { useMapModule } from '@sig/shared';

type SystemGlobals = { __SIG_SYSTEM_BUNDLE__?: boolean; __system_context__?: { import(id: string): Promise<unknown> } };
const system = globalThis as SystemGlobals;

/**
 * In the portal the map module comes from SystemJS; this stands in for that loader (the browser's, not
 * ours), answering with the real module or failing as a lost connection would.
 */
function systemLoader(answers: ('fail' | 'load')[]) {
  const asked: string[] = [];
  system.__SIG_SYSTEM_BUNDLE__ = true;
  system.__system_context__ = {
    import: (id) => {
      asked.push(id);
      return answers.shift() === 'fail' ? Promise.reject(new TypeError('Failed to fetch')) : import('@sig/shared/map');
    },
  };
  return asked;
}

function signInWithMap(map?: { lat: number | null; lng: number | null; zoom: number | null; tileUrl: string }) {
  const s = sessionResponse();
  sessionStore.setState({ status: 'signed-in', user: s.user, role: s.role, cliente: { ...s.cliente!, map }, token: s.access_token });
}

afterEach(() => {
  delete system.__SIG_SYSTEM_BUNDLE__;
  delete system.__system_context__;
  sessionStore.reset();
});

describe('useClienteMap', () => {
  it('opens on the whole of Mexico when the cliente has no centre, without tiles', () => {
    signInWithMap({ lat: null, lng: null, zoom: null, tileUrl: '' });
    expect(renderHook(() => useClienteMap()).result.current).toEqual({ ...FALLBACK_VIEW, tileUrl: null });
  });

  it('opens on the cliente’s centre, at street level when it set no zoom, with its tiles', () => {
    signInWithMap({ lat: 20.05, lng: -99.34, zoom: null, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect(renderHook(() => useClienteMap()).result.current).toEqual({
      center: { lat: 20.05, lng: -99.34 },
      zoom: 13,
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    });
  });
});

describe('useMapModule in the portal bundle', () => {
  it('downloads the module once for every map, and asks SystemJS again after a failure', async () => {
    const asked = systemLoader(['fail', 'load']);
    const first = renderHook(() => useMapModule()).result;
    const second = renderHook(() => useMapModule()).result;
    await waitFor(() => expect([first.current.error, second.current.error]).toEqual([true, true]));
    expect(first.current.module).toBeNull();
    expect(asked).toEqual(['@sig/shared/map']);

    act(() => first.current.retry());
    await waitFor(() => expect(first.current.module).not.toBeNull());
    expect(first.current.error).toBe(false);
    expect(typeof first.current.module!.BaseMap).toBe('function');

    act(() => second.current.retry());
    await waitFor(() => expect(second.current.module).toBe(first.current.module));
    expect(asked).toEqual(['@sig/shared/map', '@sig/shared/map']);
  });
});
