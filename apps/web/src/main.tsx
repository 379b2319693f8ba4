import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/i18n/catalogue";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { buildRoutes } from "./app/routes";

const container = document.getElementById("root");
if (!container) throw new Error("Falta el elemento #root en index.html");

const router = createBrowserRouter(buildRoutes());

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
