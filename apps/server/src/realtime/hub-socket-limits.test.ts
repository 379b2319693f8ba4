import type { AddressInfo } from "node:net";
import { HUB_EVENTS, HUB_PATH, type SetUserAck } from "@consola/shared";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createUser, login, type TestBusiness } from "../../test/factories.js";
import { routeTestWorld } from "../../test/route-test-world.js";
import { signSessionToken } from "../modules/auth/tokens.js";
import { type Hub, startHub } from "./hub.js";

/**
 * Small limits, so the first test waits on the hub's own deadline rather than on the ten production seconds,
 * with room for the others' few steps to finish well inside it on a loaded machine.
 */
const REGISTER_WITHIN_MS = 3_000;
const UNREGISTERED_PER_ADDRESS = 3;

let hub: Hub;
let url: string;
let norte: TestBusiness;
const sockets: Socket[] = [];

const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  hub = startHub(t.app.server, t.deps, {
    registerWithinMs: REGISTER_WITHIN_MS,
    unregisteredPerAddress: UNREGISTERED_PER_ADDRESS,
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  norte = await createBusiness(t.deps.db);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await hub.close();
});

/**
 * A socket that has not registered, once connected, with how its connection ends and whether the hub welcomed
 * it (SuccessConnect) or refused it first, both listened for from the start.
 */
async function openSocket(): Promise<{
  socket: Socket;
  closed: Promise<string>;
  welcomed: Promise<boolean>;
}> {
  const socket = connect(url, { path: HUB_PATH, transports: ["websocket"], reconnection: false });
  sockets.push(socket);
  const closed = new Promise<string>((resolve) => socket.on("disconnect", (reason) => resolve(reason)));
  const welcomed = Promise.race([
    new Promise<boolean>((resolve) => socket.once(HUB_EVENTS.successConnect, () => resolve(true))),
    closed.then(() => false),
  ]);
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", () => resolve());
    socket.on("connect_error", reject);
  });
  return { socket, closed, welcomed };
}

describe("hub sockets that do not prove who they are", () => {
  it("closes a socket that does not register in time", async () => {
    const { closed } = await openSocket();
    expect(await closed).toBe("io server disconnect");
  });

  it("lets one address hold only a few unregistered sockets, and more once they register", async () => {
    const user = await createUser(t.deps.db, { role: "ProviderAgent", businessId: norte.id });
    const { token } = await login(t.app, user);
    const waiting = await Promise.all(Array.from({ length: UNREGISTERED_PER_ADDRESS }, () => openSocket()));
    const extra = await openSocket();
    expect(await extra.welcomed).toBe(false);
    expect(await extra.closed).toBe("io server disconnect");
    expect(waiting.every(({ socket }) => socket.connected)).toBe(true);

    const first = waiting[0]?.socket;
    if (!first) throw new Error("no socket opened");
    const ack = (await first.timeout(3_000).emitWithAck(HUB_EVENTS.setUser, token, 0)) as SetUserAck;
    expect(ack.isOk).toBe(true);
    // A registered socket no longer counts: the next one is let in (and waits for its own deadline).
    const another = await openSocket();
    expect(await another.welcomed).toBe(true);
    expect(first.connected).toBe(true);
  });

  it("ends a registered socket when its token expires, telling it why", async () => {
    const user = await createUser(t.deps.db, { role: "ProviderAgent", businessId: norte.id });
    const { token: signedIn } = await login(t.app, user);
    const claims = JSON.parse(Buffer.from(signedIn.split(".")[1] ?? "", "base64url").toString());
    const shortLived = await signSessionToken(
      { userId: user.id, sessionId: claims.sid, role: "ProviderAgent", businessId: norte.id },
      new Date(Date.now() + 2_000),
      t.deps.config.jwtSecret,
    );
    const { socket, closed } = await openSocket();
    const exit = new Promise<unknown>((resolve) => socket.once(HUB_EVENTS.accountExit, resolve));
    const ack = (await socket.timeout(3_000).emitWithAck(HUB_EVENTS.setUser, shortLived, 0)) as SetUserAck;
    expect(ack.isOk).toBe(true);
    expect(await exit).toEqual({ reason: "expired" });
    expect(await closed).toBe("io server disconnect");
  });
});
