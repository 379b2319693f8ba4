import { loginUserSchema, MESSAGES, PASSWORD_MIN_LENGTH } from "@consola/shared";
import { schemaResolver } from "@mantine/form";
import { z } from "zod";

/** The login form before encoding: the user rule is the server's own, the password only has to exist. */
export const loginFormSchema = z.object({
  user: loginUserSchema,
  password: z.string().min(1, { error: MESSAGES.loginPasswordRequired }),
});
export type LoginFormValues = { user: string; password: string };

/** The login form's errors by field; none when it may be sent. */
export const loginFormErrors = schemaResolver(loginFormSchema, { sync: true });

export type ResetFormValues = { password: string; confirmPassword: string };

/** Same order of checks as the server's reset rule, on the plain text before it is encoded. */
export function validateResetForm(values: ResetFormValues): Partial<Record<keyof ResetFormValues, string>> {
  const errors: Partial<Record<keyof ResetFormValues, string>> = {};
  if (values.password === "" || values.confirmPassword === "") {
    if (values.password === "") errors.password = MESSAGES.resetFieldsEmpty;
    if (values.confirmPassword === "") errors.confirmPassword = MESSAGES.resetFieldsEmpty;
  } else if (values.password !== values.confirmPassword) {
    errors.confirmPassword = MESSAGES.resetPasswordsDiffer;
  } else if ([...values.password].length < PASSWORD_MIN_LENGTH) {
    errors.password = MESSAGES.resetPasswordTooShort;
  }
  return errors;
}
