import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshQueries } from "./refresh-queries";

describe("refreshQueries", () => {
  it("reads again a first read that was in flight when the change was announced", async () => {
    const client = new QueryClient();
    let stored = 1;
    let release: () => void = () => {};
    const reads: number[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ["chat-lists", "ended"],
      queryFn: async () => {
        const seen = stored; // the server answers with what it has now…
        reads.push(seen);
        if (reads.length === 1) await new Promise<void>((resolve) => (release = resolve)); // …and slowly.
        return seen;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));

    // The chat closes while the first read is still on its way back.
    stored = 2;
    refreshQueries(client, ["chat-lists"]);
    release();

    await expect.poll(() => client.getQueryData(["chat-lists", "ended"])).toBe(2);
    expect(reads).toEqual([1, 2]);
    unsubscribe();
  });
});
