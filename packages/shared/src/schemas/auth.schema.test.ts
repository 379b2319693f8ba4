import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages.js";
import { encodePassword } from "../password-encoding.js";
import { loginBodySchema, resetPasswordBodySchema } from "./auth.schema.js";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("login body", () => {
  it("decodes the password", () => {
    const parsed = loginBodySchema.parse({
      user: "ana@example.com",
      password: encodePassword("Secreta123", 4),
    });
    expect(parsed.password).toBe("Secreta123");
  });

  it("uses the spec's Spanish messages", () => {
    expect(messagesOf(loginBodySchema.safeParse({}))).toEqual([
      MESSAGES.loginUserRequired,
      MESSAGES.loginPasswordRequired,
    ]);
    expect(messagesOf(loginBodySchema.safeParse({ user: "  ", password: "" }))).toEqual([
      MESSAGES.loginUserRequired,
      MESSAGES.loginPasswordRequired,
    ]);
    expect(messagesOf(loginBodySchema.safeParse({ user: "ana", password: encodePassword("x", 2) }))).toEqual([
      MESSAGES.loginUserInvalid,
    ]);
    expect(messagesOf(loginBodySchema.safeParse({ user: "ana@example.com", password: "plain" }))).toEqual([
      MESSAGES.passwordMalformed,
    ]);
  });
});

describe("reset body", () => {
  const token = "abc";
  it("requires both fields, equal, and long enough", () => {
    expect(
      messagesOf(resetPasswordBodySchema.safeParse({ token, password: "", confirmPassword: "" })),
    ).toContain(MESSAGES.resetFieldsEmpty);
    expect(
      messagesOf(
        resetPasswordBodySchema.safeParse({
          token,
          password: encodePassword("Secreta123", 2),
          confirmPassword: encodePassword("Secreta124", 7),
        }),
      ),
    ).toEqual([MESSAGES.resetPasswordsDiffer]);
    expect(
      messagesOf(
        resetPasswordBodySchema.safeParse({
          token,
          password: encodePassword("corta", 2),
          confirmPassword: encodePassword("corta", 3),
        }),
      ),
    ).toEqual([MESSAGES.resetPasswordTooShort]);
  });

  it("needs at least ten characters in a new password", () => {
    const withPassword = (password: string) =>
      resetPasswordBodySchema.safeParse({
        token,
        password: encodePassword(password, 2),
        confirmPassword: encodePassword(password, 4),
      });
    expect(messagesOf(withPassword("Secreta12"))).toEqual([MESSAGES.resetPasswordTooShort]);
    expect(MESSAGES.resetPasswordTooShort).toBe("La contraseña debe tener al menos 10 caracteres");
    expect(withPassword("Secreta123").success).toBe(true);
  });

  it("accepts the same password encoded with different round counts", () => {
    const parsed = resetPasswordBodySchema.parse({
      token,
      password: encodePassword("Secreta123", 2),
      confirmPassword: encodePassword("Secreta123", 9),
    });
    expect(parsed.password).toBe("Secreta123");
  });
});
