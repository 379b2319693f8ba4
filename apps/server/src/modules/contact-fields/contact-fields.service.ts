import {
  BUSINESS_ADMIN_ROLES,
  BUSINESS_ROLES,
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELDS_PER_BUSINESS_MAX,
  type ContactField,
  type SaveContactField,
} from "@consola/shared";
import type { Executor } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, auditedSave, recordAudit } from "../audit/audit.js";
import {
  clearFieldValues,
  deleteField,
  fieldCount,
  fieldInUse,
  fieldsOf,
  findField,
  insertField,
  setPosition,
  updateField,
  valueInUse,
} from "./contact-fields.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Every open console of the business reads the fields again: its contact forms change at once. */
const announce = (events: PendingEvents, businessId: number) =>
  events.add("config.changed", { businessId, what: "contactFields" });

/** Everyone in the business reads them: the contact form and the chat's contact drawer show them. */
export async function listContactFields(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<ContactField[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ROLES);
  return fieldsOf(deps.db, businessId);
}

/**
 * A change that would make stored values wrong is refused while contacts hold them: a new type, or a list
 * value taken away. Renaming, requiring and new list values never touch a stored value.
 */
async function checkChange(db: Executor, businessId: number, before: ContactField, after: SaveContactField) {
  if (after.key !== before.key) throw new ValidationError(CONTACT_FIELD_MESSAGES.keyFixed);
  if (after.type !== before.type) {
    if (await fieldInUse(db, businessId, before.key))
      throw new ValidationError(CONTACT_FIELD_MESSAGES.typeInUse);
    return;
  }
  if (before.type !== "list") return;
  const kept = new Set(after.options);
  for (const option of before.options.filter((value) => !kept.has(value))) {
    if (await valueInUse(db, businessId, before.key, option)) {
      throw new ValidationError(CONTACT_FIELD_MESSAGES.optionInUse(option));
    }
  }
}

/** SaveContactField: creates a field at the end of the form, or changes one (business admins). */
export async function saveContactField(
  deps: Deps,
  auth: AuthContext,
  input: Omit<SaveContactField, "business_id"> & { businessId: number | undefined; ip: string },
): Promise<ContactField> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ADMIN_ROLES);
  const values = {
    key: input.key,
    name: input.name,
    type: input.type,
    options: input.options,
    required: input.required,
  };
  try {
    return await transact(deps, async (tx, events) => {
      const saved = await auditedSave(
        tx,
        { businessId, userId: auth.userId, ip: input.ip },
        { entity: "contact_field", id: input.id },
        {
          insert: async (inner) => {
            const { total, last } = await fieldCount(inner, businessId);
            if (total >= CONTACT_FIELDS_PER_BUSINESS_MAX) {
              throw new ValidationError(CONTACT_FIELD_MESSAGES.tooManyInBusiness);
            }
            return insertField(inner, businessId, { ...values, position: last + 1 });
          },
          update: async (inner, id) => {
            const before = await findField(inner, businessId, id);
            if (!before) return undefined;
            await checkChange(inner, businessId, before, { ...input, business_id: undefined });
            return updateField(inner, businessId, id, values);
          },
        },
        (row) => ({ key: row.key, name: row.name, type: row.type, required: row.required }),
      );
      announce(events, businessId);
      return saved;
    });
  } catch (error) {
    // Keys and names are unique per business; the indexes decide even when two saves race.
    if (isUniqueViolation(error, "contact_fields_business_key_unique")) {
      throw new ValidationError(CONTACT_FIELD_MESSAGES.keyTaken);
    }
    if (isUniqueViolation(error, "contact_fields_business_name_unique")) {
      throw new ValidationError(CONTACT_FIELD_MESSAGES.nameTaken);
    }
    throw error;
  }
}

/** RemoveContactField: the field and its values go (the screen asks first and says how many contacts had one). */
export async function removeContactField(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; businessId: number | undefined; ip: string },
): Promise<{ clearedContacts: number }> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ADMIN_ROLES);
  return transact(deps, async (tx, events) => {
    const removed = await deleteField(tx, businessId, input.id);
    if (!removed) throw new NotFoundError();
    const clearedContacts = await clearFieldValues(tx, businessId, removed.key);
    await recordAudit(tx, {
      ...auditedBy({ businessId, userId: auth.userId }),
      action: "contact_field_removed",
      entity: "contact_field",
      entityId: removed.id,
      data: { key: removed.key, clearedContacts },
      ip: input.ip,
    });
    announce(events, businessId);
    return { clearedContacts };
  });
}

/** ReorderContactFields: the business's fields, each once, in their new order. */
export async function reorderContactFields(
  deps: Deps,
  auth: AuthContext,
  input: { ids: number[]; businessId: number | undefined; ip: string },
): Promise<ContactField[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ADMIN_ROLES);
  return transact(deps, async (tx, events) => {
    const current = await fieldsOf(tx, businessId);
    const sent = new Set(input.ids);
    const complete =
      sent.size === input.ids.length &&
      sent.size === current.length &&
      current.every((field) => sent.has(field.id));
    if (!complete) throw new ValidationError(CONTACT_FIELD_MESSAGES.orderIncomplete);
    for (const [index, id] of input.ids.entries()) await setPosition(tx, businessId, id, index + 1);
    await recordAudit(tx, {
      ...auditedBy({ businessId, userId: auth.userId }),
      action: "contact_fields_reordered",
      entity: "contact_field",
      ip: input.ip,
    });
    announce(events, businessId);
    return fieldsOf(tx, businessId);
  });
}
