import { describe, expect, it } from "vitest";
import { createTaskTracker } from "./task-tracker.js";

describe("task tracker", () => {
  it("settles once every task has ended, tasks started by tasks included", async () => {
    const tasks = createTaskTracker();
    const done: string[] = [];
    tasks.run(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done.push("first");
        tasks.run(
          async () => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            done.push("second");
          },
          () => undefined,
        );
      },
      () => undefined,
    );
    await tasks.settle();
    expect(done).toEqual(["first", "second"]);
  });

  it("reports a failing task and keeps settling", async () => {
    const tasks = createTaskTracker();
    const errors: unknown[] = [];
    tasks.run(
      () => Promise.reject(new Error("smtp down")),
      (error) => errors.push(error),
    );
    tasks.run(
      () => {
        throw new Error("sync failure");
      },
      (error) => errors.push(error),
    );
    await tasks.settle();
    expect(errors.map((error) => (error as Error).message).sort()).toEqual(["smtp down", "sync failure"]);
  });
});
