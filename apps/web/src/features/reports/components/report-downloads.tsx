import { formatFileSize } from "@consola/shared";
import { Button, Group, Menu, Progress, Text } from "@mantine/core";
import { IconChevronDown, IconFileDownload, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ReportFile } from "../api/report-files";
import { useReportDownload } from "../hooks/use-report-download";

/**
 * "Descargar CSV": the page's files for the period and filters on screen, a menu when there are several and
 * the button itself when there is one. While one streams in, the button gives way to its progress (bytes so
 * far: the server does not count the rows ahead) and a way to cancel it.
 */
export function ReportDownloads({ files }: { files: ReportFile[] }) {
  const { t } = useTranslation();
  const { running, start, cancel } = useReportDownload();

  if (running) {
    const { title } = running;
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

  const [only] = files;
  if (only && files.length === 1) {
    return (
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileDownload size={16} aria-hidden />}
        onClick={() => void start(only)}
        title={only.title}
      >
        {t("reports.downloads")}
      </Button>
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
        {files.map((file) => (
          <Menu.Item key={file.key} onClick={() => void start(file)} data-kind={file.key}>
            {file.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
