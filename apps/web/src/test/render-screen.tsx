import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { ChatHubSync } from "../data/chats";
import type { HubClient } from "../lib/hub/hub-client";
import { HubProvider } from "../lib/hub/hub-context";
import { createFakeHub } from "./socket-fake-hub";

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it for re-measuring.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

type RenderScreenOptions = {
  path: string;
  route: string;
  hub?: HubClient;
  /** Further screens the screen leads to (a list's editor), by route. */
  others?: Record<string, ReactNode>;
};

/**
 * One screen in the app's providers and a memory router at `path`, with a hub the test controls and
 * without the layout's header (whose dropdowns ask their own calls).
 */
export function renderScreen(screen: ReactNode, { path, route, hub, others = {} }: RenderScreenOptions) {
  const hubClient = hub ?? createFakeHub().client;
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      ...Object.entries(others).map(([otherRoute, element]) => ({ path: otherRoute, element })),
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <HubProvider client={hubClient}>
        <ChatHubSync />
        <RouterProvider router={router} />
      </HubProvider>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
