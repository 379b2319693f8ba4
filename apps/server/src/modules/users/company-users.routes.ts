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
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import {
  checkUserEmail,
  listCompanyUsers,
  resetCompanyUserPassword,
  saveCompanyUser,
  setCompanyUserActive,
} from "./company-users.service.js";

const tags = ["company users"];

/** Platform admins name the business in the body or the query string. */
const namedBusiness = (
  body: { business_id?: number | undefined },
  query: { business_id?: number | undefined },
) => body.business_id ?? query.business_id;

/** The e-mail check answers as fast as someone types; this keeps it from being a platform-wide directory. */
const emailCheckLimit = {
  max: 60,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    request.auth ? `email-check:${request.auth.userId}` : `email-check:${request.ip}`,
};

export function companyUsersRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/admin/ListUsersBusiness",
      {
        schema: {
          tags,
          summary: "People of the business by name, a page after `after`; search by name or e-mail (admins)",
          querystring: businessIdQuerySchema,
          body: listUsersBodySchema,
          response: { 200: okSchema(userPageSchema) },
        },
      },
      async (request) => {
        const { search, take, after } = request.body;
        const businessId = namedBusiness(request.body, request.query);
        return ok(await listCompanyUsers(deps, authOf(request), { businessId, search, take, after }));
      },
    );

    app.post(
      "/api/admin/AddUser",
      {
        schema: {
          tags,
          summary:
            "Create a person of the business (welcome e-mail), or change one when id is given (admins)",
          querystring: businessIdQuerySchema,
          body: saveUserBodySchema,
          response: { 200: okSchema(companyUserSchema) },
        },
      },
      async (request) => {
        const { business_id: _ignored, ...values } = request.body;
        const { user, message } = await saveCompanyUser(deps, authOf(request), {
          ...values,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(user, message);
      },
    );

    app.post(
      "/api/admin/ActiveUser",
      {
        schema: {
          tags,
          summary:
            "Activate or deactivate a person; deactivating ends their session and returns their chats to pending",
          querystring: businessIdQuerySchema,
          body: activeUserBodySchema,
          response: { 200: okSchema(activeUserResultSchema) },
        },
      },
      async (request) => {
        const { result, message } = await setCompanyUserActive(deps, authOf(request), {
          id: request.body.id,
          active: request.body.active,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(result, message);
      },
    );

    app.post(
      "/api/admin/CheckUserEmail",
      {
        config: { rateLimit: emailCheckLimit },
        schema: {
          tags,
          summary: "Whether an e-mail is free across the platform (the user form checks while typing)",
          querystring: businessIdQuerySchema,
          body: checkUserEmailBodySchema,
          response: { 200: okSchema(emailAvailabilitySchema) },
        },
      },
      async (request) =>
        ok(
          await checkUserEmail(deps, authOf(request), {
            email: request.body.email,
            id: request.body.id,
            businessId: namedBusiness(request.body, request.query),
          }),
        ),
    );

    app.post(
      "/api/admin/ResetUserPassword",
      {
        schema: {
          tags,
          summary: "Send a person the e-mail to reset their password (admins)",
          querystring: businessIdQuerySchema,
          body: resetUserPasswordBodySchema,
          response: { 200: okSchema(z.null()) },
        },
      },
      async (request) => {
        const message = await resetCompanyUserPassword(deps, authOf(request), {
          id: request.body.id,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(null, message);
      },
    );
  };
}
