import {
  listNotificationsBodySchema,
  NOTIFICATION_MESSAGES,
  notificationPageSchema,
  removeAllNotificationsBodySchema,
  removedCountSchema,
  removeNotificationBodySchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { callWithBody, okRoutes } from "../ok-routes.js";
import { listNotifications, removeAllNotifications, removeNotification } from "./notifications.service.js";

export function notificationsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["notifications"]);
    route.post(
      "/api/notification/List",
      {
        summary: "The caller's notifications of one tab, newest first (older than 24 h are deleted)",
        body: listNotificationsBodySchema,
        data: notificationPageSchema,
      },
      callWithBody(deps, listNotifications),
    );

    route.post(
      "/api/notification/Remove",
      {
        summary: "Remove one of the caller's notifications",
        body: removeNotificationBodySchema,
        data: z.null(),
      },
      async ({ auth, body, ip }) => {
        await removeNotification(deps, auth, { id: body.id, ip });
        return ok(null, NOTIFICATION_MESSAGES.removed);
      },
    );

    route.post(
      "/api/notification/RemoveAll",
      {
        summary: "Remove all the caller's notifications, or those of one tab",
        body: removeAllNotificationsBodySchema,
        data: removedCountSchema,
      },
      async ({ auth, body, ip }) =>
        ok(await removeAllNotifications(deps, auth, { tab: body.tab, ip }), NOTIFICATION_MESSAGES.removedAll),
    );
  };
}
