import { BOT_HINTS, fillBotText } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { PhonePreview, PreviewMessage } from "../../../components/phone/phone-preview";
import { whatsappOptionsAs } from "../../../components/phone/whatsapp-options";
import type { NameChangeForm } from "./name-change-form";

type NameChangePreviewProps = { form: NameChangeForm; businessName: string };

/**
 * The whole exchange as the contact lives it: the question with its two options, the contact choosing to
 * change, the ask, a name between quotes, the confirmation answered Sí, and the thanks.
 */
export function NameChangePreview({ form, businessName }: NameChangePreviewProps) {
  const { t } = useTranslation();
  const fill = (text: string, name: string) =>
    fillBotText(text.trim(), { business: businessName, name }) || "…";
  const before = t("bots.sampleContact");
  const after = t("bots.sampleNewName");
  const bot = t("bots.whoBot", { business: businessName });
  const contact = t("bots.whoContact");
  const options = [form.yesOption.trim() || "…", form.noOption.trim() || "…"];
  return (
    <PhonePreview
      title={businessName}
      label={t("bots.previewOf", { what: t("bots.nameChange.steps") })}
      data-testid="name-change-preview"
    >
      <PreviewMessage
        from="bot"
        who={bot}
        text={fill(form.firstMessage, before)}
        options={options}
        optionsAs={whatsappOptionsAs(options)}
        data-testid="preview-first"
      />
      <PreviewMessage from="contact" who={contact} text={form.yesOption.trim() || "…"} />
      <PreviewMessage from="bot" who={bot} text={fill(form.askName, before)} data-testid="preview-ask" />
      <PreviewMessage from="contact" who={contact} text={`"${after}"`} data-testid="preview-answer" />
      <PreviewMessage
        from="bot"
        who={bot}
        text={fill(form.confirm, after)}
        options={[BOT_HINTS.yes, BOT_HINTS.no]}
        data-testid="preview-confirm"
      />
      <PreviewMessage from="contact" who={contact} text={BOT_HINTS.yes} />
      <PreviewMessage from="bot" who={bot} text={fill(form.done, after)} data-testid="preview-done" />
    </PhonePreview>
  );
}
