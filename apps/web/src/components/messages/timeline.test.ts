import type { ChatTransfer } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { buildMessage } from "../../test/chats";
import { timelineOf } from "./timeline";

const transfer = (id: number, at: string): ChatTransfer => ({
  id,
  conversationId: 1,
  at,
  by: { id: 3, name: "Marco Treviño" },
  from: { id: 5, name: "Ana López" },
  to: { id: 6, name: "Luis Hernández" },
  comments: "",
});

const messages = [
  buildMessage({ id: 10, createdAt: "2026-11-20T15:00:00.000Z" }),
  buildMessage({ id: 11, createdAt: "2026-11-20T16:00:00.000Z" }),
];

describe("a chat's timeline", () => {
  it("puts each transfer where it happened among the messages, the latest at the end", () => {
    const keys = timelineOf(
      messages,
      [transfer(2, "2026-11-20T17:00:00.000Z"), transfer(1, "2026-11-20T15:30:00.000Z")],
      false,
    ).map((entry) => entry.key);
    expect(keys).toEqual(["m10", "t1", "m11", "t2"]);
  });

  it("keeps a transfer older than the loaded messages for when their page loads", () => {
    const early = transfer(1, "2026-11-20T14:00:00.000Z");
    expect(timelineOf(messages, [early], true).map((entry) => entry.key)).toEqual(["m10", "m11"]);
    expect(timelineOf(messages, [early], false).map((entry) => entry.key)).toEqual(["t1", "m10", "m11"]);
  });
});
