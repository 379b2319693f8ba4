import { AUTO_ASSIGN_MAX_CHATS, type AutoAssignFallback } from "@consola/shared";
import { NumberInput, Radio, SimpleGrid, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "../../../components/section-heading";
import type { AutoAssignForm } from "./auto-assign-form";

type AssignmentRulesProps = {
  form: AutoAssignForm;
  maxChatsError: string | undefined;
  onChange: (change: Partial<AutoAssignForm>) => void;
};

/** On/off, the business's number of chats per agent, whole business or by area, and the fallback. */
export function AssignmentRules({ form, maxChatsError, onChange }: AssignmentRulesProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SectionHeading title={t("autoAssign.rules.title")} description={t("autoAssign.rules.description")} />
      <Switch
        label={t("autoAssign.rules.enabled")}
        description={t("autoAssign.rules.enabledHint")}
        checked={form.enabled}
        onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
        size="md"
      />
      <NumberInput
        label={t("autoAssign.rules.maxChats")}
        description={t("autoAssign.rules.maxChatsHint")}
        min={AUTO_ASSIGN_MAX_CHATS.min}
        max={AUTO_ASSIGN_MAX_CHATS.max}
        allowDecimal={false}
        allowNegative={false}
        value={form.maxChatsPerAgent}
        onChange={(value) => onChange({ maxChatsPerAgent: typeof value === "number" ? value : "" })}
        error={maxChatsError}
        maw={360}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Radio.Group
          label={t("autoAssign.rules.scope")}
          value={form.byArea ? "area" : "business"}
          onChange={(value) => onChange({ byArea: value === "area" })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="business" label={t("autoAssign.rules.scopeBusiness")} />
            <Radio
              value="area"
              label={t("autoAssign.rules.scopeArea")}
              description={t("autoAssign.rules.scopeAreaHint")}
            />
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t("autoAssign.rules.whenNobody")}
          value={form.whenNobody}
          onChange={(value) => onChange({ whenNobody: value as AutoAssignFallback })}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="queue"
              label={t("autoAssign.rules.queue")}
              description={t("autoAssign.rules.queueHint")}
            />
            <Radio
              value="any_area"
              label={t("autoAssign.rules.anyArea")}
              description={
                form.byArea ? t("autoAssign.rules.anyAreaHint") : t("autoAssign.rules.anyAreaNeedsArea")
              }
            />
          </Stack>
        </Radio.Group>
      </SimpleGrid>
    </Stack>
  );
}
