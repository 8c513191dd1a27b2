import { LruMap } from './lruMap';

describe('LruMap', () => {
  test('keeps at most its limit, dropping the least recently written first', () => {
    const m = new LruMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    m.set('c', 3);
    expect([m.get('a'), m.get('b'), m.get('c'), m.size]).toEqual([undefined, 2, 3, 2]);
  });

  test('a read or a new value makes an entry the most recent', () => {
    const read = new LruMap<string, number>(2);
    read.set('a', 1);
    read.set('b', 2);
    expect(read.get('a')).toBe(1);
    read.set('c', 3);
    expect([read.get('a'), read.get('b'), read.get('c')]).toEqual([1, undefined, 3]);

    const written = new LruMap<string, number>(2);
    written.set('a', 1);
    written.set('b', 2);
    written.set('a', 10);
    written.set('c', 3);
    expect([written.get('a'), written.get('b'), written.get('c')]).toEqual([10, undefined, 3]);
  });

  test('clear empties it', () => {
    const m = new LruMap<string, number>(5);
    m.set('a', 1);
    m.clear();
    expect([m.get('a'), m.size]).toEqual([undefined, 0]);
  });
});
