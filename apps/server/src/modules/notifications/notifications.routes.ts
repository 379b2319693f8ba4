import { NOTIFICATION_MESSAGES, notificationsEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { callWithBody, serve } from "../serve-endpoint.js";
import { listNotifications, removeAllNotifications, removeNotification } from "./notifications.service.js";

export function notificationsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, notificationsEndpoints.list, callWithBody(deps, listNotifications));

    serve(app, notificationsEndpoints.remove, async ({ auth, body, ip }) => {
      await removeNotification(deps, auth, { id: body.id, ip });
      return ok(null, NOTIFICATION_MESSAGES.removed);
    });

    serve(app, notificationsEndpoints.removeAll, async ({ auth, body, ip }) =>
      ok(await removeAllNotifications(deps, auth, { tab: body.tab, ip }), NOTIFICATION_MESSAGES.removedAll),
    );
  };
}
