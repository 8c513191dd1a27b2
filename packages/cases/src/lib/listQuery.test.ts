import * as contract from '@sig/shared/contract';

import { ESTADOS, EMPTY_STATE, filterParams, listParams, mapFilterCount, parseListQuery, parseMapQuery, toMapSearch, toSearch } from './listQuery';

test('the estados are the contract’s', () => {
  expect([...ESTADOS]).toEqual([...contract.CASE_ESTADOS]);
});

test('an address round-trips through the state, defaults left out', () => {
  const search = '?q=fuga&tipoId=t1&estado=abiertos&desde=2026-01-01&vencidos=true&mios=true&sort=folio&dir=asc&page=3';
  const state = parseListQuery(search);
  expect(toSearch(state)).toBe(search);
  expect(toSearch(EMPTY_STATE)).toBe('');
  expect(toSearch(parseListQuery('?sort=createdAt&dir=desc&page=1&estado=todos'))).toBe('');
});

test('what the server would refuse is dropped rather than sent', () => {
  const state = parseListQuery('?prioridad=altisima&estado=x&desde=ayer&sort=color&dir=up&page=-2&vencidos=1&pageSize=100000');
  expect(listParams(state)).toEqual({ sort: 'createdAt', dir: 'desc', page: '1', pageSize: '25' });
  // the CSV and the map take the filters only
  expect(filterParams(parseListQuery('?zonaId=z1&page=4&sort=folio'))).toEqual({ zonaId: 'z1' });
  // a CaseListQuery parses what the page sends
  expect(contract.CaseListQuery.safeParse(listParams(parseListQuery('?q=x&estado=cerrados&hasta=2026-02-28&mios=true'))).success).toBe(true);
});

test('the map: open cases unless the address says otherwise, and the address keeps the choice', () => {
  expect(parseMapQuery('').estado).toBe('abiertos');
  expect(filterParams(parseMapQuery('?tipoId=t1'))).toEqual({ tipoId: 't1', estado: 'abiertos' });
  // "every estado" is the server's default: asked without estado, written as estado=todos
  expect(filterParams(parseMapQuery('?estado=todos'))).toEqual({});
  expect(parseMapQuery('?estado=cerrados').estado).toBe('cerrados');
  expect(parseMapQuery('?estado=nada').estado).toBe('abiertos');
  for (const search of ['', '?tipoId=t1', '?estado=todos', '?tipoId=t1&estado=cerrados', '?estado=todos&vencidos=true']) {
    expect(toMapSearch(parseMapQuery(search))).toBe(search);
  }
  expect(toMapSearch(parseMapQuery('?estado=abiertos'))).toBe('');
  // sort and page do not belong to the map
  expect(toMapSearch(parseMapQuery('?sort=folio&dir=asc&page=3'))).toBe('');
  expect(mapFilterCount(parseMapQuery(''))).toBe(0);
  expect(mapFilterCount(parseMapQuery('?estado=todos'))).toBe(1);
  expect(mapFilterCount(parseMapQuery('?estado=cerrados&tipoId=t1'))).toBe(2);
});
