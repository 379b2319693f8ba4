import { SEGMENT_INBOUND_DAYS_MAX } from "@consola/shared";
import { NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "../../../components/forms/choice-group";
import { DateFieldInput } from "../components/date-field-input";
import type { BuilderState } from "./builder-state";

type ActivityConditionsProps = {
  state: BuilderState;
  onChange: (change: Partial<BuilderState>) => void;
};

/** The conditions on the contact itself: opt-in, channel, recent messages, an open chat, registration dates. */
export function ActivityConditions({ state, onChange }: ActivityConditionsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ChoiceGroup
        label={t("segments.builder.optIn")}
        value={state.optIn}
        onChange={(optIn) => onChange({ optIn })}
        options={[
          { value: "any", label: t("segments.builder.optInAny") },
          { value: "in", label: t("segments.builder.optInIn") },
          { value: "out", label: t("segments.builder.optInOut") },
        ]}
      />
      <ChoiceGroup
        label={t("segments.builder.channel")}
        value={state.channel}
        onChange={(channel) => onChange({ channel })}
        options={[
          { value: "any", label: t("segments.builder.channelAny") },
          { value: "whatsapp", label: t("segments.builder.channelWhatsapp") },
          { value: "sms", label: t("segments.builder.channelSms") },
        ]}
      />
      <ChoiceGroup
        label={t("segments.builder.openChat")}
        value={state.openChat}
        onChange={(openChat) => onChange({ openChat })}
        options={[
          { value: "any", label: t("segments.builder.openChatAny") },
          { value: "yes", label: t("segments.builder.openChatYes") },
          { value: "no", label: t("segments.builder.openChatNo") },
        ]}
      />
      <NumberInput
        label={t("segments.builder.inbound")}
        description={t("segments.builder.inboundHint")}
        placeholder={t("segments.builder.inboundPlaceholder")}
        value={state.inboundWithinDays}
        onChange={(value) => onChange({ inboundWithinDays: typeof value === "number" ? value : "" })}
        min={1}
        max={SEGMENT_INBOUND_DAYS_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        w={{ base: "100%", xs: 240 }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateFieldInput
          label={t("segments.builder.createdFrom")}
          required={false}
          value={state.createdFrom}
          onChange={(createdFrom) => onChange({ createdFrom })}
        />
        <DateFieldInput
          label={t("segments.builder.createdTo")}
          required={false}
          value={state.createdTo}
          onChange={(createdTo) => onChange({ createdTo })}
        />
      </SimpleGrid>
    </Stack>
  );
}
