import { AGENT_MESSAGES, type AgentStatus, HUB_EVENTS, type HubAgentAvailability } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok } from "../../../test/fake-fetch";
import { buildBusinessListItem } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { createFakeHub } from "../../../test/socket-fake-hub";
import { AGENTS_POLL_MS } from "../hooks/use-agents";
import { AgentsPage } from "./agents-page";

const me: AgentStatus = {
  id: 7,
  name: "Ana Torres",
  role: "ProviderAgent",
  roleName: "Agente",
  area: { id: 1, name: "Ventas" },
  availability: "available",
  startTime: "2026-11-20T15:05:00.000Z",
  activeSeconds: 2 * 3_600 + 5 * 60,
  inactiveSeconds: 15 * 60,
  openChats: 3,
};
const other: AgentStatus = {
  ...me,
  id: 8,
  name: "Luis Hernández",
  availability: "offline",
  startTime: null,
  activeSeconds: 0,
  inactiveSeconds: 0,
  openChats: 0,
};
const counts = { total: 2, connected: 1, available: 1, notAvailable: 0, offline: 1 };

describe("Agentes conectados", () => {
  it("lists the business's people with Spanish availability, start time and hours:minutes", async () => {
    signedInAs("ProviderSupervisor", {
      routes: {
        "GET /api/agent/ListAll": ok([other, me]),
        "GET /api/agent/CalculateAgents": ok(counts),
        "GET /api/agent/MyStatus": ok(me),
      },
    });
    renderScreen(<AgentsPage />, { path: "/agent", route: "/agent" });
    const rows = await screen.findAllByTestId("agent-row");
    // Available people first.
    expect(within(rows[0] as HTMLElement).getByText("Ana Torres")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByTestId("availability")).toHaveTextContent("Disponible");
    expect(within(rows[0] as HTMLElement).getByText("09:05")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByTestId("active-time")).toHaveTextContent("02:05");
    expect(within(rows[0] as HTMLElement).getByTestId("inactive-time")).toHaveTextContent("00:15");
    expect(within(rows[1] as HTMLElement).getByTestId("availability")).toHaveTextContent("Desconectado");
    expect(within(rows[1] as HTMLElement).getByText("Sin conexión hoy")).toBeInTheDocument();
    expect(within(screen.getByTestId("counter-connected")).getByTestId("counter-value")).toHaveTextContent(
      "1",
    );
    expect(within(screen.getByTestId("counter-offline")).getByTestId("counter-value")).toHaveTextContent("1");
  });

  it("a supervisor's list follows the hub at once, with no poll", async () => {
    let luis: AgentStatus = other;
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "GET /api/agent/ListAll": () => ok([me, luis]),
        "GET /api/agent/CalculateAgents": () =>
          ok(luis.availability === "offline" ? counts : { ...counts, connected: 2, offline: 0 }),
        "GET /api/agent/MyStatus": ok(me),
      },
    });
    const hub = createFakeHub();
    const { queryClient } = renderScreen(<AgentsPage />, {
      path: "/agent",
      route: "/agent",
      hub: hub.client,
    });
    const row = async () =>
      (await screen.findAllByTestId("agent-row")).find((r) => r.textContent?.includes("Luis"));
    await waitFor(async () =>
      expect(within((await row()) as HTMLElement).getByTestId("availability")).toHaveTextContent(
        "Desconectado",
      ),
    );
    await waitFor(() => expect(hub.ready()).toBe(true));

    luis = { ...other, availability: "not_available", startTime: "2026-11-20T16:00:00.000Z" };
    const said: HubAgentAvailability = { businessId: 1, userId: luis.id, availability: "not_available" };
    const before = calls.length;
    hub.push(HUB_EVENTS.agentAvailability, said);
    await waitFor(async () =>
      expect(within((await row()) as HTMLElement).getByTestId("availability")).toHaveTextContent(
        "No disponible",
      ),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId("counter-offline")).getByTestId("counter-value")).toHaveTextContent(
        "0",
      ),
    );
    expect(calls.slice(before).map((request) => new URL(request.url).pathname)).toEqual(
      expect.arrayContaining(["/api/agent/ListAll", "/api/agent/CalculateAgents"]),
    );

    const interval = (key: readonly unknown[]) =>
      queryClient.getQueryCache().find({ queryKey: key })?.observers[0]?.options.refetchInterval;
    expect(interval(["agents", "list", null])).toBe(false);
    expect(interval(["agents", "mine"])).toBe(false);
  });

  it("an agent, whom the hub does not tell about colleagues, reads the list again every 30 s", async () => {
    signedInAs("ProviderAgent", {
      routes: {
        "GET /api/agent/ListAll": ok([me, other]),
        "GET /api/agent/CalculateAgents": ok(counts),
        "GET /api/agent/MyStatus": ok(me),
      },
    });
    const { queryClient } = renderScreen(<AgentsPage />, { path: "/agent", route: "/agent" });
    await screen.findAllByTestId("agent-row");
    const interval = queryClient.getQueryCache().find({ queryKey: ["agents", "list", null] })?.observers[0]
      ?.options.refetchInterval;
    expect(interval).toBe(AGENTS_POLL_MS);
  });

  it("a business user switches their own availability (POST AddNotAvaible, GET AddAvaible)", async () => {
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "GET /api/agent/ListAll": ok([me]),
        "GET /api/agent/CalculateAgents": ok(counts),
        "GET /api/agent/MyStatus": ok(me),
        "POST /api/agent/AddNotAvaible": ok(
          { ...me, availability: "not_available" },
          AGENT_MESSAGES.notAvailable,
        ),
        "GET /api/agent/AddAvaible": ok(me, AGENT_MESSAGES.available),
      },
    });
    renderScreen(<AgentsPage />, { path: "/agent", route: "/agent" });
    const events = userEvent.setup();
    const toggle = await screen.findByRole("switch", { name: "Disponible para recibir chats" });
    expect(toggle).toBeChecked();
    await events.click(toggle);
    expect(await screen.findByText(AGENT_MESSAGES.notAvailable)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(screen.getByTestId("my-availability")).getByTestId("availability")).toHaveTextContent(
      "No disponible",
    );
    await events.click(toggle);
    expect(await screen.findByText(AGENT_MESSAGES.available)).toBeInTheDocument();
    const paths = calls.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(paths).toContain("POST /api/agent/AddNotAvaible");
    expect(paths).toContain("GET /api/agent/AddAvaible");
  });

  it("a platform admin picks the business and reads it with business_id; no own switch", async () => {
    const { calls } = signedInAs("VocomAdmin", {
      routes: {
        "GET /api/agent/ListAll": ok([other]),
        "GET /api/agent/CalculateAgents": ok({ ...counts, total: 1, connected: 0, available: 0 }),
        "POST /api/admin/Settings": ok({
          BusinessTimeZone: "America/Bogota",
          addHours: 0,
          phoneCountry: "CO",
        }),
        "POST /api/admin/ListBusiness": ok({
          items: [buildBusinessListItem()],
          next: null,
        }),
      },
    });
    renderScreen(<AgentsPage />, { path: "/agent", route: "/agent" });
    expect(await screen.findByText("Elige una empresa para ver a sus agentes")).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    const events = userEvent.setup();
    await events.click(screen.getByRole("combobox", { name: "Empresa" }));
    await events.click(await screen.findByRole("option", { name: /Café Andino/, hidden: true }));
    expect(await screen.findByText("Luis Hernández")).toBeInTheDocument();
    const list = calls.find((request) => new URL(request.url).pathname === "/api/agent/ListAll");
    expect(new URL(list?.url ?? "http://x").searchParams.get("business_id")).toBe("2");
    expect(calls.some((request) => request.url.includes("/api/agent/MyStatus"))).toBe(false);
  });
});
