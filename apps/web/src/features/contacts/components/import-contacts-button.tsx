import { IconFileImport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session/use-session";
import { ToolbarAction } from "./toolbar-action";

/** Contact import, like the export: only a business's administrator sees it. */
export function ImportContactsButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const { role } = useSession();
  if (role !== "ProviderAdmin") return null;
  return (
    <ToolbarAction
      label={t("contacts.import.open")}
      icon={<IconFileImport size={16} aria-hidden />}
      onClick={onOpen}
    />
  );
}
