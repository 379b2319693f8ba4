import { type ActiveBusinessResult, PLATFORM_BUSINESS_TEXTS } from "@consola/shared";
import { count } from "drizzle-orm";
import { ofBusiness } from "../../db/of-business.js";
import { contacts } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { announceAvailability, markAgentOffline } from "../agents/presence.service.js";
import { recordAudit } from "../audit/audit.js";
import { endLiveSessions } from "../auth/sessions.js";
import {
  businessUserIds,
  deleteBusiness,
  lockBusinessRow,
  setBusinessStatus,
} from "./platform-businesses.repo.js";
import { requirePlatformAdmin } from "./platform-businesses.service.js";

type Deps = Pick<AppDeps, "db" | "events" | "media" | "logger">;

/**
 * ActiveBusiness. Deactivating marks the business inactive and, in the same transaction, ends every live
 * session of its people (the hub says Account_Exit with reason "business_inactive") and takes them offline;
 * sign-in refuses them until it is reactivated. Its chats stay as they are and its lines keep receiving:
 * inbound messages are stored as always and wait for the reactivation.
 */
export async function setBusinessActive(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; active: boolean; ip: string },
): Promise<ActiveBusinessResult> {
  requirePlatformAdmin(auth);
  const status = input.active ? "active" : "inactive";
  return transact(deps, async (tx, events) => {
    const business = await lockBusinessRow(tx, input.id);
    if (!business) throw new NotFoundError();
    if (business.status === status) return { id: business.id, status, sessionsEnded: 0 };
    await setBusinessStatus(tx, business.id, status);
    let sessionsEnded = 0;
    if (status === "inactive") {
      for (const userId of await businessUserIds(tx, business.id)) {
        for (const session of await endLiveSessions(tx, userId, "business_inactive")) {
          events.add("session.ended", session);
          sessionsEnded++;
        }
        announceAvailability(events, await markAgentOffline(tx, userId));
      }
    }
    await recordAudit(tx, {
      businessId: business.id,
      actorUserId: auth.userId,
      action: input.active ? "business_activated" : "business_deactivated",
      entity: "business",
      entityId: business.id,
      data: input.active ? {} : { sessionsEnded },
      ip: input.ip,
    });
    return { id: business.id, status, sessionsEnded };
  });
}

/**
 * RemoveBusiness: only an inactive business, only with its name typed again. Its rows go (contacts first, so
 * their chats and messages leave before the lines they went through); the audit log keeps every entry of it,
 * including this one (decision 011).
 */
export async function removeBusiness(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; confirmName: string; ip: string },
): Promise<void> {
  requirePlatformAdmin(auth);
  await transact(deps, async (tx) => {
    const business = await lockBusinessRow(tx, input.id);
    if (!business) throw new NotFoundError();
    if (business.status !== "inactive") throw new ValidationError(PLATFORM_BUSINESS_TEXTS.removeActive);
    if (input.confirmName !== business.name.trim()) {
      throw new ValidationError(PLATFORM_BUSINESS_TEXTS.confirmNameMismatch);
    }
    const [contactCount] = await tx
      .select({ n: count() })
      .from(contacts)
      .where(ofBusiness(contacts, business.id));
    const userIds = await businessUserIds(tx, business.id);
    await recordAudit(tx, {
      businessId: business.id,
      actorUserId: auth.userId,
      action: "business_removed",
      entity: "business",
      entityId: business.id,
      data: { usersRemoved: userIds.length, contactsRemoved: contactCount?.n ?? 0 },
      ip: input.ip,
    });
    await tx.delete(contacts).where(ofBusiness(contacts, business.id));
    await deleteBusiness(tx, business.id);
  });
  // After the commit: a rollback must not leave rows naming files that are gone. A failure leaves only files
  // nobody can reach any more (their rows are gone), so it is logged, not answered as an error.
  await deps.media.removeBusiness(input.id).catch((error: unknown) => {
    deps.logger.error({ err: error, businessId: input.id }, "removed business's media folder stayed");
  });
}
