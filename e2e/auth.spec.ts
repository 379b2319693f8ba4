import { MESSAGES } from "@consola/shared";
import {
  DATABASE_PASS,
  DEMO_PASSWORD,
  expect,
  fillLogin,
  signInThroughForm,
  snap,
  test,
  USERS,
  waitForResetLink,
} from "./fixtures.js";

test.describe("sign-in screen", { tag: DATABASE_PASS }, () => {
  test("shows the spec's validation texts and refuses a wrong password", async ({ page }) => {
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await snap(page, "login-empty");

    // The language is remembered in the LANG cookie for 30 days; only Spanish exists.
    const lang = (await page.context().cookies()).find((cookie) => cookie.name === "LANG");
    expect(lang?.value).toBe("es");
    const days = ((lang?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText(MESSAGES.loginUserRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.loginPasswordRequired)).toBeVisible();
    await snap(page, "login-required-fields");

    await fillLogin(page, "admin", "x");
    await expect(page.getByText(MESSAGES.loginUserInvalid)).toBeVisible();

    await fillLogin(page, USERS.andinoAdmin.email, "Equivocada123");
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.loginWrongCredentials);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await snap(page, "login-wrong-password");

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeInViewport();
    await snap(page, "login-mobile");
  });

  test("without a session, private pages and /init lead to sign-in", async ({ page }) => {
    await page.goto("/chat-active");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto("/init");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe("password recovery", { tag: DATABASE_PASS }, () => {
  test("forgot and reset round-trip, then sign in with the new password", async ({ page }) => {
    const user = USERS.andinoAgent2;
    const newPassword = "Cafetal2025!";

    await page.goto("/auth/login");
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page.getByRole("heading", { name: "Recupera tu contraseña" })).toBeVisible();
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
    await page.getByLabel("Correo").fill("no-es-correo");
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await snap(page, "forgot-invalid-email");

    const requestedAt = Date.now() - 1_000;
    await page.getByLabel("Correo").fill(user.email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText(MESSAGES.resetMailSent)).toBeVisible();
    await snap(page, "forgot-sent");

    const link = await waitForResetLink(user.email, requestedAt);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Restablecer contraseña" })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await snap(page, "reset-form");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText(MESSAGES.resetFieldsEmpty).first()).toBeVisible();
    await page.getByLabel("Nueva contraseña", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirma la nueva contraseña").fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText(MESSAGES.resetPasswordsDiffer)).toBeVisible();
    await snap(page, "reset-passwords-differ");

    await page.getByLabel("Confirma la nueva contraseña").fill(newPassword);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?reset=1$/);
    await expect(page.getByText(MESSAGES.resetDone)).toBeVisible();
    await snap(page, "reset-done");

    await fillLogin(page, user.email, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.loginWrongCredentials);
    await signInThroughForm(page, user, newPassword);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText(MESSAGES.resetTokenInvalid)).toBeVisible();
    await snap(page, "reset-link-used");
  });

  test("a made-up reset token is refused with a way back", async ({ page }) => {
    await page.goto("/ResetPassword?token=inventado");
    await expect(page.getByText(MESSAGES.resetTokenInvalid)).toBeVisible();
    await page.getByRole("link", { name: "Volver a iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
