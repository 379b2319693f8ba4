import { formatFileSize, REPORT_DOWNLOAD_KINDS, REPORT_DOWNLOADS } from "@consola/shared";
import { Button, Group, Menu, Progress, Text } from "@mantine/core";
import { IconChevronDown, IconFileDownload, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ReportQuery } from "../api/report-keys";
import { useReportDownload } from "../hooks/use-report-download";

/**
 * "Descargar CSV": the four files of the period and filters on screen. While one streams in, the menu gives
 * way to its progress (bytes so far: the server does not count the rows ahead) and a way to cancel it.
 */
export function ReportDownloads({ query }: { query: ReportQuery }) {
  const { t } = useTranslation();
  const { running, start, cancel } = useReportDownload(query);

  if (running) {
    const title = REPORT_DOWNLOADS[running.kind].title;
    return (
      <Group gap="xs" wrap="nowrap" data-testid="report-download-progress">
        <Progress
          value={100}
          striped
          animated
          w={72}
          aria-label={t("reports.download.progressLabel", { title })}
        />
        <Text size="sm" aria-live="polite" style={{ whiteSpace: "nowrap" }}>
          {t("reports.download.loaded", { size: formatFileSize(running.loaded) })}
        </Text>
        <Button variant="default" size="sm" leftSection={<IconX size={16} aria-hidden />} onClick={cancel}>
          {t("reports.download.cancel")}
        </Button>
      </Group>
    );
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFileDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t("reports.downloads")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("reports.download.menuLabel")}</Menu.Label>
        {REPORT_DOWNLOAD_KINDS.map((kind) => (
          <Menu.Item key={kind} onClick={() => void start(kind)} data-kind={kind}>
            {REPORT_DOWNLOADS[kind].title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
