import {
  encodePassword,
  loginBodySchema,
  PASSWORD_ENCODING_MIN_ROUNDS,
  resetPasswordBodySchema,
} from "@consola/shared";
import { schemaResolver } from "../../lib/forms/schema-resolver";

export type LoginFormValues = { user: string; password: string };

/**
 * The login form's errors by field; none when it may be sent. The body is the one the sign-in sends, the
 * password encoded as on the wire (the fewest rounds: only whether it is empty matters here).
 */
export const loginFormErrors = schemaResolver<LoginFormValues>(loginBodySchema, {
  body: ({ user, password }) => ({ user, password: encodePassword(password, PASSWORD_ENCODING_MIN_ROUNDS) }),
});

export type ResetFormValues = { password: string; confirmPassword: string };

/** The reset rule of the server (empty, different, too short), on the two passwords as ResetPassword sends them. */
export const resetFormErrors = (token: string) =>
  schemaResolver<ResetFormValues>(resetPasswordBodySchema, {
    body: ({ password, confirmPassword }) => ({
      token,
      password: encodePassword(password, PASSWORD_ENCODING_MIN_ROUNDS),
      confirmPassword: encodePassword(confirmPassword, PASSWORD_ENCODING_MIN_ROUNDS),
    }),
    // The link's token was checked when the page opened; a refusal of it is the server's to say.
    fields: { token: null },
  });
