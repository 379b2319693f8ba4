import type { Label } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildActiveChat, buildMessage } from "../../../test/chats";
import { fail, ok } from "../../../test/fake-fetch";
import { signedInAs } from "../../../test/session";
import { ConversationsPage } from "../conversations-page";
import { renderFeature } from "../testing/render-feature";
import { ConversationHeader } from "./conversation-header";

// The virtual list measures its box (clientHeight); jsdom lays nothing out, so give elements a size.
beforeEach(() => {
  vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(800);
  vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(340);
});
afterEach(() => vi.restoreAllMocks());

// The label list's popover hides while jsdom measures its button out of view: queries look at hidden nodes.
const hidden = true;

const LABELS: Label[] = [
  { id: 5, name: "Mayoreo", color: "blue", description: "", active: true },
  { id: 6, name: "Garantía", color: "orange", description: "", active: true },
];

const jorge = buildActiveChat({
  id: 1,
  contactId: 11,
  contact: { id: 11, name: "Jorge Salinas", phoneNumber: "+528181234567", optIn: true },
});

function setup(labelChat: ReturnType<typeof ok> | ReturnType<typeof fail>) {
  const fake = signedInAs("ProviderAgent", {
    routes: {
      "POST /api/admin/ListContactCurrentFind": ok({
        total: 1,
        totalCapped: false,
        nextCursor: null,
        items: [jorge],
      }),
      "POST /api/chat/ListMessage": ok({ items: [buildMessage({ conversationId: 1 })], hasMore: false }),
      "POST /api/chat/SeeToMessage": ok({ conversationId: 1, unreadCount: 0, totalUnread: 0 }),
      "POST /api/chat/Summary": ok(jorge),
      "POST /api/labels/ListLabels": ok(LABELS),
      "POST /api/labels/LabelChat": labelChat,
    },
  });
  return { ...fake, ...renderFeature(<ConversationsPage />, { path: "/home?ci=11" }) };
}

const labelCalls = (calls: Request[]) => calls.filter((call) => call.url.endsWith("/api/labels/LabelChat"));

describe("labelling a chat in the workspace", () => {
  it("sends the label added and shows its chip in the header and in the chat's row at once", async () => {
    const { calls } = setup(ok({ id: 1, labelIds: [5] }, "Etiquetas actualizadas"));
    const header = await screen.findByTestId("conversation-header");
    const button = await within(header).findByRole("button", { name: "Etiquetas" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Mayoreo", hidden }));

    await waitFor(() => expect(labelCalls(calls)).toHaveLength(1));
    expect(await labelCalls(calls)[0]?.json()).toEqual({ conversationId: 1, add: [5], remove: [] });
    expect(within(header).getByRole("list", { name: "Etiquetas" })).toHaveTextContent("Mayoreo");
    const row = screen.getByTestId("chat-row");
    expect(within(row).getByText("Mayoreo")).toBeInTheDocument();
    expect(within(row).queryByText("Garantía")).not.toBeInTheDocument();
  });

  it("takes the chip off again when the server refuses, saying its reason", async () => {
    setup(fail(400, null, "Una de las etiquetas no existe o está desactivada"));
    const header = await screen.findByTestId("conversation-header");
    const button = await within(header).findByRole("button", { name: "Etiquetas" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Garantía", hidden }));

    expect(await screen.findByText("Una de las etiquetas no existe o está desactivada")).toBeInTheDocument();
    await waitFor(() => expect(within(header).queryByText("Garantía")).not.toBeInTheDocument());
  });

  it("shows another agent's chat's chips without the picker", async () => {
    signedInAs("ProviderAgent", { routes: { "POST /api/labels/ListLabels": ok(LABELS) } });
    const theirs = buildActiveChat({ id: 2, agent: { id: 99, name: "Luis Garza" }, labelIds: [6] });
    renderFeature(<ConversationHeader chat={theirs} messages={[]} onBack={() => undefined} readOnly />);
    const header = await screen.findByTestId("conversation-header");
    expect(await within(header).findByText("Garantía")).toBeInTheDocument();
    expect(within(header).queryByRole("button", { name: "Etiquetas" })).not.toBeInTheDocument();
  });
});
