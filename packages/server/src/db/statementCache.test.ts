import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from './statementCache';

describe('withStatementCache', () => {
  let sqlite: BetterSqlite3.Database;
  beforeEach(() => {
    sqlite = new BetterSqlite3(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
  });
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  test('the same SQL gets the same prepared statement, other SQL another', () => {
    const db = withStatementCache(sqlite);
    const a = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(a);
    expect(db.prepare('select n from t order by n desc')).not.toBe(a);
    expect(a.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  test('a statement still iterating is busy: the same SQL then gets a fresh one, and both read', () => {
    const db = withStatementCache(sqlite);
    const sql = 'select n from t order by n';
    const first = db.prepare(sql);
    const outer = first.iterate([]);
    expect(outer.next().value).toEqual({ n: 1 });
    const second = db.prepare(sql);
    expect(second).not.toBe(first);
    expect(second.all([])).toHaveLength(3);
    expect([...outer]).toEqual([{ n: 2 }, { n: 3 }]);
    // once done, the kept one is handed out again
    expect(db.prepare(sql)).toBe(first);
  });

  test('keeps at most `size` statements, dropping the least recently used', () => {
    const db = withStatementCache(sqlite, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now 'select 2' is the least recently used
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  test('a change of schema is seen by a kept statement', () => {
    const db = withStatementCache(sqlite);
    const count = db.prepare('select count(*) as c from t');
    expect(count.all([])).toEqual([{ c: 3 }]);
    sqlite.exec('drop table t; create table t (n integer, m integer); insert into t values (1, 1)');
    expect(db.prepare('select count(*) as c from t').all([])).toEqual([{ c: 1 }]);
  });

  test('close closes the database', () => {
    const db = withStatementCache(sqlite);
    db.prepare('select 1');
    db.close();
    expect(sqlite.open).toBe(false);
  });
});
