import { MESSAGES, PASSWORD_MIN_LENGTH } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./password-policy.js";

describe("new password rule", () => {
  it("needs at least ten characters, counting letters rather than bytes", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(newPasswordProblem("Rq7#vLm2x")).toBe(MESSAGES.resetPasswordTooShort);
    expect(newPasswordProblem("ñÑáéíóú9#q")).toBeUndefined();
    expect(MESSAGES.resetPasswordTooShort).toBe("La contraseña debe tener al menos 10 caracteres");
  });

  it.each([
    "Password1234",
    "contraseña123",
    "Contrasena2024",
    "qwertyuiop1",
    "1234567890",
    "Guadalajara1",
    "aaaaaaaaaaaa",
  ])("refuses the common or guessable %s", (password) => {
    expect(newPasswordProblem(password)).toBe(MESSAGES.passwordTooWeak);
  });

  it.each(["Cafetal-en-Coatepec-2025", "caballo bateria grapa correcto", "Tz8#kq2Lm9vX", "NuevaClave456"])(
    "accepts %s",
    (password) => {
      expect(newPasswordProblem(password)).toBeUndefined();
    },
  );

  it("refuses a password built from the person's own name or e-mail", () => {
    expect(newPasswordProblem("Zorbatek.Vluna2025")).toBeUndefined();
    expect(newPasswordProblem("Zorbatek.Vluna2025", ["zorbatek.vluna@prueba.test"])).toBe(
      MESSAGES.passwordTooWeak,
    );
    expect(newPasswordProblem("ZorbatekVluna")).toBeUndefined();
    expect(newPasswordProblem("ZorbatekVluna", ["Zorbatek Vluna"])).toBe(MESSAGES.passwordTooWeak);
  });
});
