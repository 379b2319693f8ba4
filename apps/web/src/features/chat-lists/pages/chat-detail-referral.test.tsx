import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildChat, buildMessage } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { EndedChatDetailScreen } from "./chat-list-screens";

describe("closed chat detail: what the contact sent", () => {
  it("shows the ad the contact came from above the history, and their shared contact with its save link", async () => {
    const closed = buildChat({
      id: 52,
      status: "closed",
      endReason: "closed",
      contactId: 9,
      closedAt: "2026-11-20T16:00:00.000Z",
      referral: {
        sourceType: "ad",
        sourceUrl: "https://fb.me/anuncio-balatas",
        headline: "Balatas al 2x1",
        body: "Solo este fin de semana",
      },
    });
    const card = buildMessage({
      id: 520,
      conversationId: 52,
      contactId: 9,
      type: "contacts",
      body: "Laura Garza +528112345678",
      details: {
        kind: "contacts",
        cards: [{ name: "Laura Garza", phones: [{ phone: "+528112345678" }], emails: [] }],
      },
    });
    signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/chat/Summary": ok(closed),
        "POST /api/chat/ListMessage": ok({ items: [card], hasMore: false }),
        "POST /api/surveycontact/response": ok([]),
      },
    });
    renderScreen(<EndedChatDetailScreen />, {
      path: "/chat-panel-close-timeout/detail?ci=9&st=Closed&chat=52",
      route: "/chat-panel-close-timeout/detail",
    });
    const banner = await screen.findByTestId("referral-banner");
    expect(banner).toHaveTextContent("Llegó desde un anuncio: Balatas al 2x1");
    const list = screen.getByTestId("message-list");
    // The banner comes before the history in reading order.
    expect(banner.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const shared = await within(list).findByRole("group", { name: "Contacto compartido: Laura Garza" });
    expect(
      within(shared).getByRole("link", { name: "Guardar como contacto: Laura Garza" }),
    ).toBeInTheDocument();
  });
});
