import { IconFileDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session/use-session";
import { ToolbarAction } from "./toolbar-action";

type ExportContactsButtonProps = { loading: boolean; onExport: () => void };

/** The CSV export "Contactos" (spec section 6): only a business's administrator sees it. */
export function ExportContactsButton({ loading, onExport }: ExportContactsButtonProps) {
  const { t } = useTranslation();
  const { role } = useSession();
  if (role !== "ProviderAdmin") return null;
  return (
    <ToolbarAction
      label={t("contacts.export")}
      icon={<IconFileDownload size={16} aria-hidden />}
      loading={loading}
      onClick={onExport}
    />
  );
}
