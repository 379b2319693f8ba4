import {
  type SaveSegmentBody,
  SEGMENT_FIELD_CONDITIONS_MAX,
  SEGMENT_MESSAGES,
  SEGMENT_NAME_MAX_LENGTH,
  type Segment,
} from "@consola/shared";
import { Button, Divider, Grid, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { LabelFilter } from "../../../components/labels/label-filter";
import { contactFieldQueries } from "../../../data/contact-fields/queries";
import { labelQueries } from "../../../data/labels/queries";
import { ActivityConditions } from "./activity-conditions";
import { type BuilderState, builderStateOf, conditionsOf, emptyRow } from "./builder-state";
import { FieldConditionRow } from "./field-condition-row";
import { RefusalAlert } from "./refusal-alert";
import { refusalMessages } from "./refusal-messages";
import classes from "./segment-builder.module.css";
import { countText, SegmentCountPreview } from "./segment-count-preview";
import { useSegmentCount } from "./use-segment-count";

type SegmentBuilderProps = {
  segment: Segment | null;
  title: string;
  onClose: () => void;
  onSave: (body: SaveSegmentBody) => Promise<unknown>;
};

const NAME_MESSAGES: readonly string[] = [
  SEGMENT_MESSAGES.nameRequired,
  SEGMENT_MESSAGES.nameTooLong,
  SEGMENT_MESSAGES.nameTaken,
];

/**
 * A segment's name and conditions, with the count of the contacts they take in beside them (below them on
 * a phone), counted again a moment after each change. The server's refusals show next to the conditions.
 */
export function SegmentBuilder({ segment, title, onClose, onSave }: SegmentBuilderProps) {
  const { t } = useTranslation();
  const labels = useQuery(labelQueries.list(null)).data;
  const fieldsQuery = useQuery(contactFieldQueries.list(null));
  const fields = fieldsQuery.data ?? [];
  const [state, setState] = useState<BuilderState>(() => builderStateOf(segment));
  const [nameError, setNameError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const conditions = conditionsOf(state, fields);
  // Counted once the fields are known: a row of a field not loaded yet would be left out of the count.
  const { count, waiting } = useSegmentCount(conditions, !fieldsQuery.isPending);
  const countProblems = count.isError ? refusalMessages(count.error) : [];
  const countLine = count.isError ? (countProblems[0] ?? "") : countText(count.data, t);

  const change = (next: Partial<BuilderState>) => setState((current) => ({ ...current, ...next }));
  const changeRow = (index: number, row: BuilderState["fields"][number]) =>
    setState((current) => ({
      ...current,
      fields: current.fields.map((old, i) => (i === index ? row : old)),
    }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const name = state.name.trim();
    if (name === "") {
      setNameError(SEGMENT_MESSAGES.nameRequired);
      return;
    }
    setSaving(true);
    setRefusals([]);
    try {
      await onSave({ ...(segment ? { id: segment.id } : {}), name, conditions });
      onClose();
    } catch (error) {
      const messages = refusalMessages(error);
      const aboutName = messages.find((message) => NAME_MESSAGES.includes(message));
      setNameError(aboutName ?? null);
      setRefusals(messages.filter((message) => message !== aboutName));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <TextInput
              label={t("segments.builder.name")}
              placeholder={t("segments.builder.namePlaceholder")}
              maxLength={SEGMENT_NAME_MAX_LENGTH}
              withAsterisk
              data-autofocus
              value={state.name}
              error={nameError}
              onChange={(event) => {
                change({ name: event.currentTarget.value });
                setNameError(null);
              }}
            />
            {/* The label filter names itself "Etiquetas"; without labels, the builder says there are none. */}
            {labels && labels.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("segments.builder.noLabels")}
              </Text>
            ) : (
              <Group gap="sm" align="flex-end" wrap="wrap">
                <LabelFilter
                  labels={labels}
                  ids={state.labelIds}
                  match={state.labelMatch}
                  onChange={(next) =>
                    change({
                      ...(next.ids ? { labelIds: next.ids } : {}),
                      ...(next.match ? { labelMatch: next.match } : {}),
                    })
                  }
                />
              </Group>
            )}
            <Stack gap={6}>
              <Title order={3} size="h5">
                {t("segments.builder.fields")}
              </Title>
              {fieldsQuery.isSuccess && fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t("segments.builder.noFields")}
                </Text>
              ) : (
                <>
                  <Text size="sm" c="dimmed">
                    {t("segments.builder.fieldsHint", { max: SEGMENT_FIELD_CONDITIONS_MAX })}
                  </Text>
                  {state.fields.map((row, index) => (
                    <FieldConditionRow
                      key={row.id}
                      row={row}
                      position={index + 1}
                      fields={fields}
                      onChange={(next) => changeRow(index, next)}
                      onRemove={() => change({ fields: state.fields.filter((old) => old.id !== row.id) })}
                    />
                  ))}
                  <Group>
                    <Button
                      variant="default"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      disabled={state.fields.length >= SEGMENT_FIELD_CONDITIONS_MAX || fields.length === 0}
                      onClick={() => change({ fields: [...state.fields, emptyRow()] })}
                    >
                      {t("segments.builder.addCondition")}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
            <Divider />
            <ActivityConditions state={state} onChange={change} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: "sticky", top: 0 }}>
            <SegmentCountPreview page={count.data} problems={countProblems} waiting={waiting} />
          </div>
        </Grid.Col>
      </Grid>
      {/* Kept in sight at the foot of a long builder, with the count on a phone, where the preview is far below. */}
      <Stack gap="sm" mt="lg" pt="sm" pb="xs" className={classes.footer}>
        <RefusalAlert messages={refusals} testId="segment-save-problems" />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} hiddenFrom="md" c={count.isError ? "red.9" : undefined} aria-hidden>
            {countLine}
          </Text>
          <div style={{ marginInlineStart: "auto" }}>
            <FormActions
              cancelLabel={t("segments.builder.cancel")}
              onCancel={onClose}
              submitLabel={t("segments.builder.save")}
              busy={saving}
            />
          </div>
        </Group>
      </Stack>
    </form>
  );
}
