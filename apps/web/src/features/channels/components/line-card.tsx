import { CHANNEL_CREDENTIAL_LABELS, type ChannelLine, type ChannelTestResult } from "@consola/shared";
import { Alert, Badge, Button, Code, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconKey, IconPlugConnected } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { credentialFields, storedCredential } from "./line-form-values";

type LineCardProps = {
  line: ChannelLine;
  testing: boolean;
  /** The last "probar conexión" answer for this line, shown under it. */
  result: ChannelTestResult | undefined;
  onEdit: (line: ChannelLine) => void;
  onTest: (line: ChannelLine) => void;
};

/** One line: its number and ids, which keys are stored (masked), where the provider posts, and its actions. */
export function LineCard({ line, testing, result, onEdit, onTest }: LineCardProps) {
  const { t } = useTranslation();
  const name = `${t(`channels.kind.${line.kind}`)} ${line.phoneNumber || line.externalId}`;
  const fields = credentialFields(line.provider);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      shadow="xs"
      data-testid="channel-line"
      aria-label={name}
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: "1 1 240px" }}>
            <Group gap="xs">
              <Text fw={700}>{t(`channels.provider.${line.provider}`)}</Text>
              <Badge variant="light" radius="sm" color={line.status === "active" ? "teal" : "gray"}>
                {t(`channels.status.${line.status}`)}
              </Badge>
            </Group>
            <Text size="sm">
              {t("channels.number")}: {line.phoneNumber || t("channels.noNumber")}
            </Text>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t(`channels.externalId.${line.provider}`)}: {line.externalId}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => onEdit(line)}
              aria-label={t("channels.editOf", { line: name })}
            >
              {t("channels.edit")}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlugConnected size={16} aria-hidden />}
              loading={testing}
              onClick={() => onTest(line)}
              aria-label={t("channels.testOf", { line: name })}
            >
              {t("channels.test")}
            </Button>
          </Group>
        </Group>
        {line.provider === "sandbox" ? (
          <Text size="sm" c="dimmed">
            {t("channels.sandboxKeys")}
          </Text>
        ) : (
          <Stack gap={4} data-testid="line-keys">
            <Text size="sm" fw={600}>
              {t("channels.keys")}
            </Text>
            {fields.map((field) => {
              const stored = storedCredential(line, field);
              return (
                <Text size="sm" key={field}>
                  {CHANNEL_CREDENTIAL_LABELS[field] ?? field}:{" "}
                  {stored.saved
                    ? stored.hint
                      ? t("channels.keySaved", { hint: stored.hint })
                      : t("channels.keySavedShort")
                    : t("channels.keyMissing")}
                </Text>
              );
            })}
          </Stack>
        )}
        {line.webhookUrls.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t("channels.webhooks")}
            </Text>
            {line.webhookUrls.map((url) => (
              <Code key={url} style={{ overflowWrap: "anywhere" }}>
                {url}
              </Code>
            ))}
          </Stack>
        )}
        {result && (
          <Alert
            role="status"
            color={result.passed ? "teal" : "red"}
            variant="light"
            icon={result.passed ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
            // A passing message already says so; a failure gets a title before the provider's reason.
            title={result.passed ? undefined : t("channels.testFailed")}
            data-testid="line-test-result"
          >
            {result.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
