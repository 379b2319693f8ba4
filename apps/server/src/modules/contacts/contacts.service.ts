import {
  CONTACT_MESSAGES,
  type ContactDetail,
  type ContactFields,
  type ContactOpt,
  type ContactPage,
  type FieldValuesRead,
  type LabelMatch,
  type OptChange,
  type RecentContactPage,
  readFieldValues,
} from "@consola/shared";
import { isUniqueViolation } from "../../db/errors.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { requireBusinessMember } from "../../tenancy/business-access.js";
import { auditedBy, auditedSave, recordAudit } from "../audit/audit.js";
import { businessPhoneCountry } from "../business/business.repo.js";
import { changedValues } from "../contact-fields/changed-values.js";
import { fieldsOf } from "../contact-fields/contact-fields.repo.js";
import { forgetContactCounts } from "./contact-counts.js";
import { toListItem } from "./contact-list-item.js";
import { type PageWindow, pageOfContacts } from "./contact-pages.js";
import { type ContactRow, changeOptIn, findContact, insertContact, updateContact } from "./contacts.repo.js";
import { pageOfRecentContacts } from "./recent-contacts.js";
import { segmentFilters } from "./segments.service.js";
import { mayLabelContact } from "./who-labels-contacts.js";

type Deps = Pick<AppDeps, "db">;

/** Timestamps arrive as Date or text depending on the driver and on whether they went through an aggregate. */
const iso = (value: Date | string) => new Date(value).toISOString();

/** How the consent last changed, naming the person who changed it while they are a person of the business. */
async function optChangeOf(db: Deps["db"], businessId: number, row: ContactRow): Promise<OptChange | null> {
  if (!row.optSource) return null;
  if (row.optChangedByUserId === null) return { source: row.optSource, by: null };
  const [person] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(rowOfBusiness(users, businessId, row.optChangedByUserId));
  return { source: row.optSource, by: person ?? null };
}

function toDetail(
  row: ContactRow,
  extras: { mayLabel: boolean; optChange: OptChange | null },
): ContactDetail {
  return {
    ...toListItem(row),
    email: row.email,
    fullName: row.fullName,
    channelPhone: row.channelPhone,
    comments: row.comments,
    customFields: row.customFields,
    optChangedAt: row.optChangedAt ? iso(row.optChangedAt) : null,
    optChange: extras.optChange,
    updatedAt: iso(row.updatedAt),
    mayLabel: extras.mayLabel,
  };
}

async function detailOf(db: Deps["db"], auth: AuthContext, row: ContactRow): Promise<ContactDetail> {
  const [mayLabel, optChange] = await Promise.all([
    mayLabelIt(db, auth, row.id),
    optChangeOf(db, row.businessId, row),
  ]);
  return toDetail(row, { mayLabel, optChange });
}

/** Platform admins read a business's contacts but never label them; its own people by LabelContact's rule. */
function mayLabelIt(db: Deps["db"], auth: AuthContext, contactId: number): Promise<boolean> {
  if (auth.businessId === null) return Promise.resolve(false);
  return mayLabelContact(db, { ...auth, businessId: auth.businessId }, contactId);
}

/** ListAllContact: the contacts screen, alphabetical, searchable. */
export async function listContacts(
  deps: Deps,
  auth: AuthContext,
  input: Omit<PageWindow, "labels" | "filters"> & {
    labelIds?: number[] | undefined;
    labelMatch?: LabelMatch | undefined;
    segmentId?: number | undefined;
  },
): Promise<ContactPage> {
  const member = requireBusinessMember(auth);
  const { labelIds, labelMatch, segmentId, ...window } = input;
  const labels = labelIds ? { ids: labelIds, match: labelMatch ?? "any" } : undefined;
  const filters =
    segmentId === undefined ? undefined : await segmentFilters(deps.db, member.businessId, segmentId);
  const { rows, ...count } = await pageOfContacts(deps.db, member.businessId, { ...window, labels, filters });
  return { ...count, items: rows.map(toListItem) };
}

/** ListContact: the header's contacts dropdown, most recent conversation first. */
export async function listRecentContacts(
  deps: Deps,
  auth: AuthContext,
  window: PageWindow,
): Promise<RecentContactPage> {
  const member = requireBusinessMember(auth);
  const { rows, ...count } = await pageOfRecentContacts(deps.db, member.businessId, window);
  return {
    ...count,
    items: rows.map((row) => ({
      ...toListItem(row),
      lastMessageAt: row.lastMessageAt ? iso(row.lastMessageAt) : null,
    })),
  };
}

