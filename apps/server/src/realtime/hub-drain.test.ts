import type { AddressInfo } from "node:net";
import { HUB_EVENTS, HUB_PATH, type SetUserAck } from "@consola/shared";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createBusiness, signedInAs } from "../../test/factories.js";
import { routeTestWorld } from "../../test/route-test-world.js";
import { type Hub, startHub } from "./hub.js";

/** Shutting down, the hub sends its agents elsewhere first: a hub of its own, since it ends here. */
let hub: Hub;
let url: string;
const sockets: Socket[] = [];

const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  hub = startHub(t.app.server, t.deps);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await hub.close();
});

const open = () => {
  const socket = connect(url, { path: HUB_PATH, transports: ["websocket"], reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", reject);
  });
};

it("closes its sockets and takes no new one once draining, while the HTTP side still answers", async () => {
  const business = await createBusiness(t.deps.db);
  const { token } = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
  const socket = await open();
  const ack = (await socket.timeout(3_000).emitWithAck(HUB_EVENTS.setUser, token, 0)) as SetUserAck;
  expect(ack.isOk).toBe(true);
  const disconnected = new Promise<string>((resolve) => socket.on("disconnect", resolve));

  hub.drain();

  expect(await disconnected).toBe("io server disconnect");
  await expect(open()).rejects.toThrow();
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
});
