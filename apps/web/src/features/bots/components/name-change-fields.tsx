import { BOT_LIMITS, BOT_TEXT_PLACEHOLDERS } from "@consola/shared";
import { SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BotTextField } from "./bot-text-field";
import type { NameChangeField, NameChangeForm, NameChangeProblems } from "./name-change-form";
import { TimeoutField } from "./timeout-field";

const PLACEHOLDERS = [BOT_TEXT_PLACEHOLDERS.business, BOT_TEXT_PLACEHOLDERS.name];

type NameChangeFieldsProps = {
  form: NameChangeForm;
  errors: NameChangeProblems["fields"];
  onChange: (change: Partial<NameChangeForm>) => void;
};

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={3} size="h5" component="legend" mb={4}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The name-change bot's texts, by the spec's four steps, and how long it waits for each answer. */
export function NameChangeFields({ form, errors, onChange }: NameChangeFieldsProps) {
  const { t } = useTranslation();
  const text = (field: Exclude<NameChangeField, "timeoutMinutes">, hint?: string) => ({
    label: t(`bots.nameChange.${field}`),
    value: form[field],
    onChange: (value: string) => onChange({ [field]: value }),
    error: errors[field],
    hint,
    "data-testid": `field-${field}`,
  });
  const option = (field: "yesOption" | "noOption") => ({
    ...text(field, t("bots.nameChange.optionsHint")),
    maxLength: BOT_LIMITS.optionLength,
    singleLine: true,
  });

  return (
    <Stack gap="lg">
      <Step title={t("bots.nameChange.step1")}>
        <BotTextField
          {...text("firstMessage", t("bots.nameChange.firstMessageHint"))}
          placeholders={PLACEHOLDERS}
        />
      </Step>
      <Step title={t("bots.nameChange.step2")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BotTextField {...option("yesOption")} />
          <BotTextField {...option("noOption")} />
        </SimpleGrid>
      </Step>
      <Step title={t("bots.nameChange.step3")}>
        <BotTextField {...text("askName", t("bots.nameChange.askNameHint"))} placeholders={PLACEHOLDERS} />
      </Step>
      <Step title={t("bots.nameChange.step4")}>
        <BotTextField {...text("confirm", t("bots.nameChange.confirmHint"))} placeholders={PLACEHOLDERS} />
        <BotTextField {...text("done", t("bots.nameChange.doneHint"))} placeholders={PLACEHOLDERS} />
      </Step>
      <TimeoutField
        label={t("bots.nameChange.timeout")}
        hint={t("bots.nameChange.timeoutHint")}
        value={form.timeoutMinutes}
        onChange={(timeoutMinutes) => onChange({ timeoutMinutes })}
        error={errors.timeoutMinutes}
      />
    </Stack>
  );
}
