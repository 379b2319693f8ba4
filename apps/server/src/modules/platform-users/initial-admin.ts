import { PLATFORM_ROLES } from "@consola/shared";
import { inArray } from "drizzle-orm";
import { users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { recordAudit } from "../audit/audit.js";
import { requestPasswordReset } from "../auth/password-reset.js";

export type InitialAdmin = { email: string; name: string };

/**
 * A deployment without the demo data starts with nobody who can sign in. With INITIAL_ADMIN_EMAIL set, and
 * while no platform administrator exists, one is created with that address and no password, and is mailed the
 * welcome link (set your password) as any new user is. Instances starting together create one: the address is
 * unique, and only the instance whose insert took mails the link.
 */
export async function ensureInitialAdmin(
  deps: Pick<AppDeps, "db" | "config" | "mailer" | "events" | "logger" | "tasks">,
  admin: InitialAdmin,
): Promise<"created" | "exists"> {
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...PLATFORM_ROLES]))
    .limit(1);
  if (existing) return "exists";
  const [created] = await deps.db
    .insert(users)
    .values({ businessId: null, name: admin.name, email: admin.email, role: "Super", passwordHash: "!" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return "exists";
  await recordAudit(deps.db, {
    businessId: null,
    actorUserId: null,
    action: "platform_user_created",
    entity: "user",
    entityId: created.id,
    data: { role: "Super", email: admin.email, by: "INITIAL_ADMIN_EMAIL" },
  });
  await requestPasswordReset(deps, { email: admin.email, ip: "127.0.0.1", kind: "welcome" });
  deps.logger.info({ email: admin.email }, "initial platform administrator created; welcome link mailed");
  return "created";
}
