import { Center, EmptyState } from "@mantine/core";
import { IconMessages } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export function PaneEmptyState() {
  const { t } = useTranslation();
  return (
    <Center h="100%" bg="gray.0">
      <EmptyState
        withIndicatorBackground
        icon={<IconMessages size={26} />}
        title={t("conversations.pane.choose")}
        description={t("conversations.pane.chooseHint")}
      />
    </Center>
  );
}
