import { ApiRequestError } from '@sig/shared';
import { act, renderHook, waitFor } from '@testing-library/react';

import { useLoad } from './useLoad';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('keeps the newest answer when an older one arrives last', async () => {
    const calls = [deferred<string>(), deferred<string>()];
    let n = 0;
    const { result, rerender } = renderHook(({ q }) => useLoad(() => calls[n++].promise, [q]), { initialProps: { q: 'a' } });
    rerender({ q: 'b' });
    await act(async () => calls[1].resolve('for b'));
    await act(async () => calls[0].resolve('for a'));
    expect(result.current).toMatchObject({ data: 'for b', loading: false, error: null });
  });

  it('turns a failure into a message and loads again on reload', async () => {
    const load = jest
      .fn<Promise<number>, []>()
      .mockRejectedValueOnce(new ApiRequestError({ status: 500, code: 'nope', message: 'El servidor falló' }))
      .mockResolvedValueOnce(7);
    const { result } = renderHook(() => useLoad(load, []));
    await waitFor(() => expect(result.current.error).toBe('El servidor falló'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ data: 7, error: null, loading: false }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
