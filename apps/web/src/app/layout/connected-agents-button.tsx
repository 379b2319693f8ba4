import { ActionIcon, Tooltip } from "@mantine/core";
import { IconHeadset } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The header shortcut to /agent, which provider menus do not list (spec section 2). */
export function ConnectedAgentsButton() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t("layout.connectedAgents")}>
      <ActionIcon
        component={Link}
        to="/agent"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t("layout.connectedAgents")}
      >
        <IconHeadset size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
