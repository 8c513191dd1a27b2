import { readQuery, writeQuery } from './urlQuery';

describe('urlQuery', () => {
  beforeEach(() => window.history.replaceState(null, '', '/catalogos/zonas?q=old'));

  it('keeps the non-empty values in the address without a new history entry', () => {
    const before = window.history.length;
    writeQuery({ q: 'centro', page: '2', inactive: '' });
    expect(window.location.pathname + window.location.search).toBe('/catalogos/zonas?q=centro&page=2');
    expect(window.history.length).toBe(before);
    expect(readQuery().get('page')).toBe('2');
  });

  it('drops the query string when every value is empty, and keeps the history state', () => {
    window.history.replaceState({ keep: 1 }, '', '/catalogos/zonas?q=old');
    writeQuery({ q: '' });
    expect(window.location.search).toBe('');
    expect(window.history.state).toEqual({ keep: 1 });
  });
});
