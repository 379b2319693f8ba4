import { encodePassword, type LoginResult, loginResultSchema } from "@consola/shared";
import { z } from "zod";
import { api } from "../../lib/api/api";
import { parseResponse } from "../../lib/api/parse-response";

export async function login(user: string, password: string): Promise<LoginResult> {
  const data = await api.post<unknown>("/api/auth/Login", {
    user: user.trim(),
    password: encodePassword(password),
  });
  return parseResponse(loginResultSchema, data, "Login");
}

/** Returns the server's message: the same text whether or not the address is registered. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await api.request<null>("/api/auth/ForgotPassword", { body: { email: email.trim() } });
  return message;
}

const validateResultSchema = z.object({ valid: z.literal(true), email: z.string() });
export type ResetTokenInfo = z.infer<typeof validateResultSchema>;

export async function validateResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenInfo> {
  const data = await api.post<unknown>("/api/auth/Validate", { token }, { signal });
  return parseResponse(validateResultSchema, data, "Validate");
}

export async function resetPassword(
  token: string,
  password: string,
  confirmPassword: string,
): Promise<string> {
  const { message } = await api.request<null>("/api/auth/ResetPassword", {
    body: { token, password: encodePassword(password), confirmPassword: encodePassword(confirmPassword) },
  });
  return message;
}
