import type { SearchChatHit, SearchMessageHit, SearchResult } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { SearchPage } from "./search-page";

const chatRef = {
  conversationId: 70,
  contactId: 7,
  contactName: "Ramón Núñez",
  phoneNumber: "+528181234567",
  status: "active" as const,
  assignedUserId: 999,
};
const chat: SearchChatHit = {
  ...chatRef,
  agentName: "Ana López",
  lastMessage: "Gracias",
  lastMessageAt: "2026-11-22T16:00:00.000Z",
};
const message = (id: number): SearchMessageHit => ({
  ...chatRef,
  id,
  direction: "in",
  body: `Necesito balatas ${id}`,
  createdAt: "2026-11-22T16:00:00.000Z",
});
const empty: SearchResult = { contacts: null, chats: null, messages: null };

/** A server answering each section; messages come in a page of 20 and a last page of 1. */
function searchServer(role: "ProviderAdmin" | "ProviderAgent" = "ProviderAdmin") {
  return signedInAs(role, {
    routes: {
      "GET /api/search": (request: Request) => {
        const params = new URL(request.url).searchParams;
        const section = params.get("section");
        if (section === "contacts")
          return ok({
            ...empty,
            contacts: { items: [{ id: 7, name: "Ramón Núñez", phoneNumber: "+528181234567" }], next: null },
          });
        if (section === "chats") return ok({ ...empty, chats: { items: [chat], next: null } });
        const after = params.get("after");
        return after
          ? ok({ ...empty, messages: { items: [message(1)], next: null } })
          : ok({
              ...empty,
              messages: { items: Array.from({ length: 20 }, (_, i) => message(30 - i)), next: 11 },
            });
      },
    },
  });
}

describe("SearchPage", () => {
  it("shows each section with links to their screens, and 'Ver más' asks for the next page", async () => {
    const { calls } = searchServer();
    renderScreen(<SearchPage />, { path: "/search?q=ramon", route: "/search" });
    const events = userEvent.setup();
    expect(await screen.findByText("Resultados para «ramon»")).toBeInTheDocument();

    const contacts = await screen.findByRole("region", { name: "Contactos" });
    expect(await within(contacts).findByRole("link", { name: /Ramón Núñez/ })).toHaveAttribute(
      "href",
      "/contact?tok=7",
    );
    const chats = screen.getByRole("region", { name: "Chats" });
    // A manager opens someone else's active chat on its detail page.
    expect(await within(chats).findByRole("link", { name: /Ramón Núñez/ })).toHaveAttribute(
      "href",
      "/chat-active/detail?chat=70",
    );
    const messages = screen.getByRole("region", { name: "Mensajes" });
    await waitFor(() => expect(within(messages).getAllByRole("link")).toHaveLength(20));
    await events.click(within(messages).getByRole("button", { name: "Ver más" }));
    await waitFor(() => expect(within(messages).getAllByRole("link")).toHaveLength(21));
    expect(within(messages).queryByRole("button", { name: "Ver más" })).not.toBeInTheDocument();
    const asked = calls
      .filter((request) => request.url.includes("section=messages"))
      .map((r) => new URL(r.url));
    expect(asked.map((url) => url.searchParams.get("after"))).toEqual([null, "11"]);
    expect(asked.every((url) => url.searchParams.get("q") === "ramon")).toBe(true);
  });

  it("sends agents to /home for a chat", async () => {
    searchServer("ProviderAgent");
    renderScreen(<SearchPage />, { path: "/search?q=ramon", route: "/search" });
    const chats = await screen.findByRole("region", { name: "Chats" });
    expect(await within(chats).findByRole("link", { name: /Ramón Núñez/ })).toHaveAttribute(
      "href",
      "/home?ci=7",
    );
  });

  it("without words it asks for them, and the box searches on Enter", async () => {
    searchServer();
    renderScreen(<SearchPage />, { path: "/search", route: "/search" });
    const events = userEvent.setup();
    expect(await screen.findByText(/Busca por nombre o teléfono de un contacto/)).toBeInTheDocument();
    await events.type(screen.getByRole("searchbox", { name: "Búsqueda" }), "ramon{Enter}");
    expect(await screen.findByText("Resultados para «ramon»")).toBeInTheDocument();
  });
});
