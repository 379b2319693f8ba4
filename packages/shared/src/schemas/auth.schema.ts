import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants.js";
import { MESSAGES } from "../messages.js";
import { decodePassword } from "../password-encoding.js";

/** Longest encoded password accepted: nine base64 rounds of a 64-character password stay well under it. */
const MAX_ENCODED_PASSWORD = 8_192;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(320, { error: message });

export const loginUserSchema = requiredText(MESSAGES.loginUserRequired).pipe(
  z.email({ error: MESSAGES.loginUserInvalid }),
);

/** An encoded password on the wire, decoded to the plain text by parsing. */
export const encodedPasswordSchema = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .min(1, { error: emptyMessage })
    .max(MAX_ENCODED_PASSWORD, { error: MESSAGES.passwordMalformed })
    .transform((encoded, ctx) => {
      const decoded = decodePassword(encoded);
      if (!decoded.ok) {
        ctx.addIssue({ code: "custom", message: MESSAGES.passwordMalformed });
        return z.NEVER;
      }
      return decoded.password;
    })
    // "3" is the valid encoding of an empty password: still a missing password for the user.
    .pipe(z.string().min(1, { error: emptyMessage }));

export const loginBodySchema = z.object({
  user: loginUserSchema,
  password: encodedPasswordSchema(MESSAGES.loginPasswordRequired),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email: requiredText(MESSAGES.emailRequired).pipe(z.email({ error: MESSAGES.emailInvalid })),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const validateResetTokenBodySchema = z.object({
  token: z
    .string({ error: MESSAGES.resetTokenInvalid })
    .min(1, { error: MESSAGES.resetTokenInvalid })
    .max(200, {
      error: MESSAGES.resetTokenInvalid,
    }),
});

export const resetPasswordBodySchema = z
  .object({
    token: validateResetTokenBodySchema.shape.token,
    password: encodedPasswordSchema(MESSAGES.resetFieldsEmpty),
    confirmPassword: encodedPasswordSchema(MESSAGES.resetFieldsEmpty),
  })
  .check((ctx) => {
    const { password, confirmPassword } = ctx.value;
    if (password.length === 0 || confirmPassword.length === 0) {
      ctx.issues.push({ code: "custom", message: MESSAGES.resetFieldsEmpty, input: ctx.value });
    } else if (password !== confirmPassword) {
      // On the field a form marks: the repeated password is the one that differs.
      ctx.issues.push({
        code: "custom",
        message: MESSAGES.resetPasswordsDiffer,
        input: ctx.value,
        path: ["confirmPassword"],
      });
    } else if ([...password].length < PASSWORD_MIN_LENGTH) {
      ctx.issues.push({
        code: "custom",
        message: MESSAGES.resetPasswordTooShort,
        input: ctx.value,
        path: ["password"],
      });
    }
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  role: z.string(),
  typeIdentity: z.string(),
  userId: z.number().int(),
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Validate: the token is good, and the address it resets (shown on the new-password screen). */
export const validateResetTokenResultSchema = z.object({ valid: z.literal(true), email: z.string() });
export type ValidateResetTokenResult = z.infer<typeof validateResetTokenResultSchema>;
