import {
  contactsEndpoints,
  NOTIFICATIONS_DEFAULT_TAKE,
  type NotificationPage,
  type NotificationScope,
  notificationsEndpoints,
  type RecentContactPage,
} from "@consola/shared";
import { call } from "../../lib/api/call";

/** The header's own calls: the recent contacts and the bell's notifications. */

/** ListContact: the contacts with the latest activity, `take` of them. */
export async function fetchRecentContacts(take: number, signal?: AbortSignal): Promise<RecentContactPage> {
  return (await call(contactsEndpoints.recent, { take }, { signal })).data;
}

/** One page of a tab of the bell, `skip` notifications in. */
export async function fetchNotifications(
  tab: NotificationScope,
  skip: number,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const body = { tab, take: NOTIFICATIONS_DEFAULT_TAKE, skip };
  return (await call(notificationsEndpoints.list, body, { signal })).data;
}

export async function removeNotification(id: number) {
  return (await call(notificationsEndpoints.remove, { Id: id })).data;
}

export async function removeAllNotifications(tab: NotificationScope) {
  return (await call(notificationsEndpoints.removeAll, { tab })).data;
}
