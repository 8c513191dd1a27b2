import type { FastifyInstance } from 'fastify';
import { DismissNotificationBody, DismissResponse, NotificationsResponse, REALTIME_PATHS } from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ZodTypeProvider } from '../../plugins/zod';
import * as repo from './notifications.repository';
import { realtimeError } from './realtimeError';

/** The notification panel: the caller's own notifications in the cliente of the token. */
export async function notificationRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = app.access.signedIn();

  r.get(REALTIME_PATHS.notifications, { schema: { response: { 200: NotificationsResponse } }, preHandler: auth }, async (req) =>
    repo.listNotifications(db, req.session!.clienteId, req.session!.user.id),
  );

  r.post(REALTIME_PATHS.notificationDismiss, { schema: { body: DismissNotificationBody, response: { 200: DismissResponse } }, preHandler: auth }, async (req) => {
    const { clienteId, user } = req.session!;
    if (!(await repo.dismissNotification(db, clienteId, user.id, req.body.id))) throw realtimeError(404, 'notification.not_found', 'id');
    return { dismissed: 1 };
  });

  r.post(REALTIME_PATHS.notificationDismissAll, { schema: { response: { 200: DismissResponse } }, preHandler: auth }, async (req) => ({
    dismissed: await repo.dismissAll(db, req.session!.clienteId, req.session!.user.id),
  }));
}
