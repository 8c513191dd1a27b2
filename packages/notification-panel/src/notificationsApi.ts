import { REALTIME_PATHS, request } from '@sig/shared';

/** The notification panel's calls (spec 7.2); answers are checked against the contract schemas. */
export const notificationsApi = {
  list: () => request('get', REALTIME_PATHS.notifications, 'NotificationsResponse'),
  dismiss: (id: string) => request('post', REALTIME_PATHS.notificationDismiss, 'DismissResponse', { json: { id } }),
  dismissAll: () => request('post', REALTIME_PATHS.notificationDismissAll, 'DismissResponse'),
};
