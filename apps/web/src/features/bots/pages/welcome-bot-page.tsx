import {
  BOT_MESSAGES,
  BOT_TEXT_PLACEHOLDERS,
  fillBotText,
  type SaveChatBotBody,
  saveChatBotBodySchema,
} from "@consola/shared";

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerSave } from "../../../components/forms/use-server-save";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { Panel } from "../../../components/panel";
import { PhonePreview, PreviewMessage } from "../../../components/phone/phone-preview";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useConfigBusinessName } from "../../../data/config/use-config-business-name";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import { BotFormFrame } from "../components/bot-form-frame";
import { BotSwitch } from "../components/bot-switch";
import { BotTextField } from "../components/bot-text-field";
import { PlaceholdersHint } from "../components/placeholders-hint";
import { useBot, useBotMutations } from "../hooks/use-bots";
import { useSavedForm } from "../hooks/use-saved-form";

type WelcomeForm = { active: boolean; message: string };

const PLACEHOLDERS = [BOT_TEXT_PLACEHOLDERS.business, BOT_TEXT_PLACEHOLDERS.name];
const FIELD_MESSAGES: string[] = [BOT_MESSAGES.welcomeRequired, BOT_MESSAGES.textTooLong];

/** SaveChatBot's body for the welcome bot, as the save below sends it. */
const welcomeBody = (form: WelcomeForm): SaveChatBotBody => ({
  type: "welcome",
  active: form.active,
  texts: { message: form.message.trim() },
});
const welcomeErrors = schemaResolver<WelcomeForm>(saveChatBotBodySchema, {
  body: welcomeBody,
  fields: { "texts.message": "message" },
});

/** /config/WelcomeMessageChatBot: the first message of every new conversation, its switch and a preview. */
export function WelcomeBotPage() {
  const { t } = useTranslation();
  const bot = useBot("welcome");
  const save = useBotMutations().saveBot;
  const { saving, serverError, run } = useServerSave();
  const businessName = useConfigBusinessName();
  const saved = bot.data ? { active: bot.data.active, message: bot.data.texts.message } : undefined;
  const { form, update, dirty, reset } = useSavedForm<WelcomeForm>(saved);
  const [messageError, setMessageError] = useState<string | null>(null);

  if (bot.isError) {
    return (
      <LoadErrorAlert title={t("bots.loadError")} error={bot.error} onRetry={() => void bot.refetch()} />
    );
  }
  if (!form) return <TableSkeleton rows={4} />;

  const submit = () => {
    const found = welcomeErrors(form).message ?? null;
    setMessageError(found);
    if (found) return;
    void run(
      () =>
        save.mutateAsync({ type: "welcome", active: form.active, texts: { message: form.message.trim() } }),
      (message) => {
        if (FIELD_MESSAGES.includes(message)) setMessageError(message);
      },
    );
  };
  const preview = fillBotText(form.message.trim(), { business: businessName, name: t("bots.sampleContact") });

  return (
    <BotFormFrame
      subtitle={t("bots.welcome.subtitle")}
      title={t("bots.welcome.title")}
      formError={serverError && !FIELD_MESSAGES.includes(serverError) ? serverError : null}
      dirty={dirty}
      saving={saving}
      onSubmit={submit}
      onDiscard={() => {
        setMessageError(null);
        reset();
      }}
      preview={
        <PhonePreview
          title={businessName}
          label={t("bots.previewOf", { what: t("bots.welcome.title") })}
          data-testid="welcome-preview"
        >
          <PreviewMessage from="contact" who={t("bots.whoContact")} text={t("bots.welcome.contactSays")} />
          <PreviewMessage
            from="bot"
            who={t("bots.whoBot", { business: businessName })}
            text={preview || "…"}
            data-testid="welcome-preview-message"
          />
        </PhonePreview>
      }
    >
      <Panel title={t("bots.welcome.title")}>
        <BotSwitch
          checked={form.active}
          onChange={(active) => update({ active })}
          onHint={t("bots.welcome.activeOn")}
          offHint={t("bots.welcome.activeOff")}
        />
        <PlaceholdersHint />
        <BotTextField
          label={t("bots.welcome.message")}
          value={form.message}
          onChange={(message) => {
            update({ message });
            if (message.trim()) setMessageError(null);
          }}
          error={messageError}
          placeholders={PLACEHOLDERS}
        />
      </Panel>
    </BotFormFrame>
  );
}
