import { describe, expect, it } from "vitest";
import { buildMessage } from "../../test/chats";
import {
  flattenMessages,
  keepWhatTheCacheLearned,
  type MessageData,
  reconcileMessage,
  upsertMessage,
} from "./message-cache";

const page = (ids: number[], hasMore = false) => ({
  items: ids.map((id) => buildMessage({ id, body: `m${id}` })),
  hasMore,
});

describe("message cache", () => {
  it("reads pages newest first and lists messages oldest first, once each", () => {
    const data: MessageData = { pages: [page([5, 6]), page([3, 4, 5], true)], pageParams: [null, 5] };
    expect(flattenMessages(data).map((message) => message.id)).toEqual([3, 4, 5, 6]);
  });

  it("lets the hub's copy of a sent message take the optimistic copy's place", () => {
    const pending = { ...buildMessage({ id: -1, direction: "out", body: "Hola" }), clientId: "c1" };
    let data: MessageData = { pages: [{ items: [pending], hasMore: false }], pageParams: [null] };
    const stored = buildMessage({ id: 50, direction: "out", body: "Hola", status: "queued" });
    data = upsertMessage(data, stored);
    expect(flattenMessages(data).map((message) => message.id)).toEqual([50]);
    // The send's answer arrives after: still one copy.
    data = reconcileMessage(data, "c1", stored);
    expect(flattenMessages(data)).toHaveLength(1);
  });

  it("never moves a message's status backwards when copies arrive out of order", () => {
    let data: MessageData = {
      pages: [{ items: [buildMessage({ id: 9, direction: "out", status: "delivered" })], hasMore: false }],
      pageParams: [null],
    };
    data = upsertMessage(data, buildMessage({ id: 9, direction: "out", status: "queued" }));
    expect(flattenMessages(data)[0]?.status).toBe("delivered");
    data = upsertMessage(data, buildMessage({ id: 9, direction: "out", status: "read" }));
    expect(flattenMessages(data)[0]?.status).toBe("read");
  });
});

describe("message cache: a read answered after the hub spoke", () => {
  it("keeps the status a message reached and the messages that came after the read", () => {
    // The read started when the chat opened; meanwhile the agent sent 8 (now sent) and -1 is still on its way.
    const pending = { ...buildMessage({ id: -1, direction: "out", body: "¿Algo más?" }), clientId: "c2" };
    const cached = {
      items: [
        buildMessage({ id: 7, body: "Hola" }),
        buildMessage({ id: 8, direction: "out", body: "Sí, tenemos", status: "sent" }),
        pending,
      ],
      hasMore: false,
    };
    const answer = {
      items: [
        buildMessage({ id: 7, body: "Hola" }),
        buildMessage({ id: 8, direction: "out", body: "Sí, tenemos", status: "queued" }),
      ],
      hasMore: false,
    };
    const merged = keepWhatTheCacheLearned(cached, answer);
    expect(merged.items.map((message) => [message.id, message.status])).toEqual([
      [7, "received"],
      [8, "sent"],
      [-1, pending.status],
    ]);
  });

  it("drops an optimistic copy whose stored message the answer already holds", () => {
    const pending = { ...buildMessage({ id: -1, direction: "out", body: "Sí" }), clientId: "c3" };
    const stored = {
      ...buildMessage({ id: 9, direction: "out", body: "Sí", status: "queued" }),
      clientId: "c3",
    };
    const merged = keepWhatTheCacheLearned(
      { items: [pending], hasMore: false },
      { items: [stored], hasMore: false },
    );
    expect(merged.items.map((message) => message.id)).toEqual([9]);
  });

  it("takes the answer as it is on a first read, and drops what the server no longer has before its newest", () => {
    const answer = page([3, 4]);
    expect(keepWhatTheCacheLearned(undefined, answer)).toBe(answer);
    expect(keepWhatTheCacheLearned(page([2, 3, 4, 6]), answer).items.map((message) => message.id)).toEqual([
      3, 4, 6,
    ]);
  });
});

describe("message cache: client ids", () => {
  it("matches a sent text to its stored copy by clientId, not by its words", () => {
    const first = { ...buildMessage({ id: -1, direction: "out", body: "Sí" }), clientId: "a" };
    const second = { ...buildMessage({ id: -2, direction: "out", body: "Sí" }), clientId: "b" };
    let data: MessageData = { pages: [{ items: [first, second], hasMore: false }], pageParams: [null] };
    // The second "Sí" is stored first: it replaces its own optimistic copy, not the first one.
    data = upsertMessage(data, buildMessage({ id: 60, direction: "out", body: "Sí", clientId: "b" }));
    expect(flattenMessages(data).map((message) => [message.id, message.clientId])).toEqual([
      [-1, "a"],
      [60, "b"],
    ]);
    data = reconcileMessage(data, "a", buildMessage({ id: 61, direction: "out", body: "Sí", clientId: "a" }));
    expect(flattenMessages(data).map((message) => message.id)).toEqual([60, 61]);
  });
});
