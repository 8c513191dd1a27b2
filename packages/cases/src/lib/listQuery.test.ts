import * as contract from '@sig/shared/contract';

import { ESTADOS, EMPTY_STATE, filterParams, listParams, parseListQuery, toSearch } from './listQuery';

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
