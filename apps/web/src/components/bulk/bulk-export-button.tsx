import { Button } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A selection toolbar's export: the selected records (or every one the filters match) as a CSV. */
export function BulkExportButton({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileDownload size={14} aria-hidden />}
      loading={exporting}
      onClick={onExport}
    >
      {t("bulk.selection.export")}
    </Button>
  );
}
