import pino from "pino";
import { expect, it } from "vitest";
import { DomainEventBus } from "./domain-events.js";

const bus = () => new DomainEventBus(pino({ level: "silent" }));

it("delivered() waits for every courier, and answers at once without any", async () => {
  const events = bus();
  await events.delivered();
  let handOn: () => void = () => {};
  const handedOn = new Promise<void>((resolve) => {
    handOn = resolve;
  });
  events.addCourier(() => handedOn);
  let done = false;
  const delivered = events.delivered().then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(done).toBe(false);
  handOn();
  await delivered;
  expect(done).toBe(true);
});

it("delivered() never rejects when a courier fails, and a removed courier is not waited for", async () => {
  const events = bus();
  events.addCourier(() => Promise.reject(new Error("redis down")));
  await expect(events.delivered()).resolves.toBeUndefined();
  const remove = events.addCourier(() => new Promise(() => {}));
  remove();
  await expect(events.delivered()).resolves.toBeUndefined();
});
