import { fillBotText, SELECTOR_AREA_PLACEHOLDER, type SelectorArea } from "@consola/shared";
import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PhonePreview, PreviewMessage, PreviewNote } from "../../../components/phone/phone-preview";
import { numberedText, whatsappOptionsAs } from "../../../components/phone/whatsapp-options";

type SelectorPreviewProps = {
  message: string;
  chosenMessage: string;
  areas: SelectorArea[];
  nameOf: (areaId: number) => string;
  businessName: string;
};

type Channel = "whatsapp" | "sms";

/**
 * The menu as the contact gets it: on WhatsApp as reply buttons (up to three short options) or a list, by
 * SMS as numbered text; then the contact picking the first area and the bot's "chosen" answer.
 */
export function SelectorPreview({
  message,
  chosenMessage,
  areas,
  nameOf,
  businessName,
}: SelectorPreviewProps) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<Channel>("whatsapp");
  const fill = (text: string) =>
    fillBotText(text.trim(), { business: businessName, name: t("bots.sampleContact") }) || "…";
  const titles = areas.map((area) => area.label.trim() || nameOf(area.areaId));
  const first = areas[0];
  const as = whatsappOptionsAs(titles);
  const question = fill(message);
  const bot = t("bots.whoBot", { business: businessName });
  const contact = t("bots.whoContact");
  const chosen = first ? fill(chosenMessage.replaceAll(SELECTOR_AREA_PLACEHOLDER, nameOf(first.areaId))) : "";

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t("bots.selector.channel")}
        value={channel}
        onChange={(value) => setChannel(value === "sms" ? "sms" : "whatsapp")}
        data={[
          { value: "whatsapp", label: t("bots.selector.whatsapp") },
          { value: "sms", label: t("bots.selector.sms") },
        ]}
        data-testid="preview-channel"
      />
      <Text size="sm" c="dimmed" data-testid="preview-how">
        {channel === "sms"
          ? t("bots.selector.asText")
          : t(as === "buttons" ? "bots.selector.asButtons" : "bots.selector.asList")}
      </Text>
      <PhonePreview
        title={businessName}
        label={t("bots.previewOf", {
          what: `${t("bots.selector.areas")} (${t(`bots.selector.${channel}`)})`,
        })}
        data-testid="selector-preview"
      >
        {channel === "whatsapp" ? (
          <PreviewMessage
            from="bot"
            who={bot}
            text={question}
            options={titles}
            optionsAs={as}
            data-testid="preview-menu"
          />
        ) : (
          <PreviewMessage
            from="bot"
            who={bot}
            text={numberedText(question, titles)}
            data-testid="preview-menu"
          />
        )}
        {first ? (
          <>
            <PreviewMessage from="contact" who={contact} text={channel === "sms" ? "1" : (titles[0] ?? "")} />
            <PreviewMessage from="bot" who={bot} text={chosen} data-testid="preview-chosen" />
          </>
        ) : (
          <PreviewNote>{t("bots.selector.previewEmpty")}</PreviewNote>
        )}
      </PhonePreview>
    </Stack>
  );
}
