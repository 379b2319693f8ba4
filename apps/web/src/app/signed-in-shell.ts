import { sessionStore } from "../lib/session/session-store";
import { lazyPage } from "./lazy-page";

// The features' texts and the screen registry come with the signed-in shell, which renders once all three
// have arrived; each screen is then its own chunk again.
const loadRouteScreen = () => import("./route-screen");
// i18next itself comes with them: the public screens do without it (lib/i18n/texts.ts). Both chunks are asked
// for at once, rather than the texts once the catalogue has arrived.
const loadFeatureTexts = () =>
  Promise.all([import("./i18n/catalogue"), import("./i18n/feature-texts")]).then(([m]) =>
    m.loadFeatureTexts(),
  );

export const RouteScreen = lazyPage(() => loadRouteScreen().then((m) => m.RouteScreen));

// The shell waits for the screen registry too: a small file that needs nothing more, it then arrives ahead
// of the shell's files, and the screen preloadSignedInShell asks for is asked for that much sooner.
export const AppLayout = lazyPage(() =>
  Promise.all([RouteScreen.preload(), import("./layout/app-layout"), loadFeatureTexts()]).then(
    ([, m]) => m.AppLayout,
  ),
);

/**
 * Starts downloading the signed-in shell and the screen of `path` (by default the address the app opened
 * on) before the router asks for them, with what that screen shows first; settles once they are there
 * (never rejects), when the shell renders with its screen at once rather than with a loader in its place. A
 * screen that fails to load is left to its own lazy load, which reports it in the shell. Signing in calls it
 * with the start page as soon as the role is known, so the console arrives during the sign-in's own calls
 * and pause. (In a memory router, as in the tests, the browser's address names no screen.)
 */
export function preloadSignedInShell(path: string = window.location.pathname): Promise<void> {
  const screen = loadRouteScreen().then(
    (m) => m.preloadScreen(path),
    () => undefined,
  );
  // The shell shows times from its first frame (the header's clock, the lists' dates); the zone's data loads
  // now rather than during that frame. The sign-in does not know the business yet: the default zone loads the
  // data all the same, and the business's own zone then costs about a millisecond.
  const clock = import("../lib/time/business-time").then(
    (m) => m.prepareZone(sessionStore.get().business?.timeZone),
    () => undefined,
  );
  return Promise.all([AppLayout.preload(), screen, clock]).then(() => undefined);
}
