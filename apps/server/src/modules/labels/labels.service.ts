import {
  BUSINESS_ADMIN_ROLES,
  BUSINESS_ROLES,
  LABEL_MESSAGES,
  LABELS_PER_BUSINESS_MAX,
  LABELS_PER_RECORD_MAX,
  type Label,
  type RecordLabels,
  type SaveLabel,
} from "@consola/shared";
import type { Executor } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { contacts, conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireBusinessUser } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, auditedSave, recordAudit } from "../audit/audit.js";
import { mayLabelContact } from "../contacts/who-labels-contacts.js";
import { canHandle } from "../conversations/chat-access.js";
import {
  activeLabelIds,
  changedLabels,
  deleteLabel,
  insertLabel,
  labelCount,
  labelInUse,
  labelsOf,
  updateLabel,
} from "./labels.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Every open console of the business reads the labels again: pickers and chips change at once. */
const announce = (events: PendingEvents, businessId: number) =>
  events.add("config.changed", { businessId, what: "labels" });

/** Everyone in the business reads them: the chips on every row need their names and colours. */
export async function listLabels(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<Label[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ROLES);
  return labelsOf(deps.db, businessId);
}

/** SaveLabel: creates, or changes the label when an id is given (business admins). */
export async function saveLabel(
  deps: Deps,
  auth: AuthContext,
  input: Omit<SaveLabel, "business_id"> & { businessId: number | undefined; ip: string },
): Promise<Label> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ADMIN_ROLES);
  const values = {
    name: input.name,
    color: input.color,
    description: input.description,
    active: input.active,
  };
  try {
    return await transact(deps, async (tx, events) => {
      const saved = await auditedSave(
        tx,
        { businessId, userId: auth.userId, ip: input.ip },
        { entity: "label", id: input.id },
        {
          insert: async (inner) => {
            if ((await labelCount(inner, businessId)) >= LABELS_PER_BUSINESS_MAX) {
              throw new ValidationError(LABEL_MESSAGES.tooManyInBusiness);
            }
            return insertLabel(inner, businessId, values);
          },
          update: (inner, id) => updateLabel(inner, businessId, id, values),
        },
        (row) => ({ name: row.name, color: row.color, active: row.active }),
      );
      announce(events, businessId);
      return saved;
    });
  } catch (error) {
    // Names are unique per business ignoring case; the index decides even when two saves race.
    if (isUniqueViolation(error, "labels_business_name_unique")) {
      throw new ValidationError(LABEL_MESSAGES.nameTaken);
    }
    throw error;
  }
}

/**
 * Deletes a label nobody carries. One on contacts or chats is only deactivated: deleting it would take it
 * off them without a word, and its chips from the reports that group by it.
 */
export async function removeLabel(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; businessId: number | undefined; ip: string },
): Promise<{ outcome: "deleted" | "deactivated" }> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ADMIN_ROLES);
  return transact(deps, async (tx, events) => {
    const inUse = await labelInUse(tx, businessId, input.id);
    const done = inUse
      ? (await updateLabel(tx, businessId, input.id, { active: false })) !== undefined
      : await deleteLabel(tx, businessId, input.id);
    if (!done) throw new NotFoundError();
    await recordAudit(tx, {
      ...auditedBy({ businessId, userId: auth.userId }),
      action: inUse ? "label_deactivated" : "label_removed",
      entity: "label",
      entityId: input.id,
      ip: input.ip,
    });
    announce(events, businessId);
    return { outcome: inUse ? "deactivated" : "deleted" };
  });
}

type LabelChange = { add: number[]; remove: number[] };

/** Only active labels of the caller's business go on; any id comes off (an inactive label may be cleared). */
async function checkAdded(db: Executor, businessId: number, change: LabelChange): Promise<void> {
  const known = await activeLabelIds(db, businessId, change.add);
  if (change.add.some((id) => !known.has(id))) throw new ValidationError(LABEL_MESSAGES.unknownLabel);
}

function checkCarried(labelIds: number[]): void {
  if (labelIds.length > LABELS_PER_RECORD_MAX) throw new ValidationError(LABEL_MESSAGES.tooManyOnRecord);
}

/** LabelContact: adds and removes labels of one contact; every console of the business sees the change. */
export async function labelContact(
  deps: Deps,
  auth: AuthContext,
  input: LabelChange & { contactId: number },
): Promise<RecordLabels> {
  const actor = requireBusinessUser(auth);
  return transact(deps, async (tx, events) => {
    await checkAdded(tx, actor.businessId, input);
    // A contact the agent may not label answers as one that does not exist: never confirm it is there.
    if (!(await mayLabelContact(tx, actor, input.contactId))) throw new NotFoundError();
    const [row] = await tx
      .update(contacts)
      .set({ labelIds: changedLabels(contacts.labelIds, input.add, input.remove) })
      .where(rowOfBusiness(contacts, actor.businessId, input.contactId))
      .returning({ id: contacts.id, labelIds: contacts.labelIds });
    if (!row) throw new NotFoundError();
    checkCarried(row.labelIds);
    events.add("contact.labelled", {
      businessId: actor.businessId,
      contactId: row.id,
      labelIds: row.labelIds,
    });
    return row;
  });
}

/** LabelChat: adds and removes labels of one chat (agents: their own); its audience sees ChatUpdated. */
export async function labelChat(
  deps: Deps,
  auth: AuthContext,
  input: LabelChange & { conversationId: number },
): Promise<RecordLabels> {
  const actor = requireBusinessUser(auth);
  return transact(deps, async (tx, events) => {
    await checkAdded(tx, actor.businessId, input);
    const [chat] = await tx
      .select({ assignedUserId: conversations.assignedUserId, contactId: conversations.contactId })
      .from(conversations)
      .where(rowOfBusiness(conversations, actor.businessId, input.conversationId))
      .for("update");
    if (!chat || !canHandle(actor, chat)) throw new NotFoundError();
    const [row] = await tx
      .update(conversations)
      .set({ labelIds: changedLabels(conversations.labelIds, input.add, input.remove) })
      .where(rowOfBusiness(conversations, actor.businessId, input.conversationId))
      .returning({ id: conversations.id, labelIds: conversations.labelIds });
    if (!row) throw new NotFoundError();
    checkCarried(row.labelIds);
    events.add("conversation.updated", {
      businessId: actor.businessId,
      conversationId: row.id,
      contactId: chat.contactId,
      assignedUserId: chat.assignedUserId,
    });
    return row;
  });
}
