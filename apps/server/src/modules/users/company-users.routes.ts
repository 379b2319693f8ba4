import {
  activeUserBodySchema,
  activeUserResultSchema,
  businessIdQuerySchema,
  checkUserEmailBodySchema,
  companyUserSchema,
  emailAvailabilitySchema,
  listUsersBodySchema,
  resetUserPasswordBodySchema,
  saveUserBodySchema,
  userPageSchema,
} from "@consola/shared";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { okRoutes } from "../ok-routes.js";
import {
  checkUserEmail,
  listCompanyUsers,
  resetCompanyUserPassword,
  saveCompanyUser,
  setCompanyUserActive,
} from "./company-users.service.js";

const tags = ["company users"];

/** The e-mail check answers as fast as someone types; this keeps it from being a platform-wide directory. */
const emailCheckLimit = {
  max: 60,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    request.auth ? `email-check:${request.auth.userId}` : `email-check:${request.ip}`,
};

export function companyUsersRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.post(
      "/api/admin/ListUsersBusiness",
      {
        summary: "People of the business by name, a page after `after`; search by name or e-mail (admins)",
        querystring: businessIdQuerySchema,
        body: listUsersBodySchema,
        data: userPageSchema,
      },
      async (call) => {
        const { search, take, after } = call.body;
        const businessId = namedBusiness(call);
        return ok(await listCompanyUsers(deps, call.auth, { businessId, search, take, after }));
      },
    );

    route.post(
      "/api/admin/AddUser",
      {
        summary: "Create a person of the business (welcome e-mail), or change one when id is given (admins)",
        querystring: businessIdQuerySchema,
        body: saveUserBodySchema,
        data: companyUserSchema,
      },
      async (call) => {
        const { user, message } = await saveCompanyUser(deps, call.auth, inNamedBusiness(call));
        return ok(user, message);
      },
    );

    route.post(
      "/api/admin/ActiveUser",
      {
        summary:
          "Activate or deactivate a person; deactivating ends their session and returns their chats to pending",
        querystring: businessIdQuerySchema,
        body: activeUserBodySchema,
        data: activeUserResultSchema,
      },
      async (call) => {
        const { result, message } = await setCompanyUserActive(deps, call.auth, inNamedBusiness(call));
        return ok(result, message);
      },
    );

    route.post(
      "/api/admin/CheckUserEmail",
      {
        summary: "Whether an e-mail is free across the platform (the user form checks while typing)",
        querystring: businessIdQuerySchema,
        body: checkUserEmailBodySchema,
        data: emailAvailabilitySchema,
        rateLimit: emailCheckLimit,
      },
      async (call) =>
        ok(
          await checkUserEmail(deps, call.auth, {
            email: call.body.email,
            id: call.body.id,
            businessId: namedBusiness(call),
          }),
        ),
    );

    route.post(
      "/api/admin/ResetUserPassword",
      {
        summary: "Send a person the e-mail to reset their password (admins)",
        querystring: businessIdQuerySchema,
        body: resetUserPasswordBodySchema,
        data: z.null(),
      },
      async (call) => ok(null, await resetCompanyUserPassword(deps, call.auth, inNamedBusiness(call))),
    );
  };
}
