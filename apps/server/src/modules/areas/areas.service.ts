import {
  AREA_MESSAGES,
  BUSINESS_ADMIN_ROLES,
  BUSINESS_ROLES,
  type BusinessArea,
  type RemoveAreaResult,
} from "@consola/shared";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import {
  type AreaValues,
  areaInUse,
  areasOf,
  countPeople,
  deleteArea,
  insertArea,
  lockArea,
  moveAreaContents,
  setAreaMembers,
  updateArea,
} from "./areas.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Business admins configure areas (platform admins for a business they name). */
const WRITERS = BUSINESS_ADMIN_ROLES;

/** ListBusinessArea: every person of the business reads the areas (area pickers, transfers). */
export async function listAreas(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<BusinessArea[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ROLES);
  return areasOf(deps.db, businessId);
}

/** AddBusinessArea: creates or updates an area; `userIds`, when given, becomes exactly its people. */
export async function saveArea(
  deps: Deps,
  auth: AuthContext,
  input: AreaValues & {
    id: number | undefined;
    userIds: number[] | undefined;
    businessId: number | undefined;
    ip: string;
  },
): Promise<{ area: BusinessArea; message: string }> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  const values: AreaValues = { name: input.name, description: input.description };
  try {
    const id = await transact(deps, async (tx, events) => {
      const row =
        input.id === undefined
          ? await insertArea(tx, businessId, values)
          : await updateArea(tx, businessId, input.id, values);
      if (!row) throw new NotFoundError();
      if (input.userIds !== undefined) {
        if ((await countPeople(tx, businessId, input.userIds)) !== input.userIds.length) {
          throw new ValidationError(AREA_MESSAGES.memberNotFound);
        }
        await setAreaMembers(tx, businessId, row.id, input.userIds);
      }
      await recordAudit(tx, {
        ...auditedBy({ businessId, userId: auth.userId }),
        action: input.id === undefined ? "area_created" : "area_updated",
        entity: "area",
        entityId: row.id,
        data: { name: values.name, ...(input.userIds ? { userIds: input.userIds } : {}) },
        ip: input.ip,
      });
      events.add("config.changed", { businessId, what: "areas" });
      // The users screen shows each person's area by name.
      events.add("config.changed", { businessId, what: "users" });
      return row.id;
    });
    const area = (await areasOf(deps.db, businessId)).find((candidate) => candidate.id === id);
    if (!area) throw new NotFoundError();
    return { area, message: input.id === undefined ? AREA_MESSAGES.created : AREA_MESSAGES.updated };
  } catch (error) {
    // Names are unique per business ignoring case; the index decides even when two saves race.
    if (isUniqueViolation(error, "areas_business_name_unique")) {
      throw new ValidationError(AREA_MESSAGES.nameTaken);
    }
    throw error;
  }
}

/**
 * RemoveBusinessArea: its people, open chats and quick answers move to `moveTo` (another area, or null for
 * none) in the same transaction as the delete. An area still in use and no `moveTo` is refused, so the
 * admin always chooses where they go.
 */
export async function removeArea(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; moveTo: number | null | undefined; businessId: number | undefined; ip: string },
): Promise<RemoveAreaResult> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  return transact(deps, async (tx, events) => {
    const area = await lockArea(tx, businessId, input.id);
    if (!area) throw new NotFoundError();
    if (input.moveTo === input.id) throw new ValidationError(AREA_MESSAGES.moveToSame);
    if (typeof input.moveTo === "number" && !(await lockArea(tx, businessId, input.moveTo))) {
      throw new ValidationError(AREA_MESSAGES.moveToInvalid);
    }
    if (input.moveTo === undefined && (await areaInUse(tx, businessId, area.id))) {
      throw new ValidationError(AREA_MESSAGES.moveRequired);
    }
    const moved = await moveAreaContents(tx, businessId, area.id, input.moveTo ?? null);
    if (!(await deleteArea(tx, businessId, area.id))) throw new NotFoundError();
    await recordAudit(tx, {
      ...auditedBy({ businessId, userId: auth.userId }),
      action: "area_removed",
      entity: "area",
      entityId: area.id,
      data: { name: area.name, moveTo: input.moveTo ?? null, ...moved },
      ip: input.ip,
    });
    events.add("config.changed", { businessId, what: "areas" });
    if (moved.users > 0) events.add("config.changed", { businessId, what: "users" });
    if (moved.quickAnswers > 0) events.add("config.changed", { businessId, what: "quickAnswers" });
    return moved;
  });
}
