import { z } from "zod";
import {
  activePlatformUserBodySchema,
  listPlatformUsersBodySchema,
  platformUserIdBodySchema,
  platformUserPageSchema,
  platformUserSchema,
  savePlatformUserBodySchema,
} from "../schemas/platform-users.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "platform users";

/** /admin/user: the platform's own people (Super, VocomAdmin); every business role gets 403. */
export const platformUsersEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/admin/ListUserSystem",
    summary:
      "The platform's people by name, a page after `after`; search by name or e-mail (platform admins)",
    tag,
    access: ACCESS.platform,
    body: listPlatformUsersBodySchema,
    answer: platformUserPageSchema,
  }),
  save: endpoint({
    method: "POST",
    path: "/api/admin/AddUserSystem",
    summary: "Create a platform user (welcome e-mail), or change one when id is given (platform admins)",
    tag,
    access: ACCESS.platform,
    body: savePlatformUserBodySchema,
    answer: platformUserSchema,
  }),
  setActive: endpoint({
    method: "POST",
    path: "/api/admin/ActiveUserSystem",
    summary: "Activate or deactivate a platform user; deactivating ends their session (platform admins)",
    tag,
    access: ACCESS.platform,
    body: activePlatformUserBodySchema,
    answer: platformUserSchema,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/admin/ResetUserSystemPassword",
    summary: "Send a platform user the e-mail to reset their password (platform admins)",
    tag,
    access: ACCESS.platform,
    body: platformUserIdBodySchema,
    answer: z.null(),
  }),
} as const satisfies Record<string, Endpoint>;
