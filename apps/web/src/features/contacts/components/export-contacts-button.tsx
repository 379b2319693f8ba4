import { Button } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session/use-session";

type ExportContactsButtonProps = { loading: boolean; onExport: () => void };

/** The CSV export "Contactos" (spec section 6): only a business's administrator sees it. */
export function ExportContactsButton({ loading, onExport }: ExportContactsButtonProps) {
  const { t } = useTranslation();
  const { role } = useSession();
  if (role !== "ProviderAdmin") return null;
  return (
    <Button
      variant="default"
      leftSection={<IconFileDownload size={16} aria-hidden />}
      loading={loading}
      onClick={onExport}
    >
      {t("contacts.export")}
    </Button>
  );
}
