import { BUSINESS_ADMIN_ROLES, BUSINESS_ROLES, type QuickAnswer } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, auditedChange, auditedSave } from "../audit/audit.js";
import {
  deleteQuickAnswer,
  insertQuickAnswer,
  quickAnswersOf,
  updateQuickAnswer,
} from "./quick-answers.repo.js";

type Deps = Pick<AppDeps, "db">;

/** Business admins configure quick answers (platform admins for a business they name). */
const WRITERS = BUSINESS_ADMIN_ROLES;

/** Everyone in the business reads them: agents insert them in the composer. */
export async function listQuickAnswers(
  deps: Deps,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<QuickAnswer[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ROLES);
  return quickAnswersOf(deps.db, businessId);
}

/** AddQuicklyAnswer: creates, or updates when an id is given. */
export async function saveQuickAnswer(
  deps: Deps,
  auth: AuthContext,
  input: { id: number | undefined; message: string; businessId: number | undefined; ip: string },
): Promise<QuickAnswer> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  return auditedSave(
    deps.db,
    { businessId, userId: auth.userId, ip: input.ip },
    { entity: "quick_answer", id: input.id },
    {
      insert: (tx) => insertQuickAnswer(tx, businessId, input.message),
      update: (tx, id) => updateQuickAnswer(tx, businessId, id, input.message),
    },
  );
}

export async function removeQuickAnswer(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; businessId: number | undefined; ip: string },
): Promise<void> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  await auditedChange(
    deps.db,
    (tx) => deleteQuickAnswer(tx, businessId, input.id),
    () => ({
      ...auditedBy({ businessId, userId: auth.userId }),
      action: "quick_answer_removed",
      entity: "quick_answer",
      entityId: input.id,
      ip: input.ip,
    }),
  );
}
