import { Button } from "@mantine/core";
import { IconTagMinus, IconTagPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BulkLabelsChange } from "./bulk-labels-dialog";

/** A selection toolbar's two label actions, each opening the labels dialog for its change. */
export function BulkLabelButtons({ onOpen }: { onOpen: (change: BulkLabelsChange) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTagPlus size={14} aria-hidden />}
        onClick={() => onOpen("add")}
      >
        {t("bulk.labels.addTitle")}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTagMinus size={14} aria-hidden />}
        onClick={() => onOpen("remove")}
      >
        {t("bulk.labels.removeTitle")}
      </Button>
    </>
  );
}
