import { panelPathFor } from "@consola/shared";
import { useConfigBusiness } from "./config-business";

/**
 * Where a link to a /config screen goes from the screen showing it: the /config path itself on one's own
 * business; under the business panel, the panel page that shows that screen for the chosen business
 * ("/config/areasCompany" → "/admin/business/panel/area?business_id=7"). A path the panel has no page for
 * stays as it is.
 */
export function useConfigPath(configPath: string): string {
  const businessId = useConfigBusiness();
  if (businessId === null) return configPath;
  const panelPath = panelPathFor(configPath);
  return panelPath ? `${panelPath}?business_id=${businessId}` : configPath;
}
