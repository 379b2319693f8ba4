import { companyUsersEndpoints } from "@consola/shared";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { serve } from "../serve-endpoint.js";
import {
  checkUserEmail,
  listCompanyUsers,
  resetCompanyUserPassword,
  saveCompanyUser,
  setCompanyUserActive,
} from "./company-users.service.js";

/** The e-mail check answers as fast as someone types; this keeps it from being a platform-wide directory. */
const emailCheckLimit = {
  max: 60,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    request.auth ? `email-check:${request.auth.userId}` : `email-check:${request.ip}`,
};

export function companyUsersRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, companyUsersEndpoints.list, async (call) => {
      const { search, take, after } = call.body;
      const businessId = namedBusiness(call);
      return ok(await listCompanyUsers(deps, call.auth, { businessId, search, take, after }));
    });

    serve(app, companyUsersEndpoints.save, async (call) => {
      const { user, message } = await saveCompanyUser(deps, call.auth, inNamedBusiness(call));
      return ok(user, message);
    });

    serve(app, companyUsersEndpoints.setActive, async (call) => {
      const { result, message } = await setCompanyUserActive(deps, call.auth, inNamedBusiness(call));
      return ok(result, message);
    });

    serve(
      app,
      companyUsersEndpoints.checkEmail,
      async (call) =>
        ok(
          await checkUserEmail(deps, call.auth, {
            email: call.body.email,
            id: call.body.id,
            businessId: namedBusiness(call),
          }),
        ),
      { rateLimit: emailCheckLimit },
    );

    serve(app, companyUsersEndpoints.resetPassword, async (call) =>
      ok(null, await resetCompanyUserPassword(deps, call.auth, inNamedBusiness(call))),
    );
  };
}
