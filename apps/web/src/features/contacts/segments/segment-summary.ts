import {
  type ContactField,
  type Label,
  SEGMENT_FIELD_OPERATOR_NAMES,
  type Segment,
  type SegmentFieldCondition,
} from "@consola/shared";
import type { TFunction } from "i18next";

type Conditions = Segment["conditions"];
type Known = { labels: readonly Label[] | undefined; fields: readonly ContactField[] | undefined };

function labelPart(conditions: Conditions, labels: Known["labels"], t: TFunction): string | null {
  const ids = conditions.labelIds;
  if (ids.length === 0) return null;
  const names = ids
    .map((id) => labels?.find((label) => label.id === id)?.name ?? t("segments.summary.deletedLabel"))
    .join(", ");
  if (ids.length === 1) return t("segments.summary.label", { names });
  return t(conditions.labelMatch === "all" ? "segments.summary.labelsAll" : "segments.summary.labelsAny", {
    names,
  });
}

function fieldPart(condition: SegmentFieldCondition, fields: Known["fields"], t: TFunction): string {
  const field = fields?.find((candidate) => candidate.key === condition.key);
  const name = field?.name ?? condition.key;
  const operator = SEGMENT_FIELD_OPERATOR_NAMES[condition.operator];
  const { value } = condition;
  if (value === null) return t("segments.summary.field", { field: name, operator });
  const shown =
    typeof value === "boolean"
      ? t(value ? "segments.summary.yes" : "segments.summary.no")
      : typeof value === "number"
        ? value.toLocaleString("es-MX")
        : `«${value}»`;
  return t("segments.summary.fieldValue", { field: name, operator, value: shown });
}

function createdPart({ createdFrom: from, createdTo: to }: Conditions, t: TFunction): string | null {
  if (from && to) return t("segments.summary.createdBetween", { from, to });
  if (from) return t("segments.summary.createdFrom", { from });
  if (to) return t("segments.summary.createdTo", { to });
  return null;
}

/**
 * A segment's conditions in one line of Spanish, in the builder's order ("Con la etiqueta VIP · Nivel es
 * igual a «Oro» · Acepta mensajes"); labels and fields by their names today, a removed one said as such.
 */
export function segmentSummary(conditions: Conditions, known: Known, t: TFunction): string {
  const parts = [
    labelPart(conditions, known.labels, t),
    ...conditions.fields.map((condition) => fieldPart(condition, known.fields, t)),
    conditions.optIn === "in" ? t("segments.summary.optIn") : null,
    conditions.optIn === "out" ? t("segments.summary.optOut") : null,
    conditions.channel === "whatsapp" ? t("segments.summary.whatsapp") : null,
    conditions.channel === "sms" ? t("segments.summary.sms") : null,
    conditions.inboundWithinDays === undefined
      ? null
      : t("segments.summary.inbound", { count: conditions.inboundWithinDays }),
    conditions.openChat === "yes" ? t("segments.summary.openChat") : null,
    conditions.openChat === "no" ? t("segments.summary.noOpenChat") : null,
    createdPart(conditions, t),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? t("segments.summary.everyone") : parts.join(t("segments.summary.separator"));
}
