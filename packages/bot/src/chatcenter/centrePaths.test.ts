import { BOT_CLOSE_REASONS, BOT_PATHS, BOT_SOCKET_EVENTS, BOT_WINDOW_MS } from '@sig/shared/contract';

import { CENTRE_EVENTS, CENTRE_PATHS, CLOSE_REASONS, WINDOW_MS, centrePath } from './centrePaths';

test('the contact centre’s paths and constants are the contract’s', () => {
  for (const [k, v] of Object.entries(CENTRE_PATHS)) expect([k, v]).toEqual([k, BOT_PATHS[k as keyof typeof BOT_PATHS]]);
  expect(CENTRE_EVENTS).toEqual(BOT_SOCKET_EVENTS);
  expect(CLOSE_REASONS).toEqual(BOT_CLOSE_REASONS);
  expect(WINDOW_MS).toBe(BOT_WINDOW_MS);
  expect(centrePath(CENTRE_PATHS.tomar, 'a/b')).toBe('/api/1.0/bot/conversaciones/a%2Fb/tomar');
});
