import { EV_PUBLIC_PATHS, EV_SIN_HABITANTE, evBoletoPage, evPath } from '@sig/shared/staff-ui';

import { EV_PUBLIC, SIN_HABITANTE, boletoPage, fillPath } from './publicPaths';

test("the public pages' copy of the contract's public paths is the contract's", () => {
  expect(EV_PUBLIC).toEqual(EV_PUBLIC_PATHS);
  expect(SIN_HABITANTE).toBe(EV_SIN_HABITANTE);
  expect(boletoPage('e 1', 'r/2')).toBe(evBoletoPage('e 1', 'r/2'));
  expect(fillPath(EV_PUBLIC.boleto, { eventoId: 'e 1', registroId: 'r/2' })).toBe(evPath(EV_PUBLIC_PATHS.boleto, { eventoId: 'e 1', registroId: 'r/2' }));
});
