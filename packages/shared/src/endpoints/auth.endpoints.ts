import { z } from "zod";
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  resetPasswordBodySchema,
  validateResetTokenBodySchema,
  validateResetTokenResultSchema,
} from "../schemas/auth.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "auth";

export const authEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/api/auth/Login",
    summary: "Sign in; ends any other live session of the user",
    tag,
    access: "public",
    body: loginBodySchema,
    answer: loginResultSchema,
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/auth/Logout",
    summary: "End the current session",
    tag,
    access: ACCESS.signedIn,
    answer: z.null(),
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/auth/ForgotPassword",
    summary: "E-mail a one-use reset link (same answer whether or not the address exists)",
    tag,
    access: "public",
    body: forgotPasswordBodySchema,
    answer: z.null(),
  }),
  validateResetToken: endpoint({
    method: "POST",
    path: "/api/auth/Validate",
    summary: "Check a reset token",
    tag,
    access: "public",
    body: validateResetTokenBodySchema,
    answer: validateResetTokenResultSchema,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/auth/ResetPassword",
    summary: "Set a new password with a reset token; ends every session of the user",
    tag,
    access: "public",
    body: resetPasswordBodySchema,
    answer: z.null(),
  }),
} as const satisfies Record<string, Endpoint>;
