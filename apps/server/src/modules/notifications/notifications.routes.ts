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
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import { listNotifications, removeAllNotifications, removeNotification } from "./notifications.service.js";

export function notificationsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/notification/List",
      {
        schema: {
          tags: ["notifications"],
          summary: "The caller's notifications of one tab, newest first (older than 24 h are deleted)",
          body: listNotificationsBodySchema,
          response: { 200: okSchema(notificationPageSchema) },
        },
      },
      async (request) => ok(await listNotifications(deps, authOf(request), request.body)),
    );

    app.post(
      "/api/notification/Remove",
      {
        schema: {
          tags: ["notifications"],
          summary: "Remove one of the caller's notifications",
          body: removeNotificationBodySchema,
          response: { 200: okSchema(z.null()) },
        },
      },
      async (request) => {
        await removeNotification(deps, authOf(request), { id: request.body.id, ip: request.ip });
        return ok(null, NOTIFICATION_MESSAGES.removed);
      },
    );

    app.post(
      "/api/notification/RemoveAll",
      {
        schema: {
          tags: ["notifications"],
          summary: "Remove all the caller's notifications, or those of one tab",
          body: removeAllNotificationsBodySchema,
          response: { 200: okSchema(removedCountSchema) },
        },
      },
      async (request) =>
        ok(
          await removeAllNotifications(deps, authOf(request), { tab: request.body.tab, ip: request.ip }),
          NOTIFICATION_MESSAGES.removedAll,
        ),
    );
  };
}
