import { describe, expect, it } from "vitest";
import { batchedReads } from "./batched-reads.js";

/** A readMany whose statements the test answers one by one, recording what each asked for. */
function heldReads() {
  const sent: {
    keys: string[];
    answer: (found: Map<string, string>) => void;
    fail: (error: Error) => void;
  }[] = [];
  const readMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      sent.push({ keys, answer: resolve, fail: reject });
    });
  return { sent, readMany };
}

const upper = (keys: string[]) => new Map(keys.map((key) => [key, key.toUpperCase()]));

describe("batchedReads", () => {
  it("sends a key at once when nothing is on its way", async () => {
    const { sent, readMany } = heldReads();
    const reads = batchedReads(readMany);
    const answer = reads.read("a");
    expect(sent.map((statement) => statement.keys)).toEqual([["a"]]);
    sent[0]?.answer(upper(["a"]));
    await expect(answer).resolves.toBe("A");
  });

  it("sends the keys asked for while a statement was out together, once each, after it", async () => {
    const { sent, readMany } = heldReads();
    const reads = batchedReads(readMany);
    const first = reads.read("a");
    const waiting = [reads.read("b"), reads.read("c"), reads.read("b")];
    expect(sent).toHaveLength(1);
    sent[0]?.answer(upper(["a"]));
    await expect(first).resolves.toBe("A");
    expect(sent.map((statement) => statement.keys)).toEqual([["a"], ["b", "c"]]);
    sent[1]?.answer(upper(["b", "c"]));
    await expect(Promise.all(waiting)).resolves.toEqual(["B", "C", "B"]);
  });

  it("never gives a caller the answer of a statement sent before it asked", async () => {
    const { sent, readMany } = heldReads();
    const reads = batchedReads(readMany);
    const early = reads.read("a");
    const late = reads.read("a");
    sent[0]?.answer(new Map([["a", "old"]]));
    await expect(early).resolves.toBe("old");
    expect(sent).toHaveLength(2);
    sent[1]?.answer(new Map([["a", "new"]]));
    await expect(late).resolves.toBe("new");
  });

  it("answers undefined for a key the statement did not find", async () => {
    const { sent, readMany } = heldReads();
    const reads = batchedReads(readMany);
    const answer = reads.read("gone");
    sent[0]?.answer(new Map());
    await expect(answer).resolves.toBeUndefined();
  });

  it("fails only the callers of a failed statement, and goes on with the next", async () => {
    const { sent, readMany } = heldReads();
    const reads = batchedReads(readMany);
    const failed = reads.read("a");
    const next = reads.read("b");
    sent[0]?.fail(new Error("connection lost"));
    await expect(failed).rejects.toThrow("connection lost");
    sent[1]?.answer(upper(["b"]));
    await expect(next).resolves.toBe("B");
  });

  it("keeps at most inFlight statements out, each of at most maxBatch keys", async () => {
    const { sent, readMany } = heldReads();
    const reads = batchedReads(readMany, { inFlight: 2, maxBatch: 2 });
    const answers = ["a", "b", "c", "d", "e"].map((key) => reads.read(key));
    expect(sent.map((statement) => statement.keys)).toEqual([["a"], ["b"]]);
    sent[0]?.answer(upper(["a"]));
    await answers[0];
    expect(sent.map((statement) => statement.keys)).toEqual([["a"], ["b"], ["c", "d"]]);
    sent[1]?.answer(upper(["b"]));
    await answers[1];
    expect(sent[3]?.keys).toEqual(["e"]);
    sent[2]?.answer(upper(["c", "d"]));
    sent[3]?.answer(upper(["e"]));
    await expect(Promise.all(answers)).resolves.toEqual(["A", "B", "C", "D", "E"]);
  });
});
