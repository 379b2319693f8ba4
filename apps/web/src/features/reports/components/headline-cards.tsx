import { Paper, SimpleGrid, type SimpleGridProps, Skeleton, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import type { SectionQuery } from "./report-section";

/** One headline figure: its name, the figure as written, and a line under it (a comparison, a breakdown). */
export type HeadlineCard<F> = {
  key: string;
  label: string;
  value: (figures: F) => string;
  footer?: (figures: F) => ReactNode;
};

type HeadlineCardsProps<F> = {
  query: SectionQuery<F>;
  cards: HeadlineCard<F>[];
  cols: SimpleGridProps["cols"];
};

/** The period's headline figures, a card each; their skeletons while they load, one retry if they fail. */
export function HeadlineCards<F>({ query, cards, cols }: HeadlineCardsProps<F>) {
  const { t } = useTranslation();
  const figures = query.data;
  return (
    <section aria-labelledby="report-cards" data-testid="report-cards">
      <VisuallyHidden>
        <h2 id="report-cards">{t("reports.cards.label")}</h2>
      </VisuallyHidden>
      {query.isError ? (
        <LoadErrorAlert title={t("reports.loadError")} error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <SimpleGrid cols={cols} spacing="sm">
          {cards.map((card) => (
            <Paper key={card.key} withBorder p="md" radius="md" data-testid={`report-card-${card.key}`}>
              <Text size="sm" fw={500}>
                {card.label}
              </Text>
              {figures !== undefined ? (
                <>
                  <Text
                    fz={{ base: 20, sm: 26 }}
                    fw={700}
                    lh={1.3}
                    style={{ whiteSpace: "nowrap" }}
                    data-testid="report-card-value"
                  >
                    {card.value(figures)}
                  </Text>
                  {card.footer?.(figures)}
                </>
              ) : (
                <div aria-hidden data-testid="report-skeleton">
                  <Skeleton height={28} width="60%" my={4} />
                  <Skeleton height={12} width="80%" />
                </div>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
