import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { buildRoutes, ROUTER_OPTIONS } from "../app/routes";

/** The whole app, as the browser would run it, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { ...ROUTER_OPTIONS, initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
