import { HUB_EVENTS, MESSAGES } from "@consola/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../../features/conversations/testing/render-feature";
import { FakeHub } from "../../lib/hub/fake-hub";
import { alertPreferences } from "../../lib/notify/alert-preferences";
import { signedInAs } from "../../test/session";
import { AlertsMenu } from "./alerts-menu";

afterEach(() => {
  alertPreferences.reload();
  vi.useRealTimers();
});

describe("AlertsMenu", () => {
  it("mutes and unmutes, and remembers the choice in this browser", async () => {
    signedInAs("ProviderAgent");
    alertPreferences.reload();
    renderFeature(<AlertsMenu />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Alertas" }));
    await user.click(await screen.findByRole("switch", { name: "Sonido al recibir mensajes", hidden: true }));
    expect(await screen.findByRole("button", { name: "Alertas silenciadas" })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("consola.alerts") ?? "{}")).toMatchObject({ muted: true });
  });

  it("says once that the browser does not allow desktop notifications", async () => {
    signedInAs("ProviderAgent");
    alertPreferences.reload();
    // jsdom, like some browsers, has no Notification API.
    expect("Notification" in window).toBe(false);
    renderFeature(<AlertsMenu />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Alertas" }));
    const desktop = await screen.findByRole("switch", { name: /Notificaciones de escritorio/, hidden: true });
    await user.click(desktop);
    expect(await screen.findByText(MESSAGES.desktopNotificationsUnsupported)).toBeInTheDocument();
    expect(desktop).not.toBeChecked();
    await user.click(desktop);
    await waitFor(() =>
      expect(screen.getAllByText(MESSAGES.desktopNotificationsUnsupported)).toHaveLength(1),
    );
  });

  it("chimes 100 ms after a new message in one of my chats, not for someone else's", async () => {
    signedInAs("ProviderAgent");
    alertPreferences.reload();
    const play = vi.fn(async () => {});
    vi.stubGlobal(
      "Audio",
      class {
        play = play;
      },
    );
    const hub = new FakeHub();
    renderFeature(<AlertsMenu />, { hub });
    await screen.findByRole("button", { name: "Alertas" });
    const message = (assignedUserId: number) => ({
      businessId: 1,
      conversationId: 1,
      contactId: 2,
      assignedUserId,
      conversationStatus: "active",
      contact: { name: "Ana", phoneNumber: "+528181234567" },
      message: { direction: "in" },
    });
    hub.emit(HUB_EVENTS.newMessage, message(99));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(play).not.toHaveBeenCalled();
    hub.emit(HUB_EVENTS.newMessage, message(7));
    expect(play).not.toHaveBeenCalled();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });
});
