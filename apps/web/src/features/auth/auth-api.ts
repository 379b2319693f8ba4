import {
  authEndpoints,
  encodePassword,
  type LoginResult,
  type ValidateResetTokenResult,
} from "@consola/shared";
import { call } from "../../lib/api/call";

export async function login(user: string, password: string): Promise<LoginResult> {
  const body = { user: user.trim(), password: encodePassword(password) };
  return (await call(authEndpoints.login, body)).data;
}

/** Returns the server's message: the same text whether or not the address is registered. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await call(authEndpoints.forgotPassword, { email: email.trim() })).message;
}

export type ResetTokenInfo = ValidateResetTokenResult;

export async function validateResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenInfo> {
  return (await call(authEndpoints.validateResetToken, { token }, { signal })).data;
}

export async function resetPassword(
  token: string,
  password: string,
  confirmPassword: string,
): Promise<string> {
  const body = {
    token,
    password: encodePassword(password),
    confirmPassword: encodePassword(confirmPassword),
  };
  return (await call(authEndpoints.resetPassword, body)).message;
}
