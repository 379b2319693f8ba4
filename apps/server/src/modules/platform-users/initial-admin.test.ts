import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { users } from "../../db/schema/index.js";
import { ensureInitialAdmin } from "./initial-admin.js";

/** INITIAL_ADMIN_EMAIL: a deployment without the demo data gets its first platform administrator. */
const t = routeTestWorld({ businesses: false });

it("creates one Super with no password and mails the welcome link, once, however many instances ask", async () => {
  const admin = { email: "primera@consola.test", name: "Primera Administradora" };
  const outcomes = await Promise.all([ensureInitialAdmin(t.deps, admin), ensureInitialAdmin(t.deps, admin)]);
  expect(outcomes.sort()).toEqual(["created", "exists"]);

  const rows = await t.deps.db.select().from(users).where(eq(users.email, admin.email));
  expect(rows).toEqual([
    expect.objectContaining({ role: "Super", businessId: null, name: admin.name, passwordHash: "!" }),
  ]);
  const mails = (await t.mails()).filter((mail) => mail.to === admin.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.text).toContain("/ResetPassword?token=");

  // Once a platform administrator exists, the setting does nothing, whatever address it names.
  expect(await ensureInitialAdmin(t.deps, { email: "otra@consola.test", name: "Otra" })).toBe("exists");
  expect(await t.deps.db.select().from(users).where(eq(users.email, "otra@consola.test"))).toEqual([]);
});
