import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../../../app/providers";
import { createQueryClient } from "../../../app/query-client";
import { ChatHubSync } from "../../../data/chats";
import { FakeHub } from "../../../lib/hub/fake-hub";
import { HubProvider } from "../../../lib/hub/hub-context";

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

/** One screen or component with the app's providers, a memory router and a hub the test drives. */
export function renderFeature(ui: ReactElement, { path = "/home", hub = new FakeHub() } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <HubProvider client={hub.asClient()}>
            <ChatHubSync />
            {ui}
          </HubProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, hub, router, queryClient };
}
