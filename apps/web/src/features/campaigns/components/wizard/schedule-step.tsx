import { Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "../../../../components/forms/choice-group";
import { useBusinessClock } from "../../../../lib/time/use-business-clock";
import type { WizardForm } from "./wizard-form";

/** When it sends: on confirmation or at a date and time on the business's clock; and only while open. */
export function ScheduleStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { zoneLabel } = useBusinessClock();
  const at = form.values.when === "at";
  return (
    <Stack gap="md" maw={560}>
      <ChoiceGroup
        label={t("campaigns.wizard.schedule.when")}
        value={form.values.when}
        options={[
          { value: "now", label: t("campaigns.wizard.schedule.now") },
          { value: "at", label: t("campaigns.wizard.schedule.at") },
        ]}
        onChange={(value) => form.setFieldValue("when", value)}
      />
      {at && (
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
          <TextInput
            type="date"
            label={t("campaigns.wizard.schedule.date")}
            description={t("campaigns.wizard.schedule.clockHint", { zone: zoneLabel })}
            inputWrapperOrder={["label", "input", "description", "error"]}
            withAsterisk
            miw={170}
            {...form.getInputProps("date")}
          />
          <TextInput
            type="time"
            label={t("campaigns.wizard.schedule.time")}
            withAsterisk
            miw={130}
            {...form.getInputProps("time")}
          />
        </Group>
      )}
      <Checkbox
        label={t("campaigns.wizard.schedule.withinHours")}
        description={t("campaigns.wizard.schedule.withinHoursHint")}
        {...form.getInputProps("withinHours", { type: "checkbox" })}
      />
    </Stack>
  );
}
