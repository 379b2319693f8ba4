import { type AssignableAgent, AUTO_ASSIGN_MESSAGES, type AutoAssignSettings } from "@consola/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConfigBusinessProvider } from "../../../data/config";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { AutoAssignPage } from "./auto-assign-page";

const settings: AutoAssignSettings = {
  enabled: true,
  byArea: false,
  maxChatsPerAgent: 5,
  whenNobody: "queue",
};
const agents: AssignableAgent[] = [
  {
    id: 3,
    name: "Ana López",
    nickname: "Ana",
    area: { id: 1, name: "Ventas" },
    maxOpenChats: null,
    openChats: 2,
    availability: "available",
  },
  {
    id: 4,
    name: "Luis Hernández",
    nickname: "Luis",
    area: null,
    maxOpenChats: 0,
    openChats: 0,
    availability: "offline",
  },
];

describe("Asignación automática", () => {
  it("shows each agent's own number or the business's, and saves only what changed", async () => {
    const { calls } = signedInAs("ProviderAdmin", {
      routes: {
        "GET /api/config/GetAutoAssign": ok(settings),
        "POST /api/admin/ListAgents": ok(agents),
        "POST /api/config/SaveAutoAssign": ok(settings, AUTO_ASSIGN_MESSAGES.saved),
      },
    });
    renderScreen(<AutoAssignPage />, {
      path: "/config/company-assing-agent",
      route: "/config/company-assing-agent",
    });
    const ana = await screen.findByRole("textbox", { name: "Máximo de chats de Ana López" });
    expect(ana).toHaveValue("");
    expect(ana).toHaveAttribute("placeholder", "Empresa (5)");
    expect(screen.getByRole("textbox", { name: "Máximo de chats de Luis Hernández" })).toHaveValue("0");
    const rows = screen.getAllByTestId("agent-row");
    expect(within(rows[1] as HTMLElement).getAllByText("Sin área").length).toBeGreaterThan(0);

    const events = userEvent.setup();
    await events.type(ana, "7{Enter}");
    expect(await screen.findByText(AUTO_ASSIGN_MESSAGES.saved)).toBeInTheDocument();
    const save = calls.find((request) => new URL(request.url).pathname === "/api/config/SaveAutoAssign");
    expect(await save?.clone().json()).toEqual({
      enabled: true,
      byArea: false,
      maxChatsPerAgent: 5,
      whenNobody: "queue",
      agents: [{ id: 3, maxOpenChats: 7 }],
    });
  });

  it("refuses an empty business number with the server's text before calling it", async () => {
    const { calls } = signedInAs("ProviderAdmin", {
      routes: { "GET /api/config/GetAutoAssign": ok(settings), "POST /api/admin/ListAgents": ok(agents) },
    });
    renderScreen(<AutoAssignPage />, {
      path: "/config/company-assing-agent",
      route: "/config/company-assing-agent",
    });
    const events = userEvent.setup();
    await events.clear(await screen.findByRole("textbox", { name: "Chats por agente" }));
    await events.click(screen.getByRole("button", { name: "Guardar asignación" }));
    expect(await screen.findByText(AUTO_ASSIGN_MESSAGES.maxChatsRange)).toBeInTheDocument();
    expect(calls.some((request) => request.url.includes("SaveAutoAssign"))).toBe(false);
  });

  it("under the business panel, reads and saves the chosen business's, naming it in the query string", async () => {
    const { calls } = signedInAs("Super", {
      routes: {
        "GET /api/config/GetAutoAssign": ok(settings),
        "POST /api/admin/ListAgents": ok(agents),
        "POST /api/config/SaveAutoAssign": ok(settings, AUTO_ASSIGN_MESSAGES.saved),
      },
    });
    renderScreen(
      <ConfigBusinessProvider businessId={7}>
        <AutoAssignPage />
      </ConfigBusinessProvider>,
      {
        path: "/admin/business/panel/assing-agent?business_id=7",
        route: "/admin/business/panel/assing-agent",
      },
    );
    const ana = await screen.findByRole("textbox", { name: "Máximo de chats de Ana López" });
    const sent = (path: string) => calls.filter((request) => new URL(request.url).pathname === path);
    const [firstRead] = sent("/api/config/GetAutoAssign");
    expect(new URL(firstRead?.url ?? "").searchParams.get("business_id")).toBe("7");
    for (const request of sent("/api/admin/ListAgents")) {
      expect(new URL(request.url).searchParams.get("business_id")).toBe("7");
    }

    await userEvent.setup().type(ana, "7{Enter}");
    expect(await screen.findByText(AUTO_ASSIGN_MESSAGES.saved)).toBeInTheDocument();
    const [save] = sent("/api/config/SaveAutoAssign");
    expect(new URL(save?.url ?? "").searchParams.get("business_id")).toBe("7");
    expect(await save?.clone().json()).not.toHaveProperty("business_id");
  });
});
