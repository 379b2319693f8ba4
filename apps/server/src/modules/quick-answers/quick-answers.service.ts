import {
  BUSINESS_ADMIN_ROLES,
  BUSINESS_ROLES,
  isBusinessManager,
  isPlatformRole,
  QUICK_ANSWER_MESSAGES,
  type QuickAnswer,
} from "@consola/shared";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, auditedChange, auditedSave } from "../audit/audit.js";
import {
  areaExists,
  areaOfUser,
  deleteQuickAnswer,
  insertQuickAnswer,
  type QuickAnswerValues,
  quickAnswersOf,
  updateQuickAnswer,
} from "./quick-answers.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Business admins configure quick answers (platform admins for a business they name). */
const WRITERS = BUSINESS_ADMIN_ROLES;

/** Every open console of the business reads its quick answers again (the composer's picker, this screen). */
const announce = (events: PendingEvents, businessId: number) =>
  events.add("config.changed", { businessId, what: "quickAnswers" });

/**
 * Everyone in the business reads them: agents insert them in the composer. Managers (and platform admins)
 * see them all; an agent sees the answers of their own area and the ones for every area.
 */
export async function listQuickAnswers(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<QuickAnswer[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ROLES);
  if (isPlatformRole(auth.role) || isBusinessManager(auth.role)) return quickAnswersOf(deps.db, businessId);
  return quickAnswersOf(deps.db, businessId, await areaOfUser(deps.db, businessId, auth.userId));
}

/**
 * AddQuicklyAnswer: creates, or updates when an id is given (an omitted shortcut or area keeps the stored
 * one). The area must be one of the business's; the shortcut is unique in the business, ignoring case.
 */
export async function saveQuickAnswer(
  deps: Deps,
  auth: AuthContext,
  input: {
    id: number | undefined;
    message: string;
    shortcut: string | undefined;
    areaId: number | null | undefined;
    businessId: number | undefined;
    ip: string;
  },
): Promise<QuickAnswer> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  const changes: Partial<QuickAnswerValues> = { message: input.message };
  if (input.shortcut !== undefined) changes.shortcut = input.shortcut;
  if (input.areaId !== undefined) changes.areaId = input.areaId;
  try {
    return await transact(deps, async (tx, events) => {
      if (input.areaId != null && !(await areaExists(tx, businessId, input.areaId))) {
        throw new ValidationError(QUICK_ANSWER_MESSAGES.areaInvalid);
      }
      const saved = await auditedSave(
        tx,
        { businessId, userId: auth.userId, ip: input.ip },
        { entity: "quick_answer", id: input.id },
        {
          insert: (inner) =>
            insertQuickAnswer(inner, businessId, {
              message: input.message,
              shortcut: input.shortcut ?? "",
              areaId: input.areaId ?? null,
            }),
          update: (inner, id) => updateQuickAnswer(inner, businessId, id, changes),
        },
        (row) => ({ shortcut: row.shortcut, areaId: row.areaId }),
      );
      announce(events, businessId);
      return saved;
    });
  } catch (error) {
    // The index decides, even when two saves race for the same shortcut.
    if (isUniqueViolation(error, "quick_answers_business_shortcut_unique")) {
      throw new ValidationError(QUICK_ANSWER_MESSAGES.shortcutTaken);
    }
    throw error;
  }
}

export async function removeQuickAnswer(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; businessId: number | undefined; ip: string },
): Promise<void> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  await transact(deps, async (tx, events) => {
    await auditedChange(
      tx,
      (inner) => deleteQuickAnswer(inner, businessId, input.id),
      () => ({
        ...auditedBy({ businessId, userId: auth.userId }),
        action: "quick_answer_removed",
        entity: "quick_answer",
        entityId: input.id,
        ip: input.ip,
      }),
    );
    announce(events, businessId);
  });
}
