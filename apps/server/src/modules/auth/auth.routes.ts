import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  MESSAGES,
  resetPasswordBodySchema,
  validateResetTokenBodySchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "./authenticate.js";
import { login, logout } from "./login.js";
import { requestPasswordResetLater, resetPassword, validateResetToken } from "./password-reset.js";

export function authRoutes(deps: AppDeps) {
  const loginRateLimit = {
    max: deps.config.login.maxPerIpPerMinute,
    timeWindow: "1 minute",
  };

  return async function register(app: App) {
    app.post(
      "/Login",
      {
        config: { public: true, rateLimit: loginRateLimit },
        schema: {
          tags: ["auth"],
          summary: "Sign in; ends any other live session of the user",
          body: loginBodySchema,
          response: { 200: okSchema(loginResultSchema) },
        },
      },
      async (request) =>
        ok(
          await login(deps, {
            ...request.body,
            ip: request.ip,
            userAgent: request.headers["user-agent"] ?? "",
          }),
        ),
    );

    app.post(
      "/Logout",
      {
        schema: { tags: ["auth"], summary: "End the current session", response: { 200: okSchema(z.null()) } },
      },
      async (request) => {
        await logout(deps, authOf(request));
        return ok(null);
      },
    );

    app.post(
      "/ForgotPassword",
      {
        config: { public: true, rateLimit: loginRateLimit },
        schema: {
          tags: ["auth"],
          summary: "E-mail a one-use reset link (same answer whether or not the address exists)",
          body: forgotPasswordBodySchema,
          response: { 200: okSchema(z.null()) },
        },
      },
      async (request) => {
        // Replies before any lookup, so the answer and its timing are the same for every address.
        requestPasswordResetLater(deps, { email: request.body.email, ip: request.ip });
        return ok(null, MESSAGES.resetMailSent);
      },
    );

    app.post(
      "/Validate",
      {
        config: { public: true, rateLimit: loginRateLimit },
        schema: {
          tags: ["auth"],
          summary: "Check a reset token",
          body: validateResetTokenBodySchema,
          response: { 200: okSchema(z.object({ valid: z.literal(true), email: z.string() })) },
        },
      },
      async (request) => {
        const { email } = await validateResetToken(deps, request.body.token);
        return ok({ valid: true as const, email });
      },
    );

    app.post(
      "/ResetPassword",
      {
        config: { public: true, rateLimit: loginRateLimit },
        schema: {
          tags: ["auth"],
          summary: "Set a new password with a reset token; ends every session of the user",
          body: resetPasswordBodySchema,
          response: { 200: okSchema(z.null()) },
        },
      },
      async (request) => {
        await resetPassword(deps, {
          token: request.body.token,
          password: request.body.password,
          ip: request.ip,
        });
        return ok(null, MESSAGES.resetDone);
      },
    );
  };
}
