import { BUSINESS_ROLES, type QuickAnswer } from "@consola/shared";
import type { Database } from "../../db/client.js";
import { NotFoundError } from "../../http/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { recordAudit } from "../audit/audit.js";
import {
  deleteQuickAnswer,
  insertQuickAnswer,
  quickAnswersOf,
  updateQuickAnswer,
} from "./quick-answers.repo.js";

/** Business admins configure quick answers (platform admins for a business they name). */
const WRITERS = ["ProviderAdmin"] as const;

/** Everyone in the business reads them: agents insert them in the composer. */
export async function listQuickAnswers(
  auth: AuthContext,
  input: { businessId: number | undefined },
  db: Database,
): Promise<QuickAnswer[]> {
  const businessId = await resolveSettingsBusiness(db, auth, input.businessId, BUSINESS_ROLES);
  return quickAnswersOf(db, businessId);
}

/** AddQuicklyAnswer: creates, or updates when an id is given. */
export async function saveQuickAnswer(
  auth: AuthContext,
  input: { id: number | undefined; message: string; businessId: number | undefined; ip: string },
  db: Database,
): Promise<QuickAnswer> {
  const businessId = await resolveSettingsBusiness(db, auth, input.businessId, WRITERS);
  return db.transaction(async (tx) => {
    const row =
      input.id === undefined
        ? await insertQuickAnswer(tx, businessId, input.message)
        : await updateQuickAnswer(tx, businessId, input.id, input.message);
    if (!row) throw new NotFoundError();
    await recordAudit(tx, {
      businessId,
      actorUserId: auth.userId,
      action: input.id === undefined ? "quick_answer_created" : "quick_answer_updated",
      entity: "quick_answer",
      entityId: row.id,
      ip: input.ip,
    });
    return row;
  });
}

export async function removeQuickAnswer(
  auth: AuthContext,
  input: { id: number; businessId: number | undefined; ip: string },
  db: Database,
): Promise<void> {
  const businessId = await resolveSettingsBusiness(db, auth, input.businessId, WRITERS);
  await db.transaction(async (tx) => {
    if (!(await deleteQuickAnswer(tx, businessId, input.id))) throw new NotFoundError();
    await recordAudit(tx, {
      businessId,
      actorUserId: auth.userId,
      action: "quick_answer_removed",
      entity: "quick_answer",
      entityId: input.id,
      ip: input.ip,
    });
  });
}
