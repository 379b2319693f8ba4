import { BOT_MESSAGES, type BotSelector } from "@consola/shared";
import { Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { errorMessage } from "../../../lib/api/error-message";
import { useBotMutations } from "../hooks/use-bots";
import { BotSwitch } from "./bot-switch";

/**
 * The selector's switch, saved at once (SetStatusBot) and apart from the menu's texts. Switching it off
 * while chats wait on the menu says how many go to the general queue, and asks first.
 */
export function SelectorStatus({ selector }: { selector: BotSelector }) {
  const { t } = useTranslation();
  const status = useBotMutations().setSelectorActive;
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // "Add an area first" no longer holds once a menu with areas is saved.
  const shownError = error === BOT_MESSAGES.selectorNoAreas && selector.texts.areas.length > 0 ? null : error;
  const active = status.isPending ? (status.variables ?? selector.active) : selector.active;

  const change = async (next: boolean) => {
    setError(null);
    try {
      await status.mutateAsync(next);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const onChange = (next: boolean) => {
    if (next && selector.texts.areas.length === 0) {
      setError(BOT_MESSAGES.selectorNoAreas);
      return;
    }
    if (!next && selector.waiting > 0) {
      setConfirming(true);
      return;
    }
    void change(next);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <BotSwitch
          label={t("bots.selector.switch")}
          checked={active}
          disabled={status.isPending}
          onChange={onChange}
          onHint={`${t("bots.selector.activeOn")} ${t("bots.selector.usesSaved")}`}
          offHint={`${t("bots.selector.activeOff")} ${t("bots.selector.usesSaved")}`}
          error={shownError}
        />
        {selector.active && (
          <Text size="sm" data-testid="selector-waiting">
            {t("bots.selector.waiting", { count: selector.waiting })}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("bots.selector.deactivateTitle")}
        question={t("bots.selector.deactivateQuestion", { count: selector.waiting })}
        explanation={t("bots.selector.deactivateExplanation")}
        confirmLabel={t("bots.selector.deactivate")}
        cancelLabel={t("bots.selector.cancel")}
        onConfirm={() => status.mutateAsync(false)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
