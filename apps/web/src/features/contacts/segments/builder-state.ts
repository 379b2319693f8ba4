import {
  type ContactField,
  type LabelMatch,
  SEGMENT_OPERATORS_BY_TYPE,
  SEGMENT_OPERATORS_WITH_VALUE,
  type Segment,
  type SegmentConditionsBody,
  type SegmentFieldOperator,
} from "@consola/shared";
import { customText } from "../components/custom-field-values";

/** One custom-field condition as the builder holds it: the value as typed, in the contact form's inputs. */
export type FieldRow = {
  /** React's key for the row; never sent. */
  id: number;
  key: string | null;
  operator: SegmentFieldOperator;
  value: string;
};

export type BuilderState = {
  name: string;
  labelIds: number[];
  labelMatch: LabelMatch;
  fields: FieldRow[];
  optIn: Segment["conditions"]["optIn"];
  channel: Segment["conditions"]["channel"];
  /** "" while there is no day limit. */
  inboundWithinDays: number | "";
  openChat: Segment["conditions"]["openChat"];
  createdFrom: string;
  createdTo: string;
};

let lastRowId = 0;
const nextRowId = () => ++lastRowId;

export function emptyRow(): FieldRow {
  return { id: nextRowId(), key: null, operator: "equals", value: "" };
}

/** Whether an operator compares with a value (the others only ask whether there is one). */
export const takesValue = (operator: SegmentFieldOperator) => SEGMENT_OPERATORS_WITH_VALUE.includes(operator);

/** What the builder starts from: a saved segment's conditions, or every contact for a new one. */
export function builderStateOf(segment: Segment | null): BuilderState {
  const conditions = segment?.conditions;
  return {
    name: segment?.name ?? "",
    labelIds: [...(conditions?.labelIds ?? [])],
    labelMatch: conditions?.labelMatch ?? "any",
    fields: (conditions?.fields ?? []).map((condition) => ({
      id: nextRowId(),
      key: condition.key,
      operator: condition.operator,
      value: customText(condition.value ?? undefined),
    })),
    optIn: conditions?.optIn ?? "any",
    channel: conditions?.channel ?? "any",
    inboundWithinDays: conditions?.inboundWithinDays ?? "",
    openChat: conditions?.openChat ?? "any",
    createdFrom: conditions?.createdFrom ?? "",
    createdTo: conditions?.createdTo ?? "",
  };
}

/**
 * A row's field changed: the operator stays when the new field's type takes it, else the type's first; the
 * value typed for another field is dropped.
 */
export function withField(row: FieldRow, field: ContactField | undefined): FieldRow {
  if (!field) return { ...row, key: null, value: "" };
  const operators = SEGMENT_OPERATORS_BY_TYPE[field.type];
  const operator = operators.includes(row.operator) ? row.operator : (operators[0] ?? "equals");
  return { ...row, key: field.key, operator, value: "" };
}

/**
 * The value a condition sends: the text as typed, trimmed. The server reads it as the field stores values
 * (a number by the business's habits, "yes" as true), so a wrong one is told in its words. Null for an
 * operator without value.
 */
function sentValue(row: FieldRow): string | null {
  if (!takesValue(row.operator)) return null;
  const text = row.value.trim();
  return text === "" ? null : text;
}

/**
 * The conditions the builder's state stands for; a row whose field is not chosen yet (or was removed from
 * the business since) is left out.
 */
export function conditionsOf(state: BuilderState, fields: readonly ContactField[]): SegmentConditionsBody {
  const days = state.inboundWithinDays;
  return {
    labelIds: [...state.labelIds],
    labelMatch: state.labelIds.length > 1 ? state.labelMatch : "any",
    fields: state.fields.flatMap((row) => {
      if (row.key === null || !fields.some((field) => field.key === row.key)) return [];
      return [{ key: row.key, operator: row.operator, value: sentValue(row) }];
    }),
    optIn: state.optIn,
    channel: state.channel,
    ...(days === "" ? {} : { inboundWithinDays: days }),
    openChat: state.openChat,
    ...(state.createdFrom.trim() ? { createdFrom: state.createdFrom.trim() } : {}),
    ...(state.createdTo.trim() ? { createdTo: state.createdTo.trim() } : {}),
  };
}
