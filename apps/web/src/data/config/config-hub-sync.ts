import { HUB_EVENTS } from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../lib/hub/hub-context";
import { refreshQueries } from "../../lib/query/refresh-queries";
import { configKeys } from "./config-keys";

/**
 * The one hub listener of configuration: someone saved a change (here or in another console of the
 * business), so every query of that part is read again. Mounted once, next to the hub connection.
 */
export function ConfigHubSync(): null {
  const client = useQueryClient();
  useHubEvent(HUB_EVENTS.configChanged, (event) => {
    refreshQueries(client, configKeys.of(event.what));
  });
  return null;
}
