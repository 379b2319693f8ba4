import { randomUUID } from "node:crypto";
import { encodePassword, MESSAGES } from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { createUser, login } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { passwordResetTokens } from "../../db/schema/index.js";
import { RESET_MAILS_PER_HOUR } from "./password-reset.js";

const t = routeTestWorld({ businesses: false });

const api = () => apiClient(t.app);

/** Mails written so far, once every reset request already answered has done its background work. */
async function mailsSoFar() {
  await t.deps.tasks.settle();
  return t.mails();
}

async function requestLink(email: string): Promise<string> {
  const before = (await mailsSoFar()).length;
  const response = await api().post("/api/auth/ForgotPassword", { email });
  expect(response.status).toBe(200);
  const mails = await mailsSoFar();
  expect(mails).toHaveLength(before + 1);
  const link = mails.at(-1)?.link;
  if (!link) throw new Error("no link in mail");
  return link;
}

/** Moves every link of the user `minutes` into the past, as if it had been asked for then. */
async function ageLinksOf(userId: number, minutes: number) {
  await t.deps.db
    .update(passwordResetTokens)
    .set({ createdAt: sql`${passwordResetTokens.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(passwordResetTokens.userId, userId));
}

/** Fails instead of hanging when a reply waits for a database the test holds locked. */
function answeredBeforeDeadlock<T>(reply: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the reply waited for the database")), 3_000);
  });
  return Promise.race([reply, stuck]).finally(() => clearTimeout(timer));
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
    const mail = (await mailsSoFar()).at(-1);
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
    const before = (await mailsSoFar()).length;
    const response = await api().post("/api/auth/ForgotPassword", { email: "nadie@prueba.test" });
    expect(response.body).toEqual({ isOk: true, message: MESSAGES.resetMailSent, data: null });
    expect(await mailsSoFar()).toHaveLength(before);
  });

  it("answers a registered and an unknown address before any database work, then mails only the first", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const before = (await mailsSoFar()).length;
    await t.deps.db.transaction(async (tx) => {
      // Until this transaction ends nobody can read users: an answer given now cannot depend on the lookup.
      await tx.execute(sql`lock table users in access exclusive mode`);
      for (const email of [user.email, "nadie@prueba.test"]) {
        const response = await answeredBeforeDeadlock(api().post("/api/auth/ForgotPassword", { email }));
        expect(response.body).toEqual({ isOk: true, message: MESSAGES.resetMailSent, data: null });
      }
    });
    const mails = (await mailsSoFar()).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([user.email]);
  });

  it("sends an address at most one mail a minute and a few an hour, even to requests racing", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const before = (await mailsSoFar()).length;
    const ask = () => api().post("/api/auth/ForgotPassword", { email: user.email });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.body.message)).toEqual(Array(3).fill(MESSAGES.resetMailSent));
    expect(await mailsSoFar()).toHaveLength(before + 1);

    for (let sent = 1; sent < RESET_MAILS_PER_HOUR + 2; sent++) {
      await ageLinksOf(user.id, 2);
      await ask();
      await t.deps.tasks.settle();
    }
    expect(await mailsSoFar()).toHaveLength(before + RESET_MAILS_PER_HOUR);
    const links = await t.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(links).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it("keeps an earlier link valid after a new request, and using one link spends them all", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const first = await requestLink(user.email);
    await ageLinksOf(user.id, 2);
    const second = await requestLink(user.email);
    expect(second).not.toBe(first);
    expect((await api().post("/api/auth/Validate", { token: tokenOf(first) })).status).toBe(200);
    expect((await api().post("/api/auth/Validate", { token: tokenOf(second) })).status).toBe(200);

    expect((await reset(tokenOf(first), "NuevaClave456")).status).toBe(200);
    expect((await api().post("/api/auth/Validate", { token: tokenOf(second) })).status).toBe(400);
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
    ["nine characters", "Rq7#vLm2x", MESSAGES.resetPasswordTooShort],
    ["a common password", "Password1234", MESSAGES.passwordTooWeak],
    ["a common Spanish word with digits", "contraseña123", MESSAGES.passwordTooWeak],
    ["a keyboard walk", "qwertyuiop1", MESSAGES.passwordTooWeak],
    ["the user's own e-mail", "Zorbatek.Vluna2025", MESSAGES.passwordTooWeak],
  ])(
    "refuses %s as a new password with a Spanish reason, and the link still works",
    async (_label, password, message) => {
      const user = await createUser(t.deps.db, {
        role: "Super",
        email: `zorbatek.vluna@${randomUUID()}.test`,
      });
      const link = await requestLink(user.email);
      const refused = await reset(tokenOf(link), password);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ isOk: false, message, data: { error: [message] } });
      await expect(login(t.app, user)).resolves.toBeTruthy();
      expect((await reset(tokenOf(link), "Cafetal-en-Coatepec-2025")).status).toBe(200);
    },
  );

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
