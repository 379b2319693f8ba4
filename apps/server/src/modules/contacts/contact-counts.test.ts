import { performance } from "node:perf_hooks";
import { afterEach, expect, it, vi } from "vitest";
import type { Executor } from "../../db/client.js";
import {
  CONTACT_COUNT_FRESH_MS,
  forgetContactCounts,
  generationOf,
  keepCount,
  keptCount,
} from "./contact-counts.js";

const db = {} as Executor;
const otherDb = {} as Executor;
const count = { total: 7, totalCapped: false };

afterEach(() => {
  vi.restoreAllMocks();
});

it("reuses a count for two seconds, for its own database and search only", () => {
  const now = vi.spyOn(performance, "now").mockReturnValue(1_000);
  keepCount(db, "b1:ana", count, generationOf(1));
  expect(keptCount(db, 1, "b1:ana")).toEqual(count);
  expect(keptCount(db, 1, "b1:luis")).toBeUndefined();
  expect(keptCount(otherDb, 1, "b1:ana")).toBeUndefined();
  now.mockReturnValue(1_000 + CONTACT_COUNT_FRESH_MS + 1);
  expect(keptCount(db, 1, "b1:ana")).toBeUndefined();
});

it("drops a business's counts when this process changes its contacts, the others' stay", () => {
  keepCount(db, "b2:", count, generationOf(2));
  keepCount(db, "b3:", count, generationOf(3));
  forgetContactCounts(2);
  expect(keptCount(db, 2, "b2:")).toBeUndefined();
  expect(keptCount(db, 3, "b3:")).toEqual(count);
});

it("does not keep a count that began before a change it may not have seen", () => {
  const before = generationOf(4);
  forgetContactCounts(4);
  keepCount(db, "b4:", count, before);
  expect(keptCount(db, 4, "b4:")).toBeUndefined();
});
