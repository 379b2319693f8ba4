import { Button } from "@mantine/core";
import { IconArrowsExchange, IconCircleX, IconUserShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { BulkExportButton } from "../../../components/bulk/bulk-export-button";
import { BulkLabelButtons } from "../../../components/bulk/bulk-label-buttons";
import { SelectionToolbar } from "../../../components/bulk/selection-toolbar";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";
import type { BulkChats } from "../hooks/use-bulk-chats";

/**
 * Above a chat list while chats are selected: put labels on them or take them off, export them, on the active
 * list close or reassign them, or clear the selection.
 */
export function BulkChatsToolbar({ bulk, kind }: { bulk: BulkChats; kind: ChatListKind }) {
  const { t } = useTranslation();
  return (
    <SelectionToolbar
      count={bulk.selection.count}
      label={bulk.selection.allMatching ? t("chatLists.bulk.everyMatching") : undefined}
      onClear={bulk.selection.clear}
    >
      <BulkLabelButtons
        onOpen={(change) => bulk.openDialog(change === "add" ? "addLabels" : "removeLabels")}
      />
      <BulkExportButton exporting={bulk.exportCsv.isPending} onExport={() => bulk.exportCsv.mutate()} />
      {(kind === "pending" || kind === "bot") && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUserShare size={14} aria-hidden />}
          onClick={() => bulk.openDialog("assign")}
        >
          {t("chatLists.bulk.assign")}
        </Button>
      )}
      {kind === "active" && (
        <>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconCircleX size={14} aria-hidden />}
            onClick={() => bulk.openDialog("close")}
          >
            {t("chatLists.bulk.close")}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
            onClick={() => bulk.openDialog("reassign")}
          >
            {t("chatLists.bulk.reassign")}
          </Button>
        </>
      )}
    </SelectionToolbar>
  );
}
