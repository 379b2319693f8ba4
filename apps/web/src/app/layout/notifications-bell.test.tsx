import { HUB_EVENTS } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../../features/conversations/testing/render-feature";
import { FakeHub } from "../../lib/hub/fake-hub";
import { ok } from "../../test/fake-fetch";
import { buildNotification } from "../../test/notifications";
import { signedInAs } from "../../test/session";
import { NotificationsBell } from "./notifications-bell";

/** The personal tab's panel (both tabs stay mounted). */
const personalPanel = () => screen.getByRole("tabpanel", { name: /Personales/, hidden: true });

/** A server keeping 25 personal notifications and 1 general one, answering List, Remove and RemoveAll. */
function notificationServer(
  role: "ProviderAgent" | "ProviderSupervisor" = "ProviderAgent",
  personalCount = 25,
) {
  let personal = Array.from({ length: personalCount }, (_, index) => buildNotification(index + 1));
  let general = [buildNotification(100, { type: "new_contact", method: "NewContact", scope: "general" })];
  const json = async (request: Request) => (await request.json()) as Record<string, unknown>;
  return signedInAs(role, {
    routes: {
      "POST /api/notification/List": async (request) => {
        const body = await json(request);
        const items = body.tab === "general" ? general : personal;
        const skip = Number(body.skip ?? 0);
        const take = Number(body.take ?? 20);
        return ok({ total: items.length, items: items.slice(skip, skip + take) });
      },
      "POST /api/notification/Remove": async (request) => {
        const { Id } = await json(request);
        personal = personal.filter((item) => item.id !== Id);
        general = general.filter((item) => item.id !== Id);
        return ok(null);
      },
      "POST /api/notification/RemoveAll": async (request) => {
        const { tab } = await json(request);
        if (tab === "general") general = [];
        else personal = [];
        return ok({ removed: 1 });
      },
    },
  });
}

describe("NotificationsBell", () => {
  it("counts both tabs, pages with 'Cargar más' and removes one", async () => {
    notificationServer();
    renderFeature(<NotificationsBell />);
    const user = userEvent.setup();
    const bell = await screen.findByRole("button", { name: "Notificaciones: 26" });
    await user.click(bell);
    await screen.findByTestId("notifications-panel");
    const panel = personalPanel();
    expect(await within(panel).findAllByTestId("notification-item")).toHaveLength(20);
    await user.click(within(panel).getByRole("button", { name: "Cargar más", hidden: true }));
    await waitFor(() => expect(within(panel).getAllByTestId("notification-item")).toHaveLength(25));
    expect(within(panel).queryByRole("button", { name: "Cargar más", hidden: true })).not.toBeInTheDocument();

    const third = within(panel).getAllByTestId("notification-item")[2];
    if (!third) throw new Error("missing item");
    await user.click(within(third).getByRole("button", { name: "Eliminar notificación", hidden: true }));
    await waitFor(() => expect(within(panel).getAllByTestId("notification-item")).toHaveLength(24));
    expect(within(panel).queryByText("Contacto 3")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Notificaciones: 25" })).toBeInTheDocument();
  });

  it("opens on the general tab when only it has something to read", async () => {
    notificationServer("ProviderAgent", 0);
    renderFeature(<NotificationsBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Notificaciones: 1" }));
    await screen.findByTestId("notifications-panel");
    expect(screen.getByRole("tab", { name: /Generales/, hidden: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const general = screen.getByRole("tabpanel", { name: /Generales/, hidden: true });
    expect(await within(general).findAllByTestId("notification-item")).toHaveLength(1);
  });

  it("asks before removing all, and cancelling keeps them", async () => {
    const { calls } = notificationServer();
    renderFeature(<NotificationsBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Notificaciones: 26" }));
    await screen.findByTestId("notifications-panel");
    const panel = personalPanel();
    await within(panel).findAllByTestId("notification-item");
    await user.click(within(panel).getByRole("button", { name: "Eliminar todas", hidden: true }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar notificaciones", hidden: true });
    expect(dialog).toHaveTextContent("¿Eliminar todas las notificaciones Personales?");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar", hidden: true }));
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Eliminar notificaciones", hidden: true }),
      ).not.toBeInTheDocument(),
    );
    expect(calls.some((call) => call.url.endsWith("/RemoveAll"))).toBe(false);
    // The panel stayed open behind the dialog.
    expect(screen.getByTestId("notifications-panel")).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Eliminar todas", hidden: true }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Eliminar notificaciones", hidden: true })).getByRole(
        "button",
        { name: "Eliminar todas", hidden: true },
      ),
    );
    expect(await within(panel).findByText("Sin notificaciones")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Notificaciones: 1" })).toBeInTheDocument();
  });

  it("opening a new-message notification removes it and opens the chat in /home; for an agent a new contact opens the pending block of /home", async () => {
    const { calls } = notificationServer();
    const { router } = renderFeature(<NotificationsBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Notificaciones: 26" }));
    await user.click(await screen.findByRole("button", { name: "Nuevo mensaje: Contacto 1", hidden: true }));
    expect(router.state.location.pathname).toBe("/home");
    expect(router.state.location.search).toBe("?ci=41&tp=notification&st=Active");
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith("/api/notification/Remove"))).toBe(true),
    );

    await user.click(await screen.findByRole("button", { name: /^Notificaciones/ }));
    await user.click(await screen.findByRole("tab", { name: /Generales/, hidden: true }));
    await user.click(
      await screen.findByRole("button", { name: "Nuevo contacto: Contacto 100", hidden: true }),
    );
    // Agents may not open the pending page: they take waiting chats from the block on /home.
    expect(router.state.location.pathname).toBe("/home");
    expect(router.state.location.search).toBe("?ci=140&tp=notification&st=Pending");
  });

  it("sends a supervisor's new-contact notification to the pending page", async () => {
    notificationServer("ProviderSupervisor");
    const { router } = renderFeature(<NotificationsBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Notificaciones: 26" }));
    await user.click(await screen.findByRole("tab", { name: /Generales/, hidden: true }));
    await user.click(
      await screen.findByRole("button", { name: "Nuevo contacto: Contacto 100", hidden: true }),
    );
    expect(router.state.location.pathname).toBe("/chat-pendient");
    expect(router.state.location.search).toBe("?ci=140&tp=notification");
  });

  it("fetches again when the hub announces a notification", async () => {
    const { calls } = notificationServer();
    const hub = new FakeHub();
    renderFeature(<NotificationsBell />, { hub });
    await screen.findByRole("button", { name: "Notificaciones: 26" });
    const before = calls.filter((call) => call.url.endsWith("/api/notification/List")).length;
    hub.emit(HUB_EVENTS.eventNotification, {
      businessId: 1,
      id: 500,
      type: "new_contact",
      method: "NewContact",
      data: {},
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith("/api/notification/List")).length).toBeGreaterThan(
        before,
      ),
    );
  });
});
