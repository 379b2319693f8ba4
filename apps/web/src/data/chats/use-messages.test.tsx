import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildMessage } from "../../test/chats";
import { chatKeys } from "./chat-keys";
import { chatsApi, type MessagePage } from "./chats-api";
import type { MessageData } from "./message-cache";
import { useMessages } from "./use-messages";

afterEach(() => vi.restoreAllMocks());

describe("useMessages", () => {
  it("keeps what the hub said while the chat's first read was on its way", async () => {
    let answer: (page: MessagePage) => void = () => undefined;
    vi.spyOn(chatsApi, "messages").mockReturnValue(
      new Promise<MessagePage>((resolve) => {
        answer = resolve;
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMessages({ conversationId: 5 }), { wrapper });
    // The agent sends at once: the hub brings the stored message and then its MessageStatus before the read ends.
    const sent = buildMessage({ id: 8, direction: "out", body: "Sí, tenemos", status: "sent" });
    client.setQueryData<MessageData>(chatKeys.messages({ conversationId: 5 }), {
      pages: [{ items: [sent], hasMore: false }],
      pageParams: [null],
    });
    // The server read the chat before the outbox had sent it.
    answer({
      items: [buildMessage({ id: 7, body: "Hola" }), { ...sent, status: "queued" }],
      hasMore: false,
    });
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.messages.map((message) => [message.id, message.status])).toEqual([
      [7, "received"],
      [8, "sent"],
    ]);
  });
});
