import { APP_ROUTES, type AppRoute, PUBLIC_PATHS } from "@consola/shared";
import type { ReactNode } from "react";
import { Navigate, type RouteObject } from "react-router";
import { SearchPage } from "../features/search/screens";
import { InitRedirect } from "./guards/init-redirect";
import { RequireRouteAccess } from "./guards/require-route-access";
import { RequireSession } from "./guards/require-session";
import { lazyPage } from "./lazy-page";
import { RootLayout } from "./root-layout";
import { RouteErrorPage } from "./route-error-page";
import { type RouteHandle, SEARCH_ROUTE } from "./route-handle";

// Each screen is its own chunk: signing in does not download the console, and the reverse.
const LoginPage = lazyPage(() => import("../features/auth/login-page").then((m) => m.LoginPage));
const ResetPasswordPage = lazyPage(() =>
  import("../features/auth/reset-password-page").then((m) => m.ResetPasswordPage),
);
// The features' texts and the screen registry come with the signed-in shell, which renders once all three
// have arrived; each screen is then its own chunk again.
const loadRouteScreen = () => import("./route-screen");
// i18next itself comes with them: the public screens do without it (lib/i18n/texts.ts). Both chunks are asked
// for at once, rather than the texts once the catalogue has arrived.
const loadFeatureTexts = () =>
  Promise.all([import("./i18n/catalogue"), import("./i18n/feature-texts")]).then(([m]) =>
    m.loadFeatureTexts(),
  );
const RouteScreen = lazyPage(() => loadRouteScreen().then((m) => m.RouteScreen));
// The screen of the address the app opened on starts downloading with them, and the shell waits for it: it
// then renders with its screen rather than with a loader in its place (in a memory router, as in the tests,
// the browser's address names no screen and nothing is preloaded). A screen that fails to load is left to
// its own lazy load, which reports it in the shell. The registry is asked for first: a small file that needs
// nothing more, it then arrives ahead of the shell's files and the screen's are asked for that much sooner.
const AppLayout = lazyPage(() =>
  Promise.all([
    loadRouteScreen().then((m) => m.preloadScreen(window.location.pathname)),
    RouteScreen.preload(),
    import("./layout/app-layout"),
    loadFeatureTexts(),
  ]).then(([, , m]) => m.AppLayout),
);

/**
 * Starts downloading the signed-in shell and the screen it opens on before the router asks for them;
 * settles once they are there (never rejects), when the shell renders with its screen at once.
 */
export function preloadSignedInShell(): Promise<void> {
  return AppLayout.preload();
}

function privateRoute(route: AppRoute, element: ReactNode): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return {
    path: route.path,
    handle,
    element: <RequireRouteAccess route={route}>{element}</RequireRouteAccess>,
  };
}

/** The route tree of spec section 2; a function so tests can mount it in a memory router. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: "/auth", element: <Navigate to={PUBLIC_PATHS.login} replace /> },
        { path: PUBLIC_PATHS.login, element: <LoginPage /> },
        { path: PUBLIC_PATHS.resetPassword, element: <ResetPasswordPage /> },
        { path: PUBLIC_PATHS.init, element: <InitRedirect /> },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppLayout />,
              children: [
                ...APP_ROUTES.map((route) => privateRoute(route, <RouteScreen route={route} />)),
                privateRoute(SEARCH_ROUTE, <SearchPage />),
              ],
            },
          ],
        },
        { path: "*", element: <Navigate to={PUBLIC_PATHS.init} replace /> },
      ],
    },
  ];
}
