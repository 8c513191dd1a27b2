import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { act, render, screen } from '@testing-library/react';

import { ParcelRouter } from './ParcelRouter';

const removed = jest.fn();
const api = createApi({
  reducerPath: 'testApi',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    greeting: build.query<string, string>({
      queryFn: (name) => ({ data: `hola ${name}` }),
      async onCacheEntryAdded(_arg, { cacheEntryRemoved }) {
        await cacheEntryRemoved;
        removed();
      },
    }),
  }),
});

function Greeting({ name }: { name: string }) {
  const { data } = api.useGreetingQuery(name);
  return <p>{data ?? '…'}</p>;
}

const PAGES = [['/t/:name', (p: { name?: string }) => <Greeting name={p.name ?? ''} />]] as const;

describe('ParcelRouter', () => {
  it('draws the page of the address with its parameters, matching case-sensitively, and nothing elsewhere', async () => {
    window.history.pushState(null, '', '/t/ana');
    const { unmount } = render(<ParcelRouter api={api} pages={PAGES} />);
    expect(await screen.findByText('hola ana')).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/T/ana');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByText(/hola/)).toBeNull();
    unmount();
  });

  it('empties its store when the parcel unmounts, which ends the cache entries (and their socket listeners)', async () => {
    removed.mockClear();
    window.history.pushState(null, '', '/t/luis');
    const { unmount } = render(<ParcelRouter api={api} pages={PAGES} />);
    expect(await screen.findByText('hola luis')).toBeTruthy();
    expect(removed).not.toHaveBeenCalled();
    unmount();
    await act(async () => undefined);
    expect(removed).toHaveBeenCalled();
  });
});
