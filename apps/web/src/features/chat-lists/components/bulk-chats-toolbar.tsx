import { Button } from "@mantine/core";
import { IconArrowsExchange, IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SelectionToolbar } from "../../../components/bulk/selection-toolbar";
import type { BulkChats } from "../hooks/use-bulk-chats";

/** Above the active list while chats are selected: close or reassign them all, or clear the selection. */
export function BulkChatsToolbar({ bulk }: { bulk: BulkChats }) {
  const { t } = useTranslation();
  return (
    <SelectionToolbar
      count={bulk.selection.count}
      label={bulk.selection.allMatching ? t("chatLists.bulk.everyMatching") : undefined}
      onClear={bulk.selection.clear}
    >
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
    </SelectionToolbar>
  );
}
