import {
  BUSINESS_ROLES,
  encodePassword,
  MESSAGES,
  PLATFORM_USER_MESSAGES,
  type PlatformUser,
  type PlatformUserPage,
  USER_MESSAGES,
} from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { sessions, users } from "../../db/schema/index.js";

const world = routeTestWorld();
const superUser = world.signedInUser("Super");
const vocomAdmin = world.signedInUser("VocomAdmin");

const newUser = (stamp: string, role = "VocomAdmin") => ({
  name: `Plataforma ${stamp.replace(/\d/g, "")} Núñez`,
  email: `Plataforma.${stamp}@Vocom.test`,
  role,
});

async function liveSessions(userId: number) {
  return world.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId)));
}

describe("/admin/user: the platform's people", () => {
  it("creates a platform admin who chooses a password from the welcome e-mail, then edits them", async () => {
    const created = await superUser.api.post<PlatformUser>("/api/admin/AddUserSystem", newUser("uno"));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(PLATFORM_USER_MESSAGES.created);
    expect(created.body.data).toMatchObject({
      email: "plataforma.uno@vocom.test",
      role: "VocomAdmin",
      roleName: "Administrador de plataforma",
      status: "active",
      hasAccess: true,
    });
    const mail = (await world.mails()).find((sent) => sent.to === "plataforma.uno@vocom.test");
    expect(mail?.link).toMatch(/\/ResetPassword\?token=/);
    const [row] = await world.db.select().from(users).where(eq(users.id, created.body.data.id));
    expect(row).toMatchObject({ businessId: null, passwordHash: "!" });

    const renamed = await vocomAdmin.api.post<PlatformUser>("/api/admin/AddUserSystem", {
      ...newUser("uno"),
      id: created.body.data.id,
      name: "Otro Nombre",
    });
    expect(renamed.body.message).toBe(PLATFORM_USER_MESSAGES.updated);
    expect(renamed.body.data.name).toBe("Otro Nombre");
    expect((await world.auditsOf("platform_user_created", created.body.data.id)).length).toBe(1);
  });

  it("lists the platform's people by name, a page at a time, and finds them by name or e-mail", async () => {
    for (const name of ["Zoe Ruiz", "Álvaro Peña", "Beatriz Luna"]) {
      await createUser(world.db, { role: "VocomAdmin", name, email: `${name.split(" ")[0]}@lista.test` });
    }
    const first = await vocomAdmin.api.post<PlatformUserPage>("/api/admin/ListUserSystem", { take: 2 });
    const names: string[] = first.body.data.items.map((user) => user.name);
    let after = first.body.data.next;
    while (after !== null) {
      const page = await vocomAdmin.api.post<PlatformUserPage>("/api/admin/ListUserSystem", {
        take: 2,
        after,
      });
      names.push(...page.body.data.items.map((user) => user.name));
      after = page.body.data.next;
    }
    // Every person once, in the database's order of the index (accented initials as its collation puts them).
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["Zoe Ruiz", "Álvaro Peña", "Beatriz Luna"]));
    expect(names.indexOf("Beatriz Luna")).toBeLessThan(names.indexOf("Zoe Ruiz"));
    // Álvaro with the A's, as a Spanish reader looks for him, not after Zoe.
    expect(names.indexOf("Álvaro Peña")).toBeLessThan(names.indexOf("Beatriz Luna"));
    // No business's people are listed.
    const member = await createUser(world.db, { role: "ProviderAdmin", businessId: world.norte.id });
    const again = await vocomAdmin.api.post<PlatformUserPage>("/api/admin/ListUserSystem", { take: 100 });
    expect(again.body.data.items.map((user) => user.id)).not.toContain(member.id);

    const found = await vocomAdmin.api.post<PlatformUserPage>("/api/admin/ListUserSystem", {
      search: "alvaro",
    });
    expect(found.body.data.items.map((user) => user.name)).toEqual(["Álvaro Peña"]);
    const byMail = await vocomAdmin.api.post<PlatformUserPage>("/api/admin/ListUserSystem", {
      search: "beatriz@",
    });
    expect(byMail.body.data.items.map((user) => user.name)).toEqual(["Beatriz Luna"]);
  });

  it("only a Super creates, changes, deactivates or resets a Super", async () => {
    const asVocom = await vocomAdmin.api.post("/api/admin/AddUserSystem", newUser("dos", "Super"));
    expect(asVocom.status).toBe(403);
    expect(asVocom.body.message).toBe(PLATFORM_USER_MESSAGES.onlySuper);
    const other = await createUser(world.db, { role: "Super" });
    for (const [path, body] of [
      ["/api/admin/AddUserSystem", { ...newUser("tres"), id: other.id }],
      ["/api/admin/ActiveUserSystem", { id: other.id, active: false }],
      ["/api/admin/ResetUserSystemPassword", { id: other.id }],
    ] as const) {
      const response = await vocomAdmin.api.post(path, body);
      expect(response.status, path).toBe(403);
    }
    const promoted = await vocomAdmin.api.post<PlatformUser>("/api/admin/AddUserSystem", newUser("cuatro"));
    const promote = await vocomAdmin.api.post("/api/admin/AddUserSystem", {
      ...newUser("cuatro", "Super"),
      id: promoted.body.data.id,
    });
    expect(promote.status).toBe(403);
    const bySuper = await superUser.api.post<PlatformUser>(
      "/api/admin/AddUserSystem",
      newUser("cinco", "Super"),
    );
    expect(bySuper.body.data.role).toBe("Super");
  });

  it("keeps an active Super: the last one cannot be deactivated nor given another role", async () => {
    // Leave only the file's own Super active.
    await world.db
      .update(users)
      .set({ status: "inactive" })
      .where(and(eq(users.role, "Super"), eq(users.status, "active")));
    await world.db.update(users).set({ status: "active" }).where(eq(users.id, superUser.user.id));
    const lonely = await createUser(world.db, { role: "Super" });
    await world.db.update(users).set({ status: "inactive" }).where(eq(users.id, lonely.id));

    const demote = await superUser.api.post("/api/admin/AddUserSystem", {
      name: "Super Único",
      email: superUser.user.email,
      role: "VocomAdmin",
      id: superUser.user.id,
    });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toBe(PLATFORM_USER_MESSAGES.lastSuper);
    const self = await superUser.api.post("/api/admin/ActiveUserSystem", {
      id: superUser.user.id,
      active: false,
    });
    expect(self.body.message).toBe(PLATFORM_USER_MESSAGES.self);

    // With a second active Super, the first can go.
    await superUser.api.post("/api/admin/ActiveUserSystem", { id: lonely.id, active: true });
    const other = await createUser(world.db, { role: "Super" });
    const session = await apiClient(world.app).post<{ token: string }>("/api/auth/Login", {
      user: other.email,
      password: encodePassword(other.password),
    });
    expect(session.status).toBe(200);
    const off = await superUser.api.post<PlatformUser>("/api/admin/ActiveUserSystem", {
      id: other.id,
      active: false,
    });
    expect(off.body.message).toBe(PLATFORM_USER_MESSAGES.deactivated);
    expect(off.body.data.status).toBe("inactive");
    // Their session ended at once, and they cannot sign in again.
    expect((await liveSessions(other.id)).every((row) => row.endedAt !== null)).toBe(true);
    const again = await apiClient(world.app).post("/api/auth/Login", {
      user: other.email,
      password: encodePassword(other.password),
    });
    expect(again.body.message).toBe(MESSAGES.loginUserInactive);
    expect((await world.auditsOf("platform_user_deactivated", other.id)).length).toBe(1);
  });

  it("never gives the roles without screens; their holders are listed and cannot sign in", async () => {
    for (const role of ["System", "VocomCallCenter", "VocomSupervisor", "Allow"]) {
      const response = await superUser.api.post("/api/admin/AddUserSystem", newUser(`rol${role}`, role));
      expect(response.status, role).toBe(400);
      expect(response.body.message).toBe(PLATFORM_USER_MESSAGES.roleNotAssignable);
    }
    const legacy = await createUser(world.db, { role: "VocomCallCenter", name: "Heredado Call Center" });
    const listed = await superUser.api.post<PlatformUserPage>("/api/admin/ListUserSystem", {
      search: "heredado",
    });
    expect(listed.body.data.items).toMatchObject([
      { id: legacy.id, roleName: "Call center de plataforma", hasAccess: false },
    ]);
    const login = await apiClient(world.app).post("/api/auth/Login", {
      user: legacy.email,
      password: encodePassword(legacy.password),
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(MESSAGES.loginRoleWithoutAccess);
    // A platform admin gives them a defined role, and they can sign in.
    await superUser.api.post("/api/admin/AddUserSystem", {
      id: legacy.id,
      name: "Heredado Call Center",
      email: legacy.email,
      role: "VocomAdmin",
    });
    const after = await apiClient(world.app).post("/api/auth/Login", {
      user: legacy.email,
      password: encodePassword(legacy.password),
    });
    expect(after.status).toBe(200);
  });

  it("refuses a taken e-mail, a bad name and an unknown role in Spanish, and mails a reset link", async () => {
    const taken = await superUser.api.post("/api/admin/AddUserSystem", {
      ...newUser("seis"),
      email: superUser.user.email,
    });
    expect(taken.body.message).toBe(USER_MESSAGES.emailTaken);
    const badName = await superUser.api.post("/api/admin/AddUserSystem", {
      ...newUser("siete"),
      name: "R2D2",
    });
    expect(badName.body.message).toBe(USER_MESSAGES.nameInvalid);
    const badRole = await superUser.api.post("/api/admin/AddUserSystem", {
      ...newUser("ocho"),
      role: "Jefe",
    });
    expect(badRole.body.message).toBe(USER_MESSAGES.roleInvalid);
    const person = await createUser(world.db, { role: "VocomAdmin" });
    const reset = await vocomAdmin.api.post("/api/admin/ResetUserSystemPassword", { id: person.id });
    expect(reset.body.message).toBe(USER_MESSAGES.resetSent);
    expect((await world.mails()).some((sent) => sent.to === person.email)).toBe(true);
  });

  it("answers 404 for a business's person: those are managed with the business's users", async () => {
    const member = await createUser(world.db, { role: "ProviderAgent", businessId: world.norte.id });
    const response = await superUser.api.post("/api/admin/ActiveUserSystem", {
      id: member.id,
      active: false,
    });
    expect(response.status).toBe(404);
  });

  it.each(BUSINESS_ROLES)("refuses a %s on every platform-user call", async (role) => {
    const { api } = await world.signedInAs(role, world.norte.id);
    for (const [path, body] of [
      ["/api/admin/ListUserSystem", {}],
      ["/api/admin/AddUserSystem", newUser(`intruso${role}`)],
      ["/api/admin/ActiveUserSystem", { id: superUser.user.id, active: false }],
      ["/api/admin/ResetUserSystemPassword", { id: superUser.user.id }],
    ] as const) {
      expect((await api.post(path, body)).status, path).toBe(403);
    }
  });
});
