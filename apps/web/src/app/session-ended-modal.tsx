import { PUBLIC_PATHS } from "@consola/shared";
import { Button, Group, Modal, Text, ThemeIcon } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { endedBecause, sessionEnded, useSessionEndedToken } from "../lib/session/session-ended";
import { sessionStore } from "../lib/session/session-store";
import { useSession } from "../lib/session/use-session";
import { QueryProvider } from "./query-provider";

/**
 * The single dialog for a session that expired or was taken over by another sign-in (spec section 8). It
 * cannot be dismissed: the only way on is signing in again.
 */
export function SessionEndedModal() {
  return (
    <QueryProvider>
      <SessionEndedDialog />
    </QueryProvider>
  );
}

function SessionEndedDialog() {
  const { t } = useTranslation();
  const deadToken = useSessionEndedToken();
  const { token } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Signed in again in another tab meanwhile: that fresh session is not to be thrown away here.
  const replacedHere = deadToken !== null && token !== null && token !== deadToken;
  const opened = deadToken !== null && !replacedHere;

  useEffect(() => {
    if (replacedHere) sessionEnded.close();
  }, [replacedHere]);

  const goToLogin = async () => {
    sessionStore.clear();
    sessionEnded.close();
    await navigate(PUBLIC_PATHS.login, { replace: true });
    // Only once the private screens are gone, so none of them refetches with no session.
    queryClient.clear();
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="lg"
      title={
        <Group gap="sm">
          <ThemeIcon variant="light" color="orange" radius="xl" size="lg">
            <IconLock size={18} aria-hidden />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {t("sessionEnded.title")}
          </Text>
        </Group>
      }
    >
      <Text size="sm" mb="lg">
        {endedBecause(sessionEnded.reason())}
      </Text>
      <Group justify="flex-end">
        <Button onClick={goToLogin} data-autofocus>
          {t("sessionEnded.action")}
        </Button>
      </Group>
    </Modal>
  );
}
