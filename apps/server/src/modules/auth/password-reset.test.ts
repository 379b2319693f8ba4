import { encodePassword, MESSAGES } from "@consola/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, login } from "../../../test/factories.js";
import { apiClient, createTestApp, type TestApp } from "../../../test/test-app.js";
import { passwordResetTokens } from "../../db/schema/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = () => apiClient(t.app);

async function requestLink(email: string): Promise<string> {
  const before = (await t.mails()).length;
  const response = await api().post("/api/auth/ForgotPassword", { email });
  expect(response.status).toBe(200);
  const mails = await t.mails();
  expect(mails).toHaveLength(before + 1);
  const link = mails.at(-1)?.link;
  if (!link) throw new Error("no link in mail");
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

const reset = (token: string, password: string, confirm = password) =>
  api().post("/api/auth/ResetPassword", {
    token,
    password: encodePassword(password, 3),
    confirmPassword: encodePassword(confirm, 6),
  });

describe("password reset", () => {
  it("e-mails a link to the public reset page, and the link resets the password once", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const link = await requestLink(user.email.toUpperCase());
    expect(link.startsWith("http://consola.test/ResetPassword?token=")).toBe(true);
    const mail = (await t.mails()).at(-1);
    expect(mail).toMatchObject({ to: user.email, subject: "Restablece tu contraseña" });
    expect(mail?.text).toContain(link);

    const validated = await api().post("/api/auth/Validate", { token: tokenOf(link) });
    expect(validated.body).toEqual({ isOk: true, message: "", data: { valid: true, email: user.email } });

    const done = await reset(tokenOf(link), "NuevaClave456");
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(MESSAGES.resetDone);

    await expect(login(t.app, { email: user.email, password: user.password })).rejects.toThrow();
    await expect(login(t.app, { email: user.email, password: "NuevaClave456" })).resolves.toBeTruthy();

    const again = await reset(tokenOf(link), "OtraClave789");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.resetTokenInvalid);
    const revalidated = await api().post("/api/auth/Validate", { token: tokenOf(link) });
    expect(revalidated.status).toBe(400);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = (await t.mails()).length;
    const response = await api().post("/api/auth/ForgotPassword", { email: "nadie@prueba.test" });
    expect(response.body).toEqual({ isOk: true, message: MESSAGES.resetMailSent, data: null });
    expect(await t.mails()).toHaveLength(before);
  });

  it("keeps only the newest link valid", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await api().post("/api/auth/Validate", { token: tokenOf(first) })).status).toBe(400);
    expect((await api().post("/api/auth/Validate", { token: tokenOf(second) })).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const link = await requestLink(user.email);
    await t.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await reset(tokenOf(link), "NuevaClave456");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.resetTokenInvalid);
  });

  it("ends every live session of the user", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const { token } = await login(t.app, user);
    const link = await requestLink(user.email);
    await reset(tokenOf(link), "NuevaClave456");
    const response = await apiClient(t.app, token).post("/api/admin/Profile");
    expect(response.status).toBe(401);
    expect(response.body.data).toEqual({ reason: "ended" });
  });

  it.each([
    ["empty fields", { token: "x", password: "", confirmPassword: "" }, MESSAGES.resetFieldsEmpty],
    [
      "different passwords",
      { token: "x", password: encodePassword("Primera123"), confirmPassword: encodePassword("Segunda123") },
      MESSAGES.resetPasswordsDiffer,
    ],
    [
      "a short password",
      { token: "x", password: encodePassword("corta"), confirmPassword: encodePassword("corta") },
      MESSAGES.resetPasswordTooShort,
    ],
    [
      "no token",
      { password: encodePassword("Primera123"), confirmPassword: encodePassword("Primera123") },
      MESSAGES.resetTokenInvalid,
    ],
  ])("refuses %s with the spec's message", async (_label, payload, message) => {
    const response = await api().post("/api/auth/ResetPassword", payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it.each([
    [{}, MESSAGES.emailRequired],
    [{ email: "   " }, MESSAGES.emailRequired],
    [{ email: "no-es-correo" }, MESSAGES.emailInvalid],
  ])("validates the recovery e-mail %j", async (payload, message) => {
    const response = await api().post("/api/auth/ForgotPassword", payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
