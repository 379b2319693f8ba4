import {
  BUSINESS_ADMIN_ROLES,
  BUSINESS_ROLES,
  CLOSING_CATEGORY_MESSAGES,
  type ClosingCategory,
} from "@consola/shared";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, auditedSave, recordAudit } from "../audit/audit.js";
import {
  type CategoryValues,
  closingCategoriesOf,
  closingCategoryInUse,
  deleteClosingCategory,
  insertClosingCategory,
  updateClosingCategory,
} from "./closing-categories.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Business admins configure closing categories (platform admins for a business they name). */
const WRITERS = BUSINESS_ADMIN_ROLES;

/** Every open console of the business reads them again: the close dialog offers the change at once. */
const announce = (events: PendingEvents, businessId: number) =>
  events.add("config.changed", { businessId, what: "closingCategories" });

/** Everyone in the business reads them: closing a chat needs one. */
export async function listClosingCategories(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined; value: string | undefined; status: "active" | "all" },
): Promise<ClosingCategory[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ROLES);
  return closingCategoriesOf(deps.db, businessId, {
    value: input.value,
    onlyActive: input.status === "active",
  });
}

/** AddCategoryClose: creates (active unless said otherwise), or updates when an id is given. */
export async function saveClosingCategory(
  deps: Deps,
  auth: AuthContext,
  input: CategoryValues & { id: number | undefined; businessId: number | undefined; ip: string },
): Promise<ClosingCategory> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  const values: CategoryValues = { name: input.name, description: input.description, status: input.status };
  try {
    return await transact(deps, async (tx, events) => {
      const saved = await auditedSave(
        tx,
        { businessId, userId: auth.userId, ip: input.ip },
        { entity: "closing_category", id: input.id },
        {
          insert: (inner) => insertClosingCategory(inner, businessId, values),
          update: (inner, id) => updateClosingCategory(inner, businessId, id, values),
        },
        (row) => ({ name: row.name, status: row.status }),
      );
      announce(events, businessId);
      return saved;
    });
  } catch (error) {
    // Names are unique per business ignoring case; the index decides even when two saves race.
    if (isUniqueViolation(error, "closing_categories_business_name_unique")) {
      throw new ValidationError(CLOSING_CATEGORY_MESSAGES.nameTaken);
    }
    throw error;
  }
}

/**
 * Deletes a category nobody used. One that closed chats is only deactivated: deleting it would strip the
 * category from those chats and from every report that counts them.
 */
export async function removeClosingCategory(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; businessId: number | undefined; ip: string },
): Promise<"deleted" | "deactivated"> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  return transact(deps, async (tx, events) => {
    const inUse = await closingCategoryInUse(tx, businessId, input.id);
    const done = inUse
      ? (await updateClosingCategory(tx, businessId, input.id, { status: "inactive" })) !== undefined
      : await deleteClosingCategory(tx, businessId, input.id);
    if (!done) throw new NotFoundError();
    await recordAudit(tx, {
      ...auditedBy({ businessId, userId: auth.userId }),
      action: inUse ? "closing_category_deactivated" : "closing_category_removed",
      entity: "closing_category",
      entityId: input.id,
      ip: input.ip,
    });
    announce(events, businessId);
    return inUse ? "deactivated" : "deleted";
  });
}
