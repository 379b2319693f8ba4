import { platformUsersEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { serve } from "../serve-endpoint.js";
import {
  listPlatformUsers,
  resetPlatformUserPassword,
  savePlatformUser,
  setPlatformUserActive,
} from "./platform-users.service.js";

/** /admin/user: the platform's own people (Super, VocomAdmin); every business role gets 403. */
export function platformUsersRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, platformUsersEndpoints.list, async (call) =>
      ok(await listPlatformUsers(deps, call.auth, call.body)),
    );
    serve(app, platformUsersEndpoints.save, async (call) => {
      const { user, message } = await savePlatformUser(deps, call.auth, { ...call.body, ip: call.ip });
      return ok(user, message);
    });
    serve(app, platformUsersEndpoints.setActive, async (call) => {
      const { user, message } = await setPlatformUserActive(deps, call.auth, { ...call.body, ip: call.ip });
      return ok(user, message);
    });
    serve(app, platformUsersEndpoints.resetPassword, async (call) =>
      ok(null, await resetPlatformUserPassword(deps, call.auth, { ...call.body, ip: call.ip })),
    );
  };
}
