import type { FlowFault } from "@consola/shared";
import { Loader, Paper, Stack, Tabs, Text } from "@mantine/core";
import { IconDeviceMobile, IconSitemap } from "@tabler/icons-react";
import { memo, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lazyPage } from "../../../app/lazy-page";
import type { SurveyDraft } from "./survey-form-values";
import { SurveyPlayer } from "./survey-player";

// The diagram and its libraries (xyflow, dagre) are their own chunk, fetched when the editor opens.
const SurveyFlowDiagram = lazyPage(() => import("./survey-flow-diagram").then((m) => m.SurveyFlowDiagram));

/** What the diagram and the preview show: the messages and the questions (not the name). */
export type PlayedSurvey = Pick<SurveyDraft, "initialMessage" | "finalMessage" | "questions">;

type SurveySidePanelProps = {
  definition: PlayedSurvey;
  faults: readonly FlowFault[];
  businessName: string;
  onOpenQuestion: (index: number) => void;
};

/**
 * Beside the editor (below it on a phone), kept in view while the questions scroll: the flow diagram and
 * the played preview, both drawn from what the editor holds right now.
 */
export const SurveySidePanel = memo(function SurveySidePanel({
  definition,
  faults,
  businessName,
  onOpenQuestion,
}: SurveySidePanelProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-label={t("surveys.side.label")}
      withBorder
      radius="md"
      p="sm"
      style={{
        position: "sticky",
        top: "calc(var(--app-shell-header-height, 64px) + var(--mantine-spacing-md))",
      }}
    >
      {/* The hidden tab is not kept: the diagram measures its frame when it is shown. */}
      <Tabs defaultValue="diagram" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="diagram" leftSection={<IconSitemap size={16} aria-hidden />}>
            {t("surveys.side.diagram")}
          </Tabs.Tab>
          <Tabs.Tab value="preview" leftSection={<IconDeviceMobile size={16} aria-hidden />}>
            {t("surveys.side.preview")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="diagram">
          {definition.questions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("surveys.diagram.empty")}
            </Text>
          ) : (
            <Suspense
              fallback={
                <Stack align="center" py="xl" gap="xs">
                  <Loader size="sm" />
                  <Text size="sm" c="dimmed">
                    {t("surveys.diagram.loading")}
                  </Text>
                </Stack>
              }
            >
              <SurveyFlowDiagram definition={definition} faults={faults} onOpenQuestion={onOpenQuestion} />
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <SurveyPlayer definition={definition} businessName={businessName} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
});
