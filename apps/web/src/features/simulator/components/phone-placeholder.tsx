import { Center, EmptyState } from "@mantine/core";
import { IconDeviceMobileMessage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./phone-view.module.css";

export function PhonePlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={classes.phone}>
      <Center h="100%" p="lg">
        <EmptyState
          withIndicatorBackground
          icon={<IconDeviceMobileMessage size={26} />}
          title={t("simulator.phone.title")}
          description={t("simulator.contact.chooseFirst")}
        />
      </Center>
    </div>
  );
}
