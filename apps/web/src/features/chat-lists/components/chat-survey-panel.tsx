import { Alert, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconSend } from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { useChatSurvey } from "../hooks/use-chat-survey";
import { SurveyResponseItem } from "./survey-response-item";

/**
 * "Encuesta de satisfacción" of an ended chat: each survey sent in it with the contact's answers, or, when
 * none went out, the manager's button to send the active one now.
 */
export function ChatSurveyPanel({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const { responses, send, sendError } = useChatSurvey(conversationId);
  const list = responses.data;

  return (
    <Paper
      component="section"
      aria-labelledby="chat-survey-title"
      withBorder
      radius="lg"
      shadow="xs"
      p="lg"
      data-testid="chat-survey"
    >
      <Stack gap="md">
        <Title id="chat-survey-title" order={2} fz="md" fw={650}>
          {t("chatLists.survey.title")}
        </Title>
        {responses.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t("common.loading")}
            </Text>
          </Group>
        ) : responses.isError ? (
          <LoadErrorAlert
            title={t("chatLists.survey.loadError")}
            error={responses.error}
            onRetry={() => void responses.refetch()}
          />
        ) : list && list.length > 0 ? (
          list.map((response, index) => (
            <Fragment key={response.id}>
              {index > 0 && <Divider />}
              <SurveyResponseItem response={response} />
            </Fragment>
          ))
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text size="sm" data-testid="chat-survey-empty">
              {t("chatLists.survey.none")}
            </Text>
            <Button
              variant="light"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={send.isPending}
              onClick={() => send.mutate()}
            >
              {t("chatLists.survey.send")}
            </Button>
            {sendError && (
              // The toast announces it; this keeps the reason on screen once the toast is gone.
              <Alert
                role="note"
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                py="xs"
                data-testid="chat-survey-send-error"
              >
                {sendError}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