export async function contactDetail(
  deps: Deps,
  auth: AuthContext,
  contactId: number,
): Promise<ContactDetail> {
  const member = requireBusinessMember(auth);
  const row = await findContact(deps.db, member.businessId, contactId);
  if (!row) throw new NotFoundError();
  return detailOf(deps.db, auth, row);
}

/** One number is one contact per business; the unique index decides even when two saves race. */
async function withUniquePhone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "contacts_business_phone_unique")) {
      throw new ValidationError(CONTACT_MESSAGES.phoneTaken);
    }
    throw error;
  }
}

/** Names of the fields a save sent, for the audit row (values stay out of the log). */
const sentFields = (fields: Omit<ContactFields, "customFields">, custom: FieldValuesRead) => [
  ...Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key),
  ...[...Object.keys(custom.set), ...custom.cleared].map((key) => `customFields.${key}`),
];

/** The custom field values sent, checked against the business's fields; every problem is said at once. */
async function readCustomFields(
  db: Deps["db"],
  businessId: number,
  sent: ContactFields["customFields"],
  creating: boolean,
): Promise<FieldValuesRead> {
  const nothing: FieldValuesRead = { set: {}, cleared: [], errors: {} };
  const fields = sent !== undefined || creating ? await fieldsOf(db, businessId) : [];
  if (fields.length === 0 && sent === undefined) return nothing;
  const country = await businessPhoneCountry(db, businessId);
  const read = readFieldValues(fields, sent ?? {}, { country, creating });
  const problems = Object.values(read.errors);
  if (problems.length > 0) throw new ValidationError(problems);
  return read;
}

/**
 * AddContact (no id) and ModifyContact (an id): the sent fields are written, omitted optional ones keep their
 * value (custom fields too: only the keys sent change); one number is one contact per business, and the audit
 * row names the fields sent. A new contact's consent is the form's (`optIn`, yes unless it says no); an edit
 * never touches consent, which changes through setContactOptIn.
 */
export async function saveContact(
  deps: Deps,
  auth: AuthContext,
  input: ContactFields & { id?: number; optIn?: boolean; ip: string },
): Promise<ContactDetail> {
  const member = requireBusinessMember(auth);
  const { id, ip, optIn = true, customFields: sentCustom, ...fields } = input;
  const custom = await readCustomFields(deps.db, member.businessId, sentCustom, id === undefined);
  const row = await withUniquePhone(() =>
    auditedSave(
      deps.db,
      { ...member, ip },
      { entity: "contact", id },
      {
        insert: (tx) =>
          insertContact(tx, member.businessId, {
            ...fields,
            customFields: custom.set,
            typeRegister: "manual",
            optIn,
            // Registered by a person through the form: the consent it starts with, yes or no, is theirs to
            // answer for.
            optSource: "form",
            optChangedByUserId: auth.businessId === null ? null : member.userId,
            optChangedAt: new Date(),
          }),
        update: (tx, contactId) =>
          updateContact(tx, member.businessId, contactId, { ...fields, customFields: changedValues(custom) }),
      },
      () => ({ fields: sentFields(fields, custom) }),
    ),
  );
  forgetContactCounts(member.businessId);
  return detailOf(deps.db, auth, row);
}

/** MakeOptIn / MakeOptOut: whether the contact accepts messages; only a real change is stamped and audited. */
export async function setContactOptIn(
  deps: Deps,
  auth: AuthContext,
  input: { contactId: number; optIn: boolean; ip: string },
): Promise<ContactOpt> {
  const member = requireBusinessMember(auth);
  const row = await deps.db.transaction(async (tx) => {
    const changed = await changeOptIn(tx, member.businessId, input.contactId, {
      optIn: input.optIn,
      source: "agent",
      // A platform admin acting on the business is no person of it: the change says "agent" without a name.
      userId: auth.businessId === null ? null : member.userId,
    });
    if (!changed) return findContact(tx, member.businessId, input.contactId);
    await recordAudit(tx, {
      ...auditedBy(member),
      action: input.optIn ? "contact_opt_in" : "contact_opt_out",
      entity: "contact",
      entityId: changed.id,
      ip: input.ip,
    });
    return changed;
  });
  if (!row) throw new NotFoundError();
  return {
    id: row.id,
    optIn: row.optIn,
    optChangedAt: row.optChangedAt ? iso(row.optChangedAt) : null,
    optChange: await optChangeOf(deps.db, member.businessId, row),
  };
}
