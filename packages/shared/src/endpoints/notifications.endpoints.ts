import { z } from "zod";
import {
  listNotificationsBodySchema,
  notificationPageSchema,
  removeAllNotificationsBodySchema,
  removedCountSchema,
  removeNotificationBodySchema,
} from "../schemas/notifications.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "notifications";

/** The bell: each person's own notifications, kept 24 hours. */
export const notificationsEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/notification/List",
    summary: "The caller's notifications of one tab, newest first (older than 24 h are deleted)",
    tag,
    access: ACCESS.business,
    body: listNotificationsBodySchema,
    answer: notificationPageSchema,
  }),
  remove: endpoint({
    method: "POST",
    path: "/api/notification/Remove",
    summary: "Remove one of the caller's notifications",
    tag,
    access: ACCESS.business,
    body: removeNotificationBodySchema,
    answer: z.null(),
  }),
  removeAll: endpoint({
    method: "POST",
    path: "/api/notification/RemoveAll",
    summary: "Remove all the caller's notifications, or those of one tab",
    tag,
    access: ACCESS.business,
    body: removeAllNotificationsBodySchema,
    answer: removedCountSchema,
  }),
} as const satisfies Record<string, Endpoint>;
