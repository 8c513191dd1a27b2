import { BT_PUBLIC_PATHS, btPath } from '@sig/shared/staff-ui';

import { BT_PUBLIC, fillPath } from './publicPaths';

test("the public pages' copy of the paths is the contract's", () => {
  for (const [name, path] of Object.entries(BT_PUBLIC)) expect([name, path]).toEqual([name, BT_PUBLIC_PATHS[name as keyof typeof BT_PUBLIC_PATHS]]);
  const params = { cliente: 'demo', habitanteId: 'a b', tipoId: 'x/y', id: 'ñ' };
  for (const path of Object.values(BT_PUBLIC)) expect(fillPath(path, params)).toBe(btPath(path, params));
});
