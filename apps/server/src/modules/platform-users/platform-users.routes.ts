import {
  activePlatformUserBodySchema,
  listPlatformUsersBodySchema,
  platformUserIdBodySchema,
  platformUserPageSchema,
  platformUserSchema,
  savePlatformUserBodySchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { okRoutes } from "../ok-routes.js";
import {
  listPlatformUsers,
  resetPlatformUserPassword,
  savePlatformUser,
  setPlatformUserActive,
} from "./platform-users.service.js";

const tags = ["platform users"];

/** /admin/user: the platform's own people (Super, VocomAdmin); every business role gets 403. */
export function platformUsersRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.post(
      "/api/admin/ListUserSystem",
      {
        summary:
          "The platform's people by name, a page after `after`; search by name or e-mail (platform admins)",
        body: listPlatformUsersBodySchema,
        data: platformUserPageSchema,
      },
      async (call) => ok(await listPlatformUsers(deps, call.auth, call.body)),
    );
    route.post(
      "/api/admin/AddUserSystem",
      {
        summary: "Create a platform user (welcome e-mail), or change one when id is given (platform admins)",
        body: savePlatformUserBodySchema,
        data: platformUserSchema,
      },
      async (call) => {
        const { user, message } = await savePlatformUser(deps, call.auth, { ...call.body, ip: call.ip });
        return ok(user, message);
      },
    );
    route.post(
      "/api/admin/ActiveUserSystem",
      {
        summary: "Activate or deactivate a platform user; deactivating ends their session (platform admins)",
        body: activePlatformUserBodySchema,
        data: platformUserSchema,
      },
      async (call) => {
        const { user, message } = await setPlatformUserActive(deps, call.auth, { ...call.body, ip: call.ip });
        return ok(user, message);
      },
    );
    route.post(
      "/api/admin/ResetUserSystemPassword",
      {
        summary: "Send a platform user the e-mail to reset their password (platform admins)",
        body: platformUserIdBodySchema,
        data: z.null(),
      },
      async (call) =>
        ok(null, await resetPlatformUserPassword(deps, call.auth, { ...call.body, ip: call.ip })),
    );
  };
}
