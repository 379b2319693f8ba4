import { authEndpoints, MESSAGES } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { serve } from "../serve-endpoint.js";
import { login, logout } from "./login.js";
import { requestPasswordResetLater, resetPassword, validateResetToken } from "./password-reset.js";

export function authRoutes(deps: AppDeps) {
  const rateLimit = { max: deps.config.login.maxPerIpPerMinute, timeWindow: "1 minute" };

  return async function register(app: App) {
    serve(
      app,
      authEndpoints.login,
      async (call) =>
        ok(
          await login(deps, {
            ...call.body,
            ip: call.ip,
            userAgent: call.request.headers["user-agent"] ?? "",
          }),
        ),
      { rateLimit },
    );

    serve(app, authEndpoints.logout, async (call) => {
      await logout(deps, call.auth);
      return ok(null);
    });

    serve(
      app,
      authEndpoints.forgotPassword,
      async (call) => {
        // Replies before any lookup, so the answer and its timing are the same for every address.
        requestPasswordResetLater(deps, { email: call.body.email, ip: call.ip });
        return ok(null, MESSAGES.resetMailSent);
      },
      { rateLimit },
    );

    serve(
      app,
      authEndpoints.validateResetToken,
      async (call) => {
        const { email } = await validateResetToken(deps, call.body.token);
        return ok({ valid: true as const, email });
      },
      { rateLimit },
    );

    serve(
      app,
      authEndpoints.resetPassword,
      async (call) => {
        await resetPassword(deps, { token: call.body.token, password: call.body.password, ip: call.ip });
        return ok(null, MESSAGES.resetDone);
      },
      { rateLimit },
    );
  };
}
