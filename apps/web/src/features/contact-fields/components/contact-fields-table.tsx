import { CONTACT_FIELD_TYPE_NAMES, type ContactField } from "@consola/shared";
import { ActionIcon, Badge, Code, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";
import { useKeptFocus } from "../hooks/use-kept-focus";

type ContactFieldsTableProps = {
  fields: readonly ContactField[];
  onEdit: (field: ContactField) => void;
  onRemove: (field: ContactField) => void;
  /** Moves a field one place up (-1) or down (1). */
  onMove: (field: ContactField, by: -1 | 1) => void;
};

type ItemProps = Omit<ContactFieldsTableProps, "fields"> & {
  field: ContactField;
  index: number;
  total: number;
  keep: ReturnType<typeof useKeptFocus>["keep"];
  focusAfter: ReturnType<typeof useKeptFocus>["focusAfter"];
};

/** How many list values the row names before it counts the rest. */
const OPTIONS_SHOWN = 3;

/** The fields in the contact form's order; a table from a tablet's width up, one card per field on a phone. */
export function ContactFieldsTable({ fields, ...handlers }: ContactFieldsTableProps) {
  const { t } = useTranslation();
  const { keep, focusAfter } = useKeptFocus(fields.map((field) => field.id).join(","));
  const item = (field: ContactField) => ({
    ...handlers,
    field,
    index: fields.indexOf(field),
    total: fields.length,
    keep,
    focusAfter,
  });
  return (
    <ConfigTable
      items={fields}
      testId="contact-fields-table"
      rowTestId="contact-field-row"
      minWidth={760}
      columns={[
        {
          header: t("contactFields.columns.order"),
          w: 72,
          cell: (field) => <Text size="sm">{field.position}</Text>,
        },
        { header: t("contactFields.columns.name"), miw: 160, cell: (field) => <Name field={field} /> },
        { header: t("contactFields.columns.key"), cell: (field) => <Code>{field.key}</Code> },
        {
          header: t("contactFields.columns.type"),
          cell: (field) => <Text size="sm">{CONTACT_FIELD_TYPE_NAMES[field.type]}</Text>,
        },
        {
          header: t("contactFields.columns.required"),
          w: 110,
          cell: (field) => (
            <Text size="sm">
              {t(field.required ? "contactFields.required.yes" : "contactFields.required.no")}
            </Text>
          ),
        },
        {
          header: t("contactFields.columns.options"),
          miw: 160,
          cell: (field) => <Options field={field} />,
        },
      ]}
      actions={{
        header: t("contactFields.columns.actions"),
        w: 180,
        cell: (field) => <ItemActions {...item(field)} />,
      }}
      card={(field) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed" aria-hidden>
                  {field.position}.
                </Text>
                <Name field={field} />
                {field.required && (
                  <Badge size="sm" variant="light" color="gray">
                    {t("contactFields.requiredBadge")}
                  </Badge>
                )}
              </Group>
              <Text size="sm">
                {CONTACT_FIELD_TYPE_NAMES[field.type]} · <Code>{field.key}</Code>
              </Text>
              {field.type === "list" && <Options field={field} />}
            </Stack>
          </Group>
          <ItemActions {...item(field)} />
        </Stack>
      )}
    />
  );
}

function Name({ field }: { field: ContactField }) {
  return (
    <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
      {field.name}
    </Text>
  );
}

function Options({ field }: { field: ContactField }) {
  const { t } = useTranslation();
  if (field.options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("contactFields.noOptions")}
      </Text>
    );
  }
  const shown = field.options.slice(0, OPTIONS_SHOWN).join(", ");
  const rest = field.options.length - OPTIONS_SHOWN;
  return (
    <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }} title={field.options.join(", ")}>
      {rest > 0 ? t("contactFields.moreOptions", { shown, count: rest }) : shown}
    </Text>
  );
}

function ItemActions({ field, index, total, onEdit, onRemove, onMove, keep, focusAfter }: ItemProps) {
  const { t } = useTranslation();
  const move = (by: -1 | 1) => {
    const direction = by < 0 ? "up" : "down";
    // A field moved to an end loses the button it was moved with: the other one takes the focus.
    focusAfter(`${field.id}-${direction}`, `${field.id}-${direction === "up" ? "down" : "up"}`);
    onMove(field, by);
  };
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t("contactFields.upOf", { name: field.name })}>
        <ActionIcon
          ref={keep(`${field.id}-up`)}
          variant="subtle"
          aria-label={t("contactFields.upOf", { name: field.name })}
          disabled={index === 0}
          onClick={() => move(-1)}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("contactFields.downOf", { name: field.name })}>
        <ActionIcon
          ref={keep(`${field.id}-down`)}
          variant="subtle"
          aria-label={t("contactFields.downOf", { name: field.name })}
          disabled={index === total - 1}
          onClick={() => move(1)}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <RowActions
        editLabel={t("contactFields.editOf", { name: field.name })}
        onEdit={() => onEdit(field)}
        remove={{ label: t("contactFields.removeOf", { name: field.name }), onClick: () => onRemove(field) }}
      />
    </Group>
  );
}
