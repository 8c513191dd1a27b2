import { onSocketEvent, type BotContactDetail, type BotContactsResponse } from '@sig/shared';
import { BOT_PATHS, BOT_SOCKET_EVENTS, botPath, type BotContactFilter } from '@sig/shared/staff-ui';

import { botApi } from '../staff/botApi';

/** While `entry` is cached, a message or a queue change (they move unread counts and states) reads `tags` again. */
async function liveWhileCached(tags: Parameters<typeof botApi.util.invalidateTags>[0], { dispatch, cacheEntryRemoved }: { dispatch: (a: unknown) => unknown; cacheEntryRemoved: Promise<void> }) {
  const again = () => void dispatch(botApi.util.invalidateTags(tags));
  const offs = [onSocketEvent(BOT_SOCKET_EVENTS.mensaje, again), onSocketEvent(BOT_SOCKET_EVENTS.cola, again)];
  await cacheEntryRemoved;
  offs.forEach((off) => off());
}

/** The contacts' endpoints (SigContactos): a filtered page of contacts, and one contact with its conversations. */
export const contactsApi = botApi.injectEndpoints({
  endpoints: (build) => ({
    contactos: build.query<BotContactsResponse, { filtro: BotContactFilter; page: number }>({
      query: ({ filtro, page }) => ({ url: BOT_PATHS.contactos, searchParams: { filtro, page: String(page) }, schema: 'BotContactsResponse' }),
      providesTags: ['Contacts'],
      onCacheEntryAdded: (_arg, api) => liveWhileCached(['Contacts'], api),
    }),
    contacto: build.query<BotContactDetail, string>({
      query: (id) => ({ url: botPath(BOT_PATHS.contacto, { id }), schema: 'BotContactDetail' }),
      providesTags: (_r, _e, id) => [{ type: 'Contact', id }],
      onCacheEntryAdded: (id, api) => liveWhileCached([{ type: 'Contact', id }], api),
    }),
  }),
});

export const { useContactosQuery, useContactoQuery } = contactsApi;
