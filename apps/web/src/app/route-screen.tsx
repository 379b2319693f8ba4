import { type AppRoute, BUSINESS_PANEL_PATH } from "@consola/shared";
import { lazyPage } from "./lazy-page";
import { SCREENS } from "./screen-registry";

const BusinessPanelFrame = lazyPage(() =>
  import("../features/config-menu/components/business-panel-frame").then((m) => m.BusinessPanelFrame),
);
const UnderConstructionPage = lazyPage(() =>
  import("../features/placeholder/under-construction-page").then((m) => m.UnderConstructionPage),
);

/**
 * Starts downloading the screen of `path`, so that a first visit fetches it alongside the signed-in shell
 * instead of after it; settles once it is there (never rejects).
 */
export function preloadScreen(path: string): Promise<void> {
  return SCREENS[path]?.preload() ?? Promise.resolve();
}

/**
 * The built screen of a route, or the under-construction page until its issue builds it. A page of the
 * business panel (its /config screen, see screen-registry.ts) is shown in the panel's frame. Its own chunk
 * with the registry: the list of every screen (and what each needs preloaded) is the console's business,
 * not the sign-in page's.
 */
export function RouteScreen({ route }: { route: AppRoute }) {
  const Screen = SCREENS[route.path];
  const screen = Screen ? <Screen /> : <UnderConstructionPage title={route.title} />;
  return route.path.startsWith(`${BUSINESS_PANEL_PATH}/`) ? (
    <BusinessPanelFrame>{screen}</BusinessPanelFrame>
  ) : (
    screen
  );
}
