import { HUB_EVENTS } from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useHubEvent } from "../../lib/hub/hub-context";
import { toast } from "../../lib/notify/toast";
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
    toast.info(t("app.profileChanged"), { id: "profile-changed", bordered: true });
  });
  return null;
}
