import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerSave } from "../../../components/forms/use-server-save";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { Panel } from "../../../components/panel";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useConfigBusinessName } from "../../../data/config/use-config-business-name";
import { BotFormFrame } from "../components/bot-form-frame";
import { BotSwitch } from "../components/bot-switch";
import { NameChangeFields } from "../components/name-change-fields";
import {
  fieldOfServerMessage,
  hasProblems,
  type NameChangeForm,
  type NameChangeProblems,
  nameChangeBody,
  nameChangeFormFrom,
  nameChangeProblems,
} from "../components/name-change-form";
import { NameChangePreview } from "../components/name-change-preview";
import { PlaceholdersHint } from "../components/placeholders-hint";
import { useBot, useBotMutations } from "../hooks/use-bots";
import { useSavedForm } from "../hooks/use-saved-form";

const NO_PROBLEMS: NameChangeProblems = { fields: {}, message: null };

/**
 * /config/configBusinessNameChatBot: the four steps of the name-change bot (spec section 4) as texts, the
 * time it waits, its switch, and the whole exchange previewed as the contact will see it.
 */
export function NameChangeBotPage() {
  const { t } = useTranslation();
  const bot = useBot("name_change");
  const save = useBotMutations().saveBot;
  const { saving, serverError, run } = useServerSave();
  const businessName = useConfigBusinessName();
  const saved = bot.data ? nameChangeFormFrom(bot.data.active, bot.data.texts) : undefined;
  const { form, update, dirty, reset } = useSavedForm<NameChangeForm>(saved);
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<NameChangeProblems["fields"]>({});

  if (bot.isError) {
    return (
      <LoadErrorAlert title={t("bots.loadError")} error={bot.error} onRetry={() => void bot.refetch()} />
    );
  }
  if (!form) return <TableSkeleton rows={8} />;

  const problems = submitted ? nameChangeProblems(form) : NO_PROBLEMS;
  const errors = { ...serverFields, ...problems.fields };
  const shownServerError = serverError && Object.keys(serverFields).length === 0 ? serverError : null;

  const submit = () => {
    setSubmitted(true);
    setServerFields({});
    if (hasProblems(nameChangeProblems(form))) return;
    void run(
      async () => {
        await save.mutateAsync(nameChangeBody(form));
        setSubmitted(false);
      },
      (message) => setServerFields(fieldOfServerMessage(message, form)),
    );
  };

  return (
    <BotFormFrame
      subtitle={t("bots.nameChange.subtitle")}
      title={t("bots.nameChange.steps")}
      formError={problems.message ?? shownServerError}
      dirty={dirty}
      saving={saving}
      onSubmit={submit}
      onDiscard={() => {
        setSubmitted(false);
        setServerFields({});
        reset();
      }}
      preview={<NameChangePreview form={form} businessName={businessName} />}
    >
      <Panel title={t("bots.nameChange.steps")}>
        <BotSwitch
          checked={form.active}
          onChange={(active) => update({ active })}
          onHint={t("bots.nameChange.activeOn")}
          offHint={t("bots.nameChange.activeOff")}
        />
        <PlaceholdersHint />
        <NameChangeFields
          form={form}
          errors={errors}
          onChange={(change) => {
            update(change);
            setServerFields({});
          }}
        />
      </Panel>
    </BotFormFrame>
  );
}
