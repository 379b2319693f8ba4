import { HUB_EVENTS } from "@consola/shared";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useHubEvent } from "../../lib/hub/hub-context";
import { refreshQueries } from "../../lib/query/refresh-queries";

/**
 * The hub says this person's role or area changed (someone saved them in another console): everything shown
 * is read again — the profile first of all, so the menu and the route guards follow the new role at once,
 * and the lists, which the role and the area decide. Mounted once, next to the hub connection.
 */
export function ProfileHubSync(): null {
  const { t } = useTranslation();
  const client = useQueryClient();
  useHubEvent(HUB_EVENTS.profileChanged, () => {
    refreshQueries(client, []);
    notifications.show({
      id: "profile-changed",
      color: "blue",
      message: t("app.profileChanged"),
      withBorder: true,
    });
  });
  return null;
}
