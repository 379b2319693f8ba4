import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { buildRoutes, ROUTER_OPTIONS } from "./app/routes";
import { preloadSignedInShell } from "./app/signed-in-shell";
import { rememberLanguage } from "./lib/i18n/language";
import { sessionStore } from "./lib/session/session-store";

// i18next loads with the signed-in shell; the LANG cookie is written from the first page all the same.
rememberLanguage();

const container = document.getElementById("root");
if (!container) throw new Error("Falta el elemento #root en index.html");

function start(root: HTMLElement) {
  const router = createBrowserRouter(buildRoutes(), ROUTER_OPTIONS);
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/** How long a signed-in visit waits for its shell before showing the loader instead (a slow network). */
const SHELL_WAIT_MS = 1500;

// A stored session is checked against the shared schemas before the first paint, so the first screen
// already has the profile and the business colours; should they fail to load, the profile comes again
// from the server. Not a top-level await: the schemas' chunk imports from this one, which would never
// finish evaluating while it waited for them.
if (sessionStore.get().token) {
  // A signed-in visit downloads its shell (and the screen it opens on) while the stored session is checked,
  // and renders once both are there: the shell and its screen then render at once, without a full-screen
  // loader first. On a slow network the loader shows after SHELL_WAIT_MS, until the shell arrives.
  const shell = Promise.race([
    preloadSignedInShell(),
    new Promise<void>((resolve) => setTimeout(resolve, SHELL_WAIT_MS)),
  ]);
  void Promise.all([sessionStore.checked().catch(() => undefined), shell]).then(() => start(container));
} else {
  start(container);
}
