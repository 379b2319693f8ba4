import { sessionStore } from "../lib/session/session-store";
import { lazyPage } from "./lazy-page";

type ConsoleRoutesModule = typeof import("./console-routes");

let consoleRoutesModule: ConsoleRoutesModule | undefined;

/**
 * The console's routes (every feature's pages) come in a chunk of their own: the sign-in page does not
 * download them. Once they are there they are kept, so the router patches them in without waiting again.
 */
export function loadConsoleRoutes(): Promise<ConsoleRoutesModule> {
  if (consoleRoutesModule) return Promise.resolve(consoleRoutesModule);
  return import("./console-routes").then((m) => {
    consoleRoutesModule = m;
    return m;
  });
}

// i18next itself comes with the features' texts: the public screens do without it (lib/i18n/texts.ts). Both
// chunks are asked for at once, rather than the texts once the catalogue has arrived.
const loadFeatureTexts = () =>
  Promise.all([import("./i18n/catalogue"), import("./i18n/feature-texts")]).then(([m]) =>
    m.loadFeatureTexts(),
  );

// The shell is asked for with the console's routes: a small chunk that needs nothing more, it then arrives
// ahead of the shell's files, and the page preloadSignedInShell asks for is asked for that much sooner. Their
// failure is the router's to report (app/routes.tsx), not the shell's.
export const AppLayout = lazyPage(() =>
  Promise.all([
    loadConsoleRoutes().catch(() => undefined),
    import("./layout/app-layout"),
    loadFeatureTexts(),
  ]).then(([, m]) => m.AppLayout),
);

/**
 * Starts downloading the signed-in shell and the page of `path` (by default the address the app opened on)
 * before the router asks for them, with what that page shows first; settles once they are there (never
 * rejects), when the shell renders with its page at once rather than with a loader in its place. A page that
 * fails to load is left to its own lazy load, which reports it in the shell. Signing in calls it with the
 * start page as soon as the role is known, so the console arrives during the sign-in's own calls and pause.
 * (In a memory router, as in the tests, the browser's address names no page.)
 */
export function preloadSignedInShell(path: string = window.location.pathname): Promise<void> {
  const page = loadConsoleRoutes().then(
    (m) => m.preloadPage(path),
    () => undefined,
  );
  // The shell shows times from its first frame (the header's clock, the lists' dates); the zone's data loads
  // now rather than during that frame. The sign-in does not know the business yet: the default zone loads the
  // data all the same, and the business's own zone then costs about a millisecond.
  const clock = import("../lib/time/business-time").then(
    (m) => m.prepareZone(sessionStore.get().business?.timeZone),
    () => undefined,
  );
  return Promise.all([AppLayout.preload(), page, clock]).then(() => undefined);
}
