import { BOT_TEXT_PLACEHOLDERS, SELECTOR_AREA_PLACEHOLDER } from "@consola/shared";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerSave } from "../../../components/forms/use-server-save";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { Panel } from "../../../components/panel";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useConfigBusinessName } from "../../../data/config/use-config-business-name";
import { BotFormFrame } from "../components/bot-form-frame";
import { BotTextField } from "../components/bot-text-field";
import { PlaceholdersHint } from "../components/placeholders-hint";
import { SelectorAreasEditor } from "../components/selector-areas-editor";
import {
  fieldOfServerMessage,
  type SelectorForm,
  type SelectorProblems,
  selectorBody,
  selectorFormFrom,
  selectorProblems,
} from "../components/selector-form";
import { SelectorPreview } from "../components/selector-preview";
import { SelectorStatus } from "../components/selector-status";
import { TimeoutField } from "../components/timeout-field";
import { useBotMutations, useBotSelector } from "../hooks/use-bots";
import { useSavedForm } from "../hooks/use-saved-form";

const MENU_PLACEHOLDERS = [BOT_TEXT_PLACEHOLDERS.business, BOT_TEXT_PLACEHOLDERS.name];
const CHOSEN_PLACEHOLDERS = [SELECTOR_AREA_PLACEHOLDER, ...MENU_PLACEHOLDERS];

/**
 * /config/SelectorAreaChatBot: the area menu (question, areas in order with their texts, the answer once
 * chosen, the waiting time), previewed on WhatsApp and by SMS; the switch applies at once.
 */
export function SelectorBotPage() {
  const { t } = useTranslation();
  const selector = useBotSelector();
  const save = useBotMutations().saveMenu;
  const { saving, serverError, run } = useServerSave();
  const businessName = useConfigBusinessName();
  const saved = selector.data ? selectorFormFrom(selector.data) : undefined;
  const { form, update, dirty, reset } = useSavedForm<SelectorForm>(saved);
  const [errors, setErrors] = useState<SelectorProblems>({});
  const [serverField, setServerField] = useState(false);

  if (selector.isError) {
    return (
      <LoadErrorAlert
        title={t("bots.loadError")}
        error={selector.error}
        onRetry={() => void selector.refetch()}
      />
    );
  }
  if (!selector.data || !form) return <TableSkeleton rows={8} />;
  const businessAreas = selector.data.areas;
  const nameOf = (areaId: number) => businessAreas.find((area) => area.id === areaId)?.name ?? String(areaId);

  const change = (next: Partial<SelectorForm>) => {
    update(next);
    const touched = Object.keys(next) as (keyof SelectorForm)[];
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => !touched.includes(key as keyof SelectorForm)),
      ),
    );
  };

  const submit = () => {
    const problems = selectorProblems(form);
    setErrors(problems);
    setServerField(false);
    if (Object.keys(problems).length > 0) return;
    void run(
      () => save.mutateAsync(selectorBody(form)),
      (message) => {
        const field = fieldOfServerMessage(message);
        if (!field) return;
        setServerField(true);
        setErrors({ [field]: message });
      },
    );
  };

  return (
    <BotFormFrame
      subtitle={t("bots.selector.subtitle")}
      title={t("bots.selector.texts")}
      before={<SelectorStatus selector={selector.data} />}
      formError={serverError && !serverField ? serverError : null}
      dirty={dirty}
      saving={saving}
      onSubmit={submit}
      onDiscard={() => {
        setErrors({});
        reset();
      }}
      preview={
        <SelectorPreview
          message={form.message}
          chosenMessage={form.chosenMessage}
          areas={form.areas}
          nameOf={nameOf}
          businessName={businessName}
        />
      }
    >
      <Stack gap="md">
        <Panel title={t("bots.selector.texts")}>
          <PlaceholdersHint />
          <BotTextField
            label={t("bots.selector.message")}
            value={form.message}
            onChange={(message) => change({ message })}
            error={errors.message}
            placeholders={MENU_PLACEHOLDERS}
          />
          <BotTextField
            label={t("bots.selector.chosenMessage")}
            hint={t("bots.selector.chosenHint")}
            value={form.chosenMessage}
            onChange={(chosenMessage) => change({ chosenMessage })}
            error={errors.chosenMessage}
            placeholders={CHOSEN_PLACEHOLDERS}
          />
          <TimeoutField
            label={t("bots.selector.timeout")}
            hint={t("bots.selector.timeoutHint")}
            value={form.timeoutMinutes}
            onChange={(timeoutMinutes) => change({ timeoutMinutes })}
            error={errors.timeoutMinutes}
          />
        </Panel>
        <Panel title={t("bots.selector.areas")} description={t("bots.selector.areasHint")} gap="sm">
          <SelectorAreasEditor
            areas={form.areas}
            businessAreas={businessAreas}
            onChange={(areas) => change({ areas })}
            error={errors.areas}
          />
        </Panel>
      </Stack>
    </BotFormFrame>
  );
}
