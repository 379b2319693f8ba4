import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";

type ResultSectionProps = {
  id: string;
  title: string;
  emptyText: string;
  count: number;
  pending: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  children: ReactNode;
};

/** One kind of result (contacts, chats, messages): its list, its empty line and its "ver más". */
export function ResultSection(props: ResultSectionProps) {
  const { t } = useTranslation();
  const headingId = `${props.id}-heading`;
  return (
    <Paper withBorder radius="lg" shadow="xs" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4" id={headingId}>
          {props.title}
        </Title>
        {!props.pending && !props.error && (
          <Badge variant="light" radius="sm">
            {t("searchResults.shown", { count: props.count })}
          </Badge>
        )}
      </Group>
      {props.pending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : props.error ? (
        <LoadErrorAlert
          title={t("searchResults.loadError", { section: props.title.toLowerCase() })}
          error={props.error}
          onRetry={props.onRetry}
        />
      ) : props.count === 0 ? (
        <Text c="dimmed" size="sm">
          {props.emptyText}
        </Text>
      ) : (
        <Stack gap={4}>
          {props.children}
          {props.hasMore && (
            <Group justify="center" mt="xs">
              <Button variant="light" loading={props.loadingMore} onClick={props.onMore}>
                {t("searchResults.more")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
}
