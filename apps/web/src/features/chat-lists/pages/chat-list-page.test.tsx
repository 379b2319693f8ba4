import { CHAT_MESSAGES, HUB_EVENTS } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildChat } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { createFakeHub } from "../../../test/socket-fake-hub";
import { PEOPLE } from "../testing/people";
import { ActiveChatsScreen, BotChatsScreen, EndedChatsScreen, PendingChatsScreen } from "./chat-list-screens";

const page = (items: ReturnType<typeof buildChat>[]) =>
  ok({ total: items.length, totalCapped: false, nextCursor: null, items });

function lastCall(calls: Request[], path: string): Request | undefined {
  return calls.filter((request) => new URL(request.url).pathname === path).at(-1);
}

describe("chat lists", () => {
  it("filter the active chats by agent name and contact number (digits only)", async () => {
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: { "GET /api/admin/ListMessageActive": page([buildChat({ status: "active" })]) },
    });
    renderScreen(<ActiveChatsScreen />, { path: "/chat-active", route: "/chat-active" });
    const events = userEvent.setup();
    await screen.findAllByTestId("chat-row");

    await events.type(screen.getByRole("textbox", { name: "Agente" }), "Ana");
    await events.type(screen.getByRole("textbox", { name: "Número del contacto" }), "+52 81-12");
    expect(screen.getByRole("textbox", { name: "Número del contacto" })).toHaveValue("528112");
    await waitFor(() => {
      const url = new URL(lastCall(calls, "/api/admin/ListMessageActive")?.url ?? "http://x");
      expect(url.searchParams.get("agentName")).toBe("Ana");
      expect(url.searchParams.get("contactNumber")).toBe("528112");
      expect(url.searchParams.get("skip")).toBe("0");
    });
  });

  it("filter the active chats by labels, any of them or all", async () => {
    const labels = [
      { id: 3, name: "Mayoreo", color: "green", description: "", active: true },
      { id: 4, name: "VIP", color: "violet", description: "", active: true },
    ];
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "GET /api/admin/ListMessageActive": page([buildChat({ status: "active", labelIds: [4] })]),
        "POST /api/labels/ListLabels": ok(labels),
      },
    });
    renderScreen(<ActiveChatsScreen />, { path: "/chat-active", route: "/chat-active" });
    const events = userEvent.setup();
    const row = (await screen.findAllByTestId("chat-row"))[0];
    expect(await within(row as HTMLElement).findByText("VIP")).toBeInTheDocument();

    const picker = await screen.findByLabelText("Etiquetas", { selector: "input" });
    await events.click(picker);
    await events.click(await screen.findByRole("option", { name: "VIP", hidden: true }));
    await events.click(await screen.findByRole("option", { name: "Mayoreo", hidden: true }));
    await events.click(await screen.findByRole("radio", { name: "Todas" }));

    await waitFor(() => {
      const url = new URL(lastCall(calls, "/api/admin/ListMessageActive")?.url ?? "http://x");
      expect(url.searchParams.get("labelIds")).toBe("4,3");
      expect(url.searchParams.get("labelMatch")).toBe("all");
    });
  });

  it("say «Más de 10,000» when the server stopped counting", async () => {
    signedInAs("ProviderAdmin", {
      routes: {
        "POST /api/admin/ListContactCloseTimeout": ok({
          total: 10_000,
          totalCapped: true,
          nextCursor: "2026-11-20T18:00:00.000000Z_9",
          items: [buildChat({ status: "closed", closedAt: "2026-11-20T18:00:00.000Z" })],
        }),
      },
    });
    renderScreen(<EndedChatsScreen />, {
      path: "/chat-panel-close-timeout",
      route: "/chat-panel-close-timeout",
    });
    expect(await screen.findByTestId("chat-count")).toHaveTextContent("Más de 10,000 chats");
    expect(screen.getByTestId("list-range")).toHaveTextContent("1–50 de más de 10,000");
  });

  it("filter closed and timed-out chats by closing day and state", async () => {
    const { calls } = signedInAs("ProviderAdmin", {
      routes: {
        "POST /api/admin/ListContactCloseTimeout": page([
          buildChat({ status: "timed_out", closedAt: "2026-11-20T18:00:00.000Z" }),
        ]),
      },
    });
    renderScreen(<EndedChatsScreen />, {
      path: "/chat-panel-close-timeout?day=2026-11-20",
      route: "/chat-panel-close-timeout",
    });
    expect(await screen.findByText("Caducado")).toBeInTheDocument();
    const body = async () =>
      (await lastCall(calls, "/api/admin/ListContactCloseTimeout")?.clone().json()) as Record<
        string,
        unknown
      >;
    expect(await body()).toMatchObject({ closingDay: "2026-11-20", status: "all", take: 50, skip: 0 });

    await userEvent.setup().click(screen.getByRole("radio", { name: "Caducados" }));
    await waitFor(async () =>
      expect(await body()).toMatchObject({ closingDay: "2026-11-20", status: "timed_out" }),
    );
  });

  it("the assign control requires choosing a person, then shows the server's message", async () => {
    const chat = buildChat({
      contact: { id: 9, name: "Jorge Salinas", phoneNumber: "+528181234567", optIn: true },
    });
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/wp/ListMessagePendient": page([chat]),
        "POST /api/wp/ListUser": ok(PEOPLE),
        "POST /api/wp/TakePendient": ok(
          { ...chat, status: "active", agent: { id: 5, name: "Ana López" } },
          CHAT_MESSAGES.chatAssigned,
        ),
      },
    });
    renderScreen(<PendingChatsScreen />, { path: "/chat-pendient", route: "/chat-pendient" });
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Asignar el chat de Jorge Salinas" }));
    const dialog = await screen.findByRole("dialog", { name: "Asignar chat" });
    await events.click(within(dialog).getByRole("button", { name: "Asignar" }));
    expect(await within(dialog).findByText(CHAT_MESSAGES.assignOptionRequired)).toBeInTheDocument();
    expect(lastCall(calls, "/api/wp/TakePendient")).toBeUndefined();

    await events.type(within(dialog).getByRole("combobox", { name: "Persona" }), "Ana");
    // jsdom has no layout, so Mantine keeps the floating list "detached" (display: none); it is there all the same.
    await events.click(await screen.findByRole("option", { name: /Ana López/, hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Asignar" }));
    expect(await screen.findByText(CHAT_MESSAGES.chatAssigned)).toBeInTheDocument();
    expect(await lastCall(calls, "/api/wp/TakePendient")?.clone().json()).toEqual({
      id: chat.id,
      agentId: 5,
    });
    await waitFor(() => expect(screen.queryByTestId("chat-row")).not.toBeInTheDocument());
  });

  it("deleting a pending chat asks first; cancelling sends nothing", async () => {
    const chat = buildChat({
      contact: { id: 9, name: "Daniela Ochoa", phoneNumber: "+528441234567", optIn: true },
    });
    const { calls } = signedInAs("ProviderAdmin", {
      routes: {
        "POST /api/wp/ListMessagePendient": page([chat]),
        "POST /api/admin/DeleteChat": ok(null, CHAT_MESSAGES.chatDeleted),
      },
    });
    renderScreen(<PendingChatsScreen />, { path: "/chat-pendient", route: "/chat-pendient" });
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Eliminar el chat de Daniela Ochoa" }));
    let dialog = await screen.findByRole("dialog", { name: "Eliminar chat" });
    expect(within(dialog).getByText("¿Eliminar el chat de Daniela Ochoa?")).toBeInTheDocument();
    await events.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Eliminar chat" })).not.toBeInTheDocument(),
    );
    expect(lastCall(calls, "/api/admin/DeleteChat")).toBeUndefined();

    await events.click(screen.getByRole("button", { name: "Eliminar el chat de Daniela Ochoa" }));
    dialog = await screen.findByRole("dialog", { name: "Eliminar chat" });
    await events.click(within(dialog).getByRole("button", { name: "Eliminar chat" }));
    expect(await screen.findByText(CHAT_MESSAGES.chatDeleted)).toBeInTheDocument();
    expect(await lastCall(calls, "/api/admin/DeleteChat")?.clone().json()).toEqual({ id: chat.id });
    await waitFor(() => expect(screen.queryByTestId("chat-row")).not.toBeInTheDocument());
  });

  it("a NewContact joins the pending list live and a Dessign takes it out, without asking for the list again", async () => {
    const first = buildChat({
      contact: { id: 1, name: "Jorge Salinas", phoneNumber: "+528181234567", optIn: true },
    });
    const arriving = buildChat({
      contact: { id: 2, name: "Nuevo Cliente", phoneNumber: "+528112223333", optIn: true },
    });
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/wp/ListMessagePendient": page([first]),
        "POST /api/chat/Summary": ok(arriving),
      },
    });
    const hub = createFakeHub();
    renderScreen(<PendingChatsScreen />, {
      path: "/chat-pendient",
      route: "/chat-pendient",
      hub: hub.client,
    });
    expect(await screen.findByText("Jorge Salinas")).toBeInTheDocument();
    await waitFor(() => expect(hub.ready()).toBe(true));
    const listCalls = () =>
      calls.filter((request) => request.url.endsWith("/api/wp/ListMessagePendient")).length;
    const before = listCalls();

    hub.push(HUB_EVENTS.newContact, {
      businessId: 1,
      conversationId: arriving.id,
      contactId: 2,
      status: "pending",
    });
    expect(await screen.findByText("Nuevo Cliente")).toBeInTheDocument();
    expect(screen.getByTestId("chat-count")).toHaveTextContent("2 chats");

    hub.push(HUB_EVENTS.dessign, {
      businessId: 1,
      conversationId: first.id,
      contactId: 1,
      reason: "take",
      toUserId: 5,
    });
    await waitFor(() => expect(screen.queryByText("Jorge Salinas")).not.toBeInTheDocument());
    expect(screen.getByTestId("chat-count")).toHaveTextContent("1 chat");
    expect(listCalls()).toBe(before);

    // Another business's event never reaches this one's list.
    hub.push(HUB_EVENTS.dessign, {
      businessId: 2,
      conversationId: arriving.id,
      contactId: 2,
      reason: "deleted",
    });
    expect(screen.getByText("Nuevo Cliente")).toBeInTheDocument();
  });

  it("highlights the chat of query ci (a NewContact notification's link)", async () => {
    const chats = [buildChat({ contactId: 41 }), buildChat({ contactId: 42 })];
    signedInAs("ProviderAdmin", { routes: { "POST /api/wp/ListMessagePendient": page(chats) } });
    renderScreen(<PendingChatsScreen />, {
      path: "/chat-pendient?ci=42&tp=notification",
      route: "/chat-pendient",
    });
    const rows = await screen.findAllByTestId("chat-row");
    expect(rows[1]).toHaveAttribute("data-highlighted", "true");
    expect(rows[0]).not.toHaveAttribute("data-highlighted");
  });

  it("lists the chats the area-selector bot holds; a manager can take one from there", async () => {
    const chat = buildChat({
      status: "bot",
      botStep: "selector",
      area: { id: 2, name: "Refacciones" },
      contact: { id: 3, name: "Héctor Garza", phoneNumber: "+523312345678", optIn: true },
    });
    const { calls } = signedInAs("ProviderAdmin", {
      profile: { isSelector: true },
      routes: {
        "GET /api/admin/ListMessageBot": page([chat]),
        "POST /api/wp/TakePendient": ok({ ...chat, status: "active" }, CHAT_MESSAGES.chatTaken),
      },
    });
    renderScreen(<BotChatsScreen />, { path: "/chat-selector-area", route: "/chat-selector-area" });
    const row = await screen.findByTestId("chat-row");
    expect(within(row).getByText("Refacciones")).toBeInTheDocument();
    expect(within(row).getByTestId("bot-step")).toHaveTextContent("Selector de área");
    await userEvent.setup().click(within(row).getByRole("button", { name: "Tomar el chat de Héctor Garza" }));
    expect(await screen.findByText(CHAT_MESSAGES.chatTaken)).toBeInTheDocument();
    expect(await lastCall(calls, "/api/wp/TakePendient")?.clone().json()).toEqual({
      id: chat.id,
      agentId: 0,
    });
    await waitFor(() => expect(screen.queryByTestId("chat-row")).not.toBeInTheDocument());
  });

  it("marks the pending chats that came in out of hours, and says which bot holds each bot chat", async () => {
    signedInAs("ProviderAdmin", {
      profile: { isSelector: true },
      routes: {
        "POST /api/wp/ListMessagePendient": page([
          buildChat({
            contact: { id: 1, name: "De noche", phoneNumber: "+528110000001", optIn: true },
            outOfHours: true,
          }),
          buildChat({ contact: { id: 2, name: "De día", phoneNumber: "+528110000002", optIn: true } }),
        ]),
        "GET /api/admin/ListMessageBot": page([buildChat({ status: "bot", botStep: "name_change" })]),
      },
    });
    const pending = renderScreen(<PendingChatsScreen />, { path: "/chat-pendient", route: "/chat-pendient" });
    const [night, day] = await screen.findAllByTestId("chat-row");
    expect(within(night as HTMLElement).getByTestId("out-of-hours")).toHaveTextContent("Fuera de horario");
    expect(within(day as HTMLElement).queryByTestId("out-of-hours")).not.toBeInTheDocument();
    pending.unmount();

    renderScreen(<BotChatsScreen />, { path: "/chat-selector-area", route: "/chat-selector-area" });
    const row = await screen.findByTestId("chat-row");
    expect(within(row).getByTestId("bot-step")).toHaveTextContent("Cambio de nombre");
    expect(screen.getByRole("columnheader", { name: "Bot / área" })).toBeInTheDocument();
  });
  it("keeps the out-of-hours mark once the chat is taken and after it ends", async () => {
    const night = (status: "active" | "closed") =>
      buildChat({
        status,
        contact: { id: 1, name: "De noche", phoneNumber: "+528110000001", optIn: true },
        agent: { id: 7, name: "Ana Torres" },
        outOfHours: true,
      });
    signedInAs("ProviderAdmin", {
      routes: {
        "GET /api/admin/ListMessageActive": page([night("active")]),
        "POST /api/admin/ListContactCloseTimeout": page([
          { ...night("closed"), endReason: "closed", closedAt: "2026-11-20T18:00:00.000Z" },
        ]),
      },
    });
    const active = renderScreen(<ActiveChatsScreen />, { path: "/chat-active", route: "/chat-active" });
    expect(within(await screen.findByTestId("chat-row")).getByTestId("out-of-hours")).toHaveTextContent(
      "Fuera de horario",
    );
    active.unmount();

    renderScreen(<EndedChatsScreen />, {
      path: "/chat-panel-close-timeout",
      route: "/chat-panel-close-timeout",
    });
    expect(within(await screen.findByTestId("chat-row")).getByTestId("out-of-hours")).toHaveTextContent(
      "Fuera de horario",
    );
  });
});
