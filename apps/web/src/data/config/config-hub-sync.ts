import { type ConfigKind, HUB_EVENTS } from "@consola/shared";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../lib/hub/hub-context";
import { refreshQueries } from "../../lib/query/refresh-queries";
import { sessionQueryKeys } from "../../lib/session/session-api";
import { configKeys } from "./config-keys";

/**
 * Session reads that carry a part of the configuration. They live under the session's keys (lib/ cannot key
 * with configKeys): the profile's isSelector is the selector bot's switch, so "Chats con el BOT" follows it;
 * the header's business name and the theme's colours come from MyBusiness (the profile names the business
 * too), the business's clock and survey switch as well.
 */
const SESSION_READERS: Partial<Record<ConfigKind, QueryKey[]>> = {
  bots: [sessionQueryKeys.profile],
  business: [sessionQueryKeys.business, sessionQueryKeys.profile],
  colors: [sessionQueryKeys.business],
  settings: [sessionQueryKeys.business],
  surveys: [sessionQueryKeys.business],
};

/**
 * The one hub listener of configuration: someone saved a change (here or in another console of the
 * business), so every query of that part is read again. Mounted once, next to the hub connection.
 */
export function ConfigHubSync(): null {
  const client = useQueryClient();
  useHubEvent(HUB_EVENTS.configChanged, (event) => {
    refreshQueries(client, configKeys.of(event.what));
    for (const key of SESSION_READERS[event.what] ?? []) refreshQueries(client, key);
  });
  return null;
}
