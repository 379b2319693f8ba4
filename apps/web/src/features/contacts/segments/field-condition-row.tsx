import {
  type ContactField,
  SEGMENT_FIELD_OPERATOR_NAMES,
  SEGMENT_FIELD_OPERATORS,
  SEGMENT_OPERATORS_BY_TYPE,
  type SegmentFieldOperator,
} from "@consola/shared";
import { ActionIcon, Fieldset, Group, Select, SimpleGrid, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CustomFieldInput } from "../components/custom-field-input";
import { type FieldRow, takesValue, withField } from "./builder-state";

type FieldConditionRowProps = {
  row: FieldRow;
  position: number;
  fields: readonly ContactField[];
  onChange: (row: FieldRow) => void;
  onRemove: () => void;
};

const isOperator = (value: string | null): value is SegmentFieldOperator =>
  (SEGMENT_FIELD_OPERATORS as readonly (string | null)[]).includes(value);

/**
 * One custom-field condition: the field, the comparisons its type takes, and the value in the contact form's
 * own input for that type (none for "empty" and "filled"). Three columns from a tablet up, stacked on a phone.
 */
export function FieldConditionRow({ row, position, fields, onChange, onRemove }: FieldConditionRowProps) {
  const { t } = useTranslation();
  const field = fields.find((candidate) => candidate.key === row.key);
  const operators = field ? SEGMENT_OPERATORS_BY_TYPE[field.type] : [];
  const legend = t("segments.builder.conditionOf", { position });
  return (
    <Fieldset legend={legend} variant="filled" p="sm" data-testid="segment-field-row">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
          <Select
            label={t("segments.builder.field")}
            placeholder={t("segments.builder.chooseField")}
            data={fields.map((candidate) => ({ value: candidate.key, label: candidate.name }))}
            value={row.key}
            onChange={(key) =>
              onChange(
                withField(
                  row,
                  fields.find((candidate) => candidate.key === key),
                ),
              )
            }
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t("segments.builder.operator")}
            data={operators.map((operator) => ({
              value: operator,
              label: SEGMENT_FIELD_OPERATOR_NAMES[operator],
            }))}
            value={field ? row.operator : null}
            onChange={(operator) => {
              if (isOperator(operator)) onChange({ ...row, operator });
            }}
            disabled={!field}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {field && takesValue(row.operator) && (
            <CustomFieldInput
              // The field's own input, named for what it holds here.
              field={{ ...field, name: t("segments.builder.value"), required: false }}
              value={row.value}
              onChange={(value) => onChange({ ...row, value })}
            />
          )}
        </SimpleGrid>
        <Tooltip label={t("segments.builder.removeCondition", { position })}>
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            onClick={onRemove}
            aria-label={t("segments.builder.removeCondition", { position })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Fieldset>
  );
}
