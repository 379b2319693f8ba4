import type { ChatTransfer, MessageView } from "@consola/shared";

/** One line of a chat's history: something someone said, or the chat changing hands. */
export type TimelineEntry =
  | { kind: "message"; key: string; at: string; message: MessageView }
  | { kind: "transfer"; key: string; at: string; transfer: ChatTransfer };

/**
 * The messages (oldest first) with the transfers put where they happened. While older pages are still to
 * load, a transfer older than the oldest loaded message waits for its page: shown now, every one of them
 * would pile up at the top.
 */
export function timelineOf(
  messages: readonly MessageView[],
  transfers: readonly ChatTransfer[],
  olderToLoad: boolean,
): TimelineEntry[] {
  const oldest = messages[0] ? Date.parse(messages[0].createdAt) : Number.NEGATIVE_INFINITY;
  const waiting = transfers
    .filter((transfer) => !olderToLoad || Date.parse(transfer.at) >= oldest)
    .map((transfer) => ({ kind: "transfer" as const, key: `t${transfer.id}`, at: transfer.at, transfer }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const entries: TimelineEntry[] = [];
  let next = 0;
  for (const message of messages) {
    const at = Date.parse(message.createdAt);
    for (let transfer = waiting[next]; transfer && Date.parse(transfer.at) < at; transfer = waiting[next]) {
      entries.push(transfer);
      next++;
    }
    entries.push({ kind: "message", key: `m${message.id}`, at: message.createdAt, message });
  }
  entries.push(...waiting.slice(next));
  return entries;
}
