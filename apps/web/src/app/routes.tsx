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
import { AppLayout, RouteScreen } from "./signed-in-shell";

// Each screen is its own chunk: the sign-in page does not download the console (it does once the user starts
// typing, see use-sign-in.ts and signed-in-shell.ts), and the console does not download the sign-in page.
const LoginPage = lazyPage(() => import("../features/auth/login-page").then((m) => m.LoginPage));
const ResetPasswordPage = lazyPage(() =>
  import("../features/auth/reset-password-page").then((m) => m.ResetPasswordPage),
);

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
