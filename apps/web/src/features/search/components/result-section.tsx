import type { SearchSection } from "@consola/shared";
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import type { SearchHits } from "../api/search-api";
import { useSearchSection } from "../hooks/use-search-section";

type ResultSectionProps<S extends SearchSection> = {
  query: string;
  section: S;
  /** One row of the list, for each hit. */
  children: (hit: SearchHits[S]) => ReactNode;
};

/** One kind of result (contacts, chats, messages): its list, its empty line and its "ver más". */
export function ResultSection<S extends SearchSection>({ query, section, children }: ResultSectionProps<S>) {
  const { t } = useTranslation();
  const hits = useSearchSection(query, section);
  const id = `search-${section}`;
  const title = t(`searchResults.sections.${section}`);
  const headingId = `${id}-heading`;
  return (
    <Paper withBorder radius="lg" shadow="xs" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4" id={headingId}>
          {title}
        </Title>
        {!hits.isPending && !hits.isError && (
          <Badge variant="light" radius="sm">
            {t("searchResults.shown", { count: hits.items.length })}
          </Badge>
        )}
      </Group>
      {hits.isPending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : hits.isError ? (
        <LoadErrorAlert
          title={t("searchResults.loadError", { section: title.toLowerCase() })}
          error={hits.error}
          onRetry={() => void hits.refetch()}
        />
      ) : hits.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(`searchResults.none.${section}`)}
        </Text>
      ) : (
        <Stack gap={4}>
          {hits.items.map(children)}
          {hits.hasNextPage && (
            <Group justify="center" mt="xs">
              <Button
                variant="light"
                loading={hits.isFetchingNextPage}
                onClick={() => void hits.fetchNextPage()}
              >
                {t("searchResults.more")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
}
