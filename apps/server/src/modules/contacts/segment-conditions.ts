import {
  CONTACT_FIELD_MESSAGES,
  type ContactField,
  type PhoneCountry,
  readFieldValue,
  SEGMENT_FIELD_OPERATOR_NAMES,
  SEGMENT_MESSAGES,
  SEGMENT_OPERATORS_BY_TYPE,
  SEGMENT_OPERATORS_WITH_VALUE,
  type SegmentConditions,
  type SegmentFieldCondition,
} from "@consola/shared";
import { type SQL, sql } from "drizzle-orm";
import { ofBusiness } from "../../db/of-business.js";
import { businessChannels, contactFieldValues, contacts, conversations } from "../../db/schema/index.js";
import { ValidationError } from "../../domain/errors.js";
import { type BusinessClock, businessDayRange } from "../../time/business-time.js";
import { hasFieldValue } from "../contact-fields/has-value.js";
import { type ContactFilter, carriesLabels } from "./filtered-contact-pages.js";

/** What a segment's conditions are read against: the business, its fields, its phone country and its clock. */
export type SegmentContext = {
  businessId: number;
  fields: readonly ContactField[];
  country: PhoneCountry;
  clock: BusinessClock;
};

/** One custom-field condition made sure of, its value stored the way the field stores values. */
function checkedField(
  condition: SegmentFieldCondition,
  context: SegmentContext,
): SegmentFieldCondition | string {
  const field = context.fields.find((candidate) => candidate.key === condition.key);
  if (!field) return CONTACT_FIELD_MESSAGES.unknownField(condition.key);
  if (!SEGMENT_OPERATORS_BY_TYPE[field.type].includes(condition.operator)) {
    return SEGMENT_MESSAGES.operatorForType(field.name, SEGMENT_FIELD_OPERATOR_NAMES[condition.operator]);
  }
  if (!SEGMENT_OPERATORS_WITH_VALUE.includes(condition.operator)) return { ...condition, value: null };
  if (condition.operator === "contains") {
    const text = String(condition.value ?? "").trim();
    return text === "" ? SEGMENT_MESSAGES.valueRequired(field.name) : { ...condition, value: text };
  }
  const read = readFieldValue(field, condition.value, context.country);
  if ("error" in read) return read.error;
  if ("empty" in read) return SEGMENT_MESSAGES.valueRequired(field.name);
  return { ...condition, value: read.value };
}

/**
 * The conditions checked against the business's fields (a field may have changed since they were saved):
 * the same conditions with their values normalised, or every problem at once in a ValidationError.
 */
export function checkedConditions(conditions: SegmentConditions, context: SegmentContext): SegmentConditions {
  const problems: string[] = [];
  const fields = conditions.fields.flatMap((condition) => {
    const checked = checkedField(condition, context);
    if (typeof checked === "string") {
      problems.push(checked);
      return [];
    }
    return [checked];
  });
  if (problems.length > 0) throw new ValidationError(problems);
  return { ...conditions, fields };
}

/** Contacts with a row of contact_field_values meeting `condition` for the field: one range of its indexes. */
const valueRow = (businessId: number, key: string, condition: SQL) =>
  sql`${contacts.id} in (select ${contactFieldValues.contactId} from ${contactFieldValues}
    where ${ofBusiness(contactFieldValues, businessId)} and ${contactFieldValues.key} = ${key} and ${condition})`;

/** A typed piece of text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const anywhere = (piece: string) => `%${piece.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One custom-field condition in SQL. An exact value and "has a value" are probes of contacts_custom_fields_idx;
 * ranges and "contains" read contact_field_values, whose rows the triggers keep typed.
 */
function fieldCondition(condition: SegmentFieldCondition, field: ContactField, business: number): SQL {
  const { key, operator, value } = condition;
  switch (operator) {
    case "equals":
      return sql`${contacts.customFields} @> ${JSON.stringify({ [key]: value })}::jsonb`;
    case "filled":
      return hasFieldValue(key);
    case "empty":
      return sql`not ${hasFieldValue(key)}`;
    case "contains":
      return valueRow(business, key, sql`${contactFieldValues.lowered} like ${anywhere(String(value))}`);
    case "before":
    case "after": {
      const compare = operator === "before" ? sql`<` : sql`>`;
      if (field.type === "date") {
        return valueRow(business, key, sql`${contactFieldValues.day} ${compare} ${String(value)}`);
      }
      return valueRow(business, key, sql`${contactFieldValues.number} ${compare} ${Number(value)}`);
    }
  }
}

/** The contact had a chat meeting `condition` (conversations_contact_idx finds a contact's chats). */
const hasChat = (condition: SQL) =>
  sql`exists (select 1 from ${conversations} where ${conversations.contactId} = ${contacts.id} and ${condition})`;

const OPEN = sql`${conversations.status} in ('pending', 'bot', 'active')`;

/**
 * Checked conditions as SQL on `contacts`, one filter per condition given (every one must hold); none for a
 * segment of every contact.
 */
export function conditionsSql(conditions: SegmentConditions, context: SegmentContext): ContactFilter[] {
  const filters: ContactFilter[] = [];
  const parts: SQL[] = [];
  if (conditions.labelIds.length > 0) {
    filters.push({
      where: carriesLabels({ ids: conditions.labelIds, match: conditions.labelMatch }),
      indexed: true,
    });
  }
  for (const condition of conditions.fields) {
    const field = context.fields.find((candidate) => candidate.key === condition.key);
    if (!field) continue;
    filters.push({
      where: fieldCondition(condition, field, context.businessId),
      indexed: condition.operator !== "empty",
    });
  }
  if (conditions.optIn !== "any") parts.push(sql`${contacts.optIn} = ${conditions.optIn === "in"}`);
  if (conditions.channel !== "any") {
    const kinds = conditions.channel === "whatsapp" ? ["whatsapp"] : ["sms", "mms"];
    parts.push(
      hasChat(
        sql`${conversations.channelId} in (select ${businessChannels.id} from ${businessChannels} where ${ofBusiness(businessChannels, sql`${contacts.businessId}`)} and ${businessChannels.kind} in ${kinds})`,
      ),
    );
  }
  if (conditions.inboundWithinDays !== undefined) {
    const since = sql`now() - make_interval(days => ${conditions.inboundWithinDays}::int)`;
    // A chat's last message is never older than its last inbound one (both are set as it arrives), so the
    // business's recent chats (conversations_business_recent_idx) hold every chat written to since then.
    parts.push(
      hasChat(
        sql`${ofBusiness(conversations, context.businessId)} and ${conversations.lastMessageAt} >= ${since} and ${conversations.lastInboundAt} >= ${since}`,
      ),
    );
  }
  if (conditions.openChat === "yes") parts.push(hasChat(OPEN));
  if (conditions.openChat === "no") parts.push(sql`not ${hasChat(OPEN)}`);
  if (conditions.createdFrom) {
    const { startsAt } = businessDayRange(conditions.createdFrom, context.clock);
    parts.push(sql`${contacts.dateRegister} >= ${startsAt.toISOString()}::timestamptz`);
  }
  if (conditions.createdTo) {
    const { endsAt } = businessDayRange(conditions.createdTo, context.clock);
    parts.push(sql`${contacts.dateRegister} < ${endsAt.toISOString()}::timestamptz`);
  }
  return [...filters, ...parts.map((where) => ({ where, indexed: false }))];
}
