import { BOT_CHAT_TOKEN_HEADER, BOT_PUBLIC_PATHS } from '@sig/shared/contract';

import { CHAT_PATHS, CHAT_TOKEN_HEADER } from './chatApi';

test('the chat calls the contract’s public paths with its token header', () => {
  expect(CHAT_PATHS).toEqual(BOT_PUBLIC_PATHS);
  expect(CHAT_TOKEN_HEADER).toBe(BOT_CHAT_TOKEN_HEADER);
});
