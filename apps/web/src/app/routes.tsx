import { type AppRoute, BUSINESS_PANEL_PATH, findAppRoute, PUBLIC_PATHS } from "@consola/shared";
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { isWellFormedToken, sessionStore } from "../lib/session/session-store";
import { InitRedirect } from "./guards/init-redirect";
import { RequireRouteAccess } from "./guards/require-route-access";
import { RequireSession } from "./guards/require-session";
import { lazyPage, loadView } from "./lazy-page";
import { PageLoader } from "./page-loader";
import type { PageRoute, PanelFrame } from "./page-route";
import { RootLayout } from "./root-layout";
import { RouteErrorPage } from "./route-error-page";
import type { RouteHandle } from "./route-handle";
import { AppLayout, loadConsoleRoutes } from "./signed-in-shell";

// Each screen is its own chunk: the sign-in page does not download the console (it does once the user starts
// typing, see use-sign-in.ts and signed-in-shell.ts), and the console does not download the sign-in page.
const LoginPage = lazyPage(() => import("../features/auth/login-page").then((m) => m.LoginPage));
const ResetPasswordPage = lazyPage(() =>
  import("../features/auth/reset-password-page").then((m) => m.ResetPasswordPage),
);

/** The signed-in shell's route, under which the console's pages (app/console-routes.ts) are patched in. */
const CONSOLE_ROUTE_ID = "console";

/**
 * The route tree of spec section 2; a function so tests can mount it in a memory router (with
 * ROUTER_OPTIONS). The console's pages are not in it: the first address that only the catch-all matches
 * brings them (patchConsoleRoutes).
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // While the console's routes arrive for the address the app opened on (at once when preloaded).
      hydrateFallbackElement: <PageLoader fullScreen />,
      children: [
        { path: "/auth", element: <Navigate to={PUBLIC_PATHS.login} replace /> },
        { path: PUBLIC_PATHS.login, element: <LoginPage /> },
        { path: PUBLIC_PATHS.resetPassword, element: <ResetPasswordPage /> },
        { path: PUBLIC_PATHS.init, element: <InitRedirect /> },
        {
          element: <RequireSession />,
          children: [{ id: CONSOLE_ROUTE_ID, element: <AppLayout /> }],
        },
        { path: "*", element: <Navigate to={PUBLIC_PATHS.init} replace /> },
      ],
    },
  ];
}

function tableRoute(path: PageRoute["path"]): AppRoute {
  const route = findAppRoute(path);
  // Unreachable while AppRoutePath lists only the table's paths; a clear failure should that ever change.
  if (!route) throw new Error(`La ruta ${path} no está en la tabla de rutas`);
  return route;
}

/**
 * A feature's page as the router's route: behind its route's role check, with the title the layout shows, and
 * a page of the business panel in the panel's frame (about the business chosen there).
 */
function pageRoute({ path, page: Page }: PageRoute, BusinessPanelFrame: PanelFrame): RouteObject {
  const route = tableRoute(path);
  const handle: RouteHandle = { title: route.title };
  const screen = path.startsWith(`${BUSINESS_PANEL_PATH}/`) ? (
    <BusinessPanelFrame>
      <Page />
    </BusinessPanelFrame>
  ) : (
    <Page />
  );
  return { path, handle, element: <RequireRouteAccess route={route}>{screen}</RequireRouteAccess> };
}

/**
 * Gives the router the console's pages once an address needs them, so that their list (and what each needs
 * to download) stays out of the sign-in page's chunk. Without a session they are not fetched at all: the
 * catch-all then sends the visitor through /init to sign in. A second patch adds nothing (the router keeps one
 * route per path).
 */
const patchConsoleRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  if (!isWellFormedToken(sessionStore.get().token)) return;
  const { PAGE_ROUTES, BusinessPanelFrame } = await loadView(loadConsoleRoutes);
  patch(
    CONSOLE_ROUTE_ID,
    PAGE_ROUTES.map((page) => pageRoute(page, BusinessPanelFrame)),
  );
};

/** What createBrowserRouter (main.tsx) and the tests' memory routers take besides the tree. */
export const ROUTER_OPTIONS = { patchRoutesOnNavigation: patchConsoleRoutes };
