import { act, renderHook } from '@testing-library/react';

import { useSettledText } from './useDebounced';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useSettledText', () => {
  it('sends the trimmed text once typing stops, and only when it differs from the address', () => {
    const onSettle = jest.fn();
    const { result } = renderHook(({ value }) => useSettledText(value, onSettle), { initialProps: { value: '' } });
    act(() => result.current[1]('ana'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current[1]('ana p '));
    act(() => jest.advanceTimersByTime(299));
    expect(onSettle).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(onSettle).toHaveBeenCalledWith('ana p');
  });

  it('takes a new value from the address (back, clear filters) over what is typed, without sending it back', () => {
    const onSettle = jest.fn();
    const { result, rerender } = renderHook(({ value }) => useSettledText(value, onSettle), { initialProps: { value: 'uno' } });
    act(() => result.current[1]('unos'));
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSettle).not.toHaveBeenCalled();
  });

  it('sends nothing while normalize says the text is not a value yet', () => {
    const onSettle = jest.fn();
    const digits = (t: string) => (/^\d*$/.test(t) ? t : null);
    const { result } = renderHook(() => useSettledText('', onSettle, { normalize: digits, ms: 400 }));
    act(() => result.current[1]('4a'));
    act(() => jest.advanceTimersByTime(1000));
    expect(onSettle).not.toHaveBeenCalled();
    act(() => result.current[1]('42'));
    act(() => jest.advanceTimersByTime(400));
    expect(onSettle).toHaveBeenCalledWith('42');
  });
});
