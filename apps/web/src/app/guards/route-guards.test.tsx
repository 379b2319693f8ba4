import { APP_ROUTES } from "@consola/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  chStaMaster,
  inOutMaster,
  resFirstMaster,
} from "../../features/reports/pages/master-report-fixtures";
import { sessionStore } from "../../lib/session/session-store";
import { ok } from "../../test/fake-fetch";
import { buildProfile } from "../../test/fixtures";
import { renderApp } from "../../test/render";
import { serverAnswering, signedInAs } from "../../test/session";
import { PAGE_ROUTES } from "../console-routes";

/** The platform's start page (/admin/report) asks for these three reports. */
const PLATFORM_START = {
  routes: {
    "POST /api/report/InOutMaster": ok(inOutMaster),
    "POST /api/report/ChStaMaster": ok(chStaMaster),
    "POST /api/report/ResFirstMaster": ok(resFirstMaster),
  },
};

const ROUTE_REFUSED = "Tu perfil no tiene acceso a esa sección: te llevamos a tu inicio.";

const pathOf = (router: ReturnType<typeof renderApp>["router"]) => router.state.location.pathname;

describe("route guards", () => {
  it("sends a visitor without a session from a private route to sign in", async () => {
    serverAnswering({});
    const { router } = renderApp("/chat-active");
    await waitFor(() => expect(pathOf(router)).toBe("/auth/login"));
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
  });

  it("/auth and /init lead to sign in without a session", async () => {
    serverAnswering({});
    const first = renderApp("/auth");
    await waitFor(() => expect(pathOf(first.router)).toBe("/auth/login"));
    first.unmount();
    const second = renderApp("/init");
    await waitFor(() => expect(pathOf(second.router)).toBe("/auth/login"));
  });

  it("/init lands each role on its start page", async () => {
    signedInAs("ProviderAgent");
    const agent = renderApp("/init");
    await waitFor(() => expect(pathOf(agent.router)).toBe("/home"));
    agent.unmount();

    signedInAs("VocomAdmin");
    const admin = renderApp("/init");
    await waitFor(() => expect(pathOf(admin.router)).toBe("/admin/report"));
  });

  it("an unknown path goes through /init to the start page", async () => {
    signedInAs("Super");
    const { router } = renderApp("/no/existe");
    await waitFor(() => expect(pathOf(router)).toBe("/admin/report"));
  });

  it("a route the role may not open sends it to its start page", async () => {
    signedInAs("ProviderAgent");
    const { router } = renderApp("/config/companyUsers");
    await waitFor(() => expect(pathOf(router)).toBe("/home"));
  });

  it("a role that changes while a screen is open leaves it for the start page, says why, and the menu follows", async () => {
    let profile = buildProfile("ProviderSupervisor");
    signedInAs("ProviderSupervisor", { routes: { "POST /api/admin/Profile": () => ok(profile) } });
    const { router } = renderApp("/chat-active");
    const menu = await screen.findByTestId("sidebar-menu");
    expect(within(menu).getByRole("link", { name: "Chats activos" })).toBeInTheDocument();
    expect(screen.queryByText(ROUTE_REFUSED)).not.toBeInTheDocument();

    // What the profile read again after the hub's ProfileChanged brings (profile-hub-sync.test.tsx).
    profile = buildProfile("ProviderAgent");
    act(() => sessionStore.setProfile(profile));
    await waitFor(() => expect(pathOf(router)).toBe("/home"));
    expect(await screen.findByText(ROUTE_REFUSED)).toBeInTheDocument();
    expect(within(menu).queryByRole("link", { name: "Chats activos" })).not.toBeInTheDocument();
  });

  it("platform admins are sent from the business screens (/home, /contact, /search) to /admin/report", async () => {
    for (const role of ["Super", "VocomAdmin"] as const) {
      for (const path of ["/home", "/contact?tok=5", "/search?q=Juan"]) {
        const { calls } = signedInAs(role, PLATFORM_START);
        const view = renderApp(path);
        await waitFor(() => expect(pathOf(view.router)).toBe("/admin/report"));
        expect(await screen.findByRole("heading", { name: "Empresas por tráfico" })).toBeInTheDocument();
        expect(await screen.findAllByTestId("report-businesses-table-row")).toHaveLength(3);
        // Nothing of the business screens was asked for, so nothing can fail to load.
        const asked = calls.map((request) => new URL(request.url).pathname);
        expect(asked.filter((call) => /Contact|Chat|Search/i.test(call))).toEqual([]);
        expect(screen.queryByRole("alert")).not.toBeInTheDocument();
        view.unmount();
      }
    }
  });

  it("a platform admin has no header search (it searches one business)", async () => {
    signedInAs("Super", PLATFORM_START);
    renderApp("/admin/report");
    expect(await screen.findByTestId("master-reports-page")).toBeInTheDocument();
    // The report's own filters are a search landmark: the header's is what must be missing.
    expect(screen.getAllByRole("search")).toHaveLength(1);
    expect(screen.getByRole("search")).toHaveAccessibleName("Filtros del reporte");
    expect(screen.queryByRole("textbox", { name: "Buscar en la consola" })).not.toBeInTheDocument();
  });

  it("roles with no platform start page keep /home (no redirect loop)", async () => {
    signedInAs("System");
    const { router } = renderApp("/init");
    await waitFor(() => expect(pathOf(router)).toBe("/home"));
  });

  it("the bot chats need the selector flag", async () => {
    signedInAs("ProviderAdmin", { profile: { isSelector: false } });
    const without = renderApp("/chat-selector-area");
    await waitFor(() => expect(pathOf(without.router)).toBe("/home"));
    without.unmount();

    signedInAs("ProviderAdmin", { profile: { isSelector: true } });
    const withFlag = renderApp("/chat-selector-area/detail");
    expect(await screen.findByRole("heading", { name: "Chats con el BOT - detalle" })).toBeInTheDocument();
    expect(pathOf(withFlag.router)).toBe("/chat-selector-area/detail");
  });

  it("a permitted route shows its title", async () => {
    signedInAs("VocomAdmin");
    renderApp("/admin/business/panel");
    const title = "Configuración de la empresa";
    expect(await screen.findByTestId("page-title")).toHaveTextContent(title);
    expect(await screen.findByText("Elige una empresa")).toBeInTheDocument();
  });

  it("every route of the table has its screen", () => {
    const paged = new Set<string>(PAGE_ROUTES.map((route) => route.path));
    const unbuilt = APP_ROUTES.filter((route) => !paged.has(route.path)).map((route) => route.path);
    expect(unbuilt).toEqual([]);
  });

  it("a signed-in user opening the login page goes to the start page", async () => {
    signedInAs("ProviderSupervisor");
    const { router } = renderApp("/auth/login");
    await waitFor(() => expect(pathOf(router)).toBe("/home"));
  });
});
