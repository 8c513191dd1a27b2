import { BOT_CHANNEL_KINDS, BOT_NODE_TYPES, BOT_PATHS, botPath } from '@sig/shared/contract';

import { CHANNEL_KINDS, CONFIG_PATHS, NODE_TYPES, webhookPath } from './configPaths';

test('the configuration page calls the contract’s paths and offers its node and channel kinds', () => {
  for (const [k, v] of Object.entries(CONFIG_PATHS)) expect([k, v]).toEqual([k, BOT_PATHS[k as keyof typeof BOT_PATHS]]);
  expect(NODE_TYPES).toEqual(BOT_NODE_TYPES);
  expect(CHANNEL_KINDS).toEqual(BOT_CHANNEL_KINDS);
  expect(webhookPath('ch 1')).toBe(botPath(BOT_PATHS.webhook, { channelId: 'ch 1' }));
});
