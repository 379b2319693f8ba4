import type { AddressInfo, Socket as NetSocket } from "node:net";
import { HUB_CLIENT_AUTH, HUB_EVENTS, HUB_PATH, HUB_PAYLOAD_SCHEMAS, type SetUserAck } from "@consola/shared";
import { eq, inArray } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { apiClient } from "../../test/api-client.js";
import { pendingChat } from "../../test/engine-factories.js";
import { createBusiness, createUser, login, signedInAs, type TestBusiness } from "../../test/factories.js";
import { routeTestWorld } from "../../test/route-test-world.js";
import { agentPresence } from "../db/schema/index.js";
import type { DomainEvents } from "../events/domain-events.js";
import { markAgentOffline, setAgentState } from "../modules/agents/presence.service.js";
import { signSessionToken } from "../modules/auth/tokens.js";
import { type Hub, startHub } from "./hub.js";
import { rooms } from "./rooms.js";

let hub: Hub;
let url: string;
let norte: TestBusiness;
let andino: TestBusiness;
const sockets: Socket[] = [];

const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  hub = startHub(t.app.server, t.deps);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  norte = await createBusiness(t.deps.db);
  andino = await createBusiness(t.deps.db);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await hub.close();
});

/**
 * A connected, registered hub client that records every event it receives: by default one written against the
 * old hub (no handshake), `{ auth: HUB_CLIENT_AUTH }` for the web app's.
 */
async function client(token: string, options: { auth?: typeof HUB_CLIENT_AUTH } = {}) {
  const socket = connect(url, { path: HUB_PATH, transports: ["websocket"], reconnection: false, ...options });
  sockets.push(socket);
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", () => resolve());
    socket.on("connect_error", reject);
  });
  const ack = (await socket.timeout(3_000).emitWithAck(HUB_EVENTS.setUser, token, 0)) as SetUserAck;
  return {
    socket,
    received,
    ack,
    events: (name: string) => received.filter((entry) => entry.event === name).map((entry) => entry.payload),
  };
}

/** Lets emitted events cross the loopback socket. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("hub", () => {
  it("registers a valid token with Success and refuses a bad one", async () => {
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const good = await client(token);
    expect(good.ack).toEqual({ isOk: true, message: "" });
    await settle();
    expect(good.events(HUB_EVENTS.success)).toHaveLength(1);
    const bad = await client("not.a.token");
    expect(bad.ack.isOk).toBe(false);
    await settle();
    expect(bad.socket.connected).toBe(false);
  });

  it("refuses expired, tampered and taken-over tokens", async () => {
    const user = await createUser(t.deps.db, { role: "ProviderAgent", businessId: norte.id });
    const first = await login(t.app, user);
    const [header, payload, signature] = first.token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: "ProviderAdmin" })).toString("base64url")}.${signature}`;
    const expired = await signSessionToken(
      { userId: user.id, sessionId: claims.sid, role: "ProviderAgent", businessId: norte.id },
      new Date(Date.now() - 1_000),
      t.deps.config.jwtSecret,
    );
    await login(t.app, user); // the first session is now taken over
    const reasons: (string | undefined)[] = [];
    for (const token of [tampered, expired, first.token]) {
      const refused = await client(token);
      expect(refused.ack.isOk).toBe(false);
      reasons.push(refused.ack.reason);
      await settle();
      expect(refused.socket.connected).toBe(false);
    }
    // Why, as a 401 says it: a console whose session was taken over before it registered shows the dialog.
    expect(reasons).toEqual(["invalid", "expired", "replaced"]);
  });

  it("tells a business about its new chats and never another business", async () => {
    const norteAgent = await client((await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id)).token);
    const norteAdmin = await client((await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id)).token);
    const andinoAgent = await client((await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id)).token);
    const platform = await client((await signedInAs(t.app, t.deps.db, "Super")).token);
    const published: DomainEvents["notification.created"][] = [];
    const off = t.deps.events.subscribe("notification.created", (event) => published.push(event));
    const chat = await pendingChat(t.deps, norte.id, { text: "Mensaje privado de Norte" });
    await settle();
    off();
    // Everyone's notification of a new chat is one event for the business's room, not one per person.
    expect(published).toEqual([
      expect.objectContaining({ businessId: norte.id, userId: null, type: "new_contact" }),
    ]);
    expect(norteAdmin.events(HUB_EVENTS.eventNotification)).toHaveLength(1);
    expect(norteAgent.events(HUB_EVENTS.newContact)).toEqual([
      {
        businessId: norte.id,
        conversationId: chat.conversationId,
        contactId: chat.contactId,
        status: "pending",
      },
    ]);
    expect(norteAgent.events(HUB_EVENTS.newMessage)).toHaveLength(1);
    expect(norteAgent.events(HUB_EVENTS.eventNotification)).toHaveLength(1);
    for (const outsider of [andinoAgent, platform]) {
      expect(JSON.stringify(outsider.received)).not.toContain("Mensaje privado de Norte");
      expect(outsider.events(HUB_EVENTS.newContact)).toEqual([]);
      expect(outsider.events(HUB_EVENTS.eventNotification)).toEqual([]);
    }
  });

  it("tells the business's consoles a contact's new labels, and never another business", async () => {
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const norteAgent = await client((await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id)).token);
    const andinoAdmin = await client((await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id)).token);
    const label = await admin.api.post<{ id: number }>("/api/labels/SaveLabel", {
      name: "Hub",
      color: "red",
    });
    const chat = await pendingChat(t.deps, norte.id, { text: "Hola" });

    await admin.api.post("/api/labels/LabelContact", {
      contactId: chat.contactId,
      add: [label.body.data.id],
    });

    await vi.waitFor(() => expect(norteAgent.events(HUB_EVENTS.contactLabelled)).toHaveLength(1));
    expect(norteAgent.events(HUB_EVENTS.contactLabelled)).toEqual([
      { businessId: norte.id, contactId: chat.contactId, labelIds: [label.body.data.id] },
    ]);
    await settle();
    expect(andinoAdmin.events(HUB_EVENTS.contactLabelled)).toEqual([]);
  });

  it("sends a new chat's events to the web app's agent in order, in one write to its connection", async () => {
    const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const agentHub = await client(agent.token, { auth: HUB_CLIENT_AUTH });
    const [serverSide] = await hub.io.in(`user:${agent.user.id}`).fetchSockets();
    const connection = hub.io.of("/").sockets.get(serverSide?.id ?? "")?.conn as unknown as {
      transport: { socket: { _socket: NetSocket } };
    };
    // The TCP socket under ws: each call of _write or _writev is one system call.
    const tcp = connection.transport.socket._socket;
    const writes = [vi.spyOn(tcp, "_write"), vi.spyOn(tcp, "_writev")];
    agentHub.received.length = 0;
    await pendingChat(t.deps, norte.id, { text: "Hola, ¿me ayudan?" });
    await settle();
    expect(agentHub.received.map((entry) => entry.event)).toEqual([
      HUB_EVENTS.newContact,
      HUB_EVENTS.eventNotification,
      HUB_EVENTS.newMessage,
    ]);
    expect(writes.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(1);
  });

  it("sends a taken chat's messages to its agent and the managers, not to other agents", async () => {
    const ana = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const luis = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const [anaHub, luisHub, adminHub] = [
      await client(ana.token),
      await client(luis.token),
      await client(admin.token, { auth: HUB_CLIENT_AUTH }),
    ];
    const chat = await pendingChat(t.deps, norte.id);
    await ana.api.post("/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
    await settle();
    expect(luisHub.events(HUB_EVENTS.dessign)).toContainEqual(
      expect.objectContaining({ conversationId: chat.conversationId, reason: "take" }),
    );
    expect(anaHub.events(HUB_EVENTS.reassign)).toContainEqual(
      expect.objectContaining({ conversationId: chat.conversationId, toUserId: ana.user.id }),
    );

    await pendingChat(t.deps, norte.id, { from: chat.from, text: "Segundo mensaje, ya asignado" });
    await settle();
    const said = (hubClient: typeof anaHub) => JSON.stringify(hubClient.events(HUB_EVENTS.newMessage));
    expect(said(anaHub)).toContain("Segundo mensaje, ya asignado");
    expect(said(adminHub)).toContain("Segundo mensaje, ya asignado");
    expect(said(luisHub)).not.toContain("Segundo mensaje, ya asignado");
    expect(anaHub.events(HUB_EVENTS.addMessageToContact)).toContainEqual(
      expect.objectContaining({
        Message: "Segundo mensaje, ya asignado",
        Who: "contact",
        contactId: chat.contactId,
      }),
    );
    // The web app reads NewMessage only and said so when it connected: no AddMessageContact for it.
    expect(adminHub.events(HUB_EVENTS.addMessageToContact)).toEqual([]);
  });

  it("sends only events of the shared contract, each payload matching its schema", async () => {
    const ana = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const [anaHub, adminHub] = [await client(ana.token), await client(admin.token)];
    const chat = await pendingChat(t.deps, norte.id);
    await ana.api.post("/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
    await pendingChat(t.deps, norte.id, { from: chat.from, text: "¿Siguen ahí?" });
    await settle();
    const received = [...anaHub.received, ...adminHub.received];
    expect(received.map((entry) => entry.event)).toEqual(
      expect.arrayContaining([HUB_EVENTS.newContact, HUB_EVENTS.reassign, HUB_EVENTS.newMessage]),
    );
    for (const { event, payload } of received) {
      if (event === HUB_EVENTS.successConnect) continue;
      expect(event in HUB_PAYLOAD_SCHEMAS, event).toBe(true);
      const schema = HUB_PAYLOAD_SCHEMAS[event as keyof typeof HUB_PAYLOAD_SCHEMAS];
      expect(schema.safeParse(payload).error, event).toBeUndefined();
    }
  });

  it("sends Account_Exit to the old session when the user signs in elsewhere", async () => {
    const user = await createUser(t.deps.db, { role: "ProviderAgent", businessId: norte.id });
    const first = await client((await login(t.app, user)).token);
    await login(t.app, user);
    await settle();
    expect(first.events(HUB_EVENTS.accountExit)).toEqual([{ reason: "replaced" }]);
    expect(first.socket.connected).toBe(false);
  });

  it("lets only the business's admin (or a platform admin) follow its simulator", async () => {
    const admin = await client((await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id)).token);
    const agent = await client((await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id)).token);
    const foreign = await client((await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id)).token);
    const join = (hubClient: typeof admin) =>
      hubClient.socket.timeout(3_000).emitWithAck(HUB_EVENTS.joinSandbox, norte.id) as Promise<SetUserAck>;
    expect((await join(admin)).isOk).toBe(true);
    expect((await join(agent)).isOk).toBe(false);
    expect((await join(foreign)).isOk).toBe(false);
  });

  it("marks offline whoever shows as connected with no socket left (a crash), and nobody else", async () => {
    const connected = await createUser(t.deps.db, { role: "ProviderAgent", businessId: norte.id });
    const ghost = await createUser(t.deps.db, { role: "ProviderAgent", businessId: norte.id });
    await client((await login(t.app, connected)).token);
    const aMinuteAgo = () => new Date(Date.now() - 60_000);
    // The ghost was available when its server died: no instance saw its socket close.
    await setAgentState(t.deps.db, { id: ghost.id, businessId: norte.id }, "available", aMinuteAgo);
    await t.deps.db
      .update(agentPresence)
      .set({ stateSince: aMinuteAgo() })
      .where(eq(agentPresence.userId, connected.id));

    // Only these two matter: people of earlier tests may be swept too.
    const swept = await hub.sweepPresence();
    expect(swept).toContain(ghost.id);
    expect(swept).not.toContain(connected.id);
    const states = await t.deps.db
      .select({ userId: agentPresence.userId, state: agentPresence.state })
      .from(agentPresence)
      .where(inArray(agentPresence.userId, [connected.id, ghost.id]));
    expect(Object.fromEntries(states.map((row) => [row.userId, row.state]))).toEqual({
      [connected.id]: "available",
      [ghost.id]: "offline",
    });
  });

  it("leaves someone who reconnected between the sweep's reading and its writing", async () => {
    const agent = await createUser(t.deps.db, { role: "ProviderAgent", businessId: norte.id });
    const read = await setAgentState(t.deps.db, { id: agent.id, businessId: norte.id }, "available");
    await setAgentState(
      t.deps.db,
      { id: agent.id, businessId: norte.id },
      "available",
      () => new Date(read.presence.stateSince.getTime() + 1_000),
    );
    expect(await markAgentOffline(t.deps.db, agent.id, undefined, read.presence.stateSince)).toBeNull();
    const [row] = await t.deps.db
      .select({ state: agentPresence.state })
      .from(agentPresence)
      .where(eq(agentPresence.userId, agent.id));
    expect(row?.state).toBe("available");
  });
});

describe("hub: who is connected", () => {
  it("tells the business's managers at once when someone connects, switches and goes, never another business", async () => {
    const admin = await client((await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id)).token);
    const supervisor = await client(
      (await signedInAs(t.app, t.deps.db, "ProviderSupervisor", norte.id)).token,
      { auth: HUB_CLIENT_AUTH },
    );
    const colleague = await client((await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id)).token);
    const andinoAdmin = await client((await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id)).token);
    const platform = await client((await signedInAs(t.app, t.deps.db, "Super")).token);
    const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const heard = (hubClient: typeof admin) =>
      hubClient
        .events(HUB_EVENTS.agentAvailability)
        .filter((payload) => (payload as { userId: number }).userId === agent.user.id);

    const agentHub = await client(agent.token);
    await settle();
    expect((await agent.api.post("/api/agent/AddNotAvaible")).status).toBe(200);
    // Asking for the state it already has changes nothing, and says nothing.
    expect((await agent.api.post("/api/agent/AddNotAvaible")).status).toBe(200);
    await settle();
    agentHub.socket.disconnect();
    await settle();
    // The socket is gone and the grace period long past: the sweep takes them offline.
    await t.deps.db
      .update(agentPresence)
      .set({ stateSince: new Date(Date.now() - 60_000) })
      .where(eq(agentPresence.userId, agent.user.id));
    expect(await hub.sweepPresence()).toContain(agent.user.id);
    await settle();

    const said = (availability: string) => ({ businessId: norte.id, userId: agent.user.id, availability });
    for (const manager of [admin, supervisor]) {
      expect(heard(manager)).toEqual([said("available"), said("not_available"), said("offline")]);
    }
    // Other businesses and the platform hear nothing of Norte's people; agents hear no colleague.
    for (const outsider of [andinoAdmin, platform]) {
      const foreign = outsider
        .events(HUB_EVENTS.agentAvailability)
        .filter((payload) => (payload as { businessId: number }).businessId !== andino.id);
      expect(foreign).toEqual([]);
    }
    expect(colleague.events(HUB_EVENTS.agentAvailability)).toEqual([]);
  });

  it("tells the managers when a deactivated person goes offline with their session", async () => {
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const adminHub = await client(admin.token);
    const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    await client(agent.token);
    await settle();
    const went = new Promise<unknown>((resolve) =>
      adminHub.socket.on(
        HUB_EVENTS.agentAvailability,
        (payload: { userId: number; availability: string }) => {
          if (payload.userId === agent.user.id && payload.availability === "offline") resolve(payload);
        },
      ),
    );
    const saved = await admin.api.post("/api/admin/ActiveUser", { id: agent.user.id, active: false });
    expect(saved.status).toBe(200);
    expect(await went).toEqual({ businessId: norte.id, userId: agent.user.id, availability: "offline" });
  });
});

describe("hub: a person whose role changes", () => {
  /** Whether the hub has this client's socket in the room, on any instance. */
  const inRoom = async (room: string, hubClient: { socket: Socket }) =>
    (await hub.io.in(room).fetchSockets()).some((socket) => socket.id === hubClient.socket.id);
  const nextEvent = (hubClient: { socket: Socket }, event: string) =>
    new Promise<unknown>((resolve) => hubClient.socket.once(event, resolve));
  const saveRole = (
    admin: { api: ReturnType<typeof apiClient> },
    person: { id: number; email: string },
    role: string,
  ) =>
    admin.api.post("/api/admin/AddUser", {
      id: person.id,
      name: "Rocío Ibáñez Muñoz",
      nickname: "Ro",
      role,
      position: "Ejecutiva",
      phone: "8112345678",
      email: person.email,
    });

  it("moves a demoted supervisor's open socket out of the managers' room at once, and back when promoted", async () => {
    const ana = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const supervisor = await signedInAs(t.app, t.deps.db, "ProviderSupervisor", norte.id);
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const supervisorHub = await client(supervisor.token);
    expect(await inRoom(rooms.managers(norte.id), supervisorHub)).toBe(true);
    expect(await inRoom(rooms.addMessageContact(rooms.managers(norte.id)), supervisorHub)).toBe(true);

    const demoted = nextEvent(supervisorHub, HUB_EVENTS.profileChanged);
    expect((await saveRole(admin, supervisor.user, "ProviderAgent")).status).toBe(200);
    expect(await demoted).toEqual({ userId: supervisor.user.id });
    expect(await inRoom(rooms.managers(norte.id), supervisorHub)).toBe(false);
    expect(await inRoom(rooms.addMessageContact(rooms.managers(norte.id)), supervisorHub)).toBe(false);
    expect(await inRoom(rooms.business(norte.id), supervisorHub)).toBe(true);

    // Another agent's chat no longer reaches the demoted person's open console.
    const chat = await pendingChat(t.deps, norte.id);
    await ana.api.post("/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
    await pendingChat(t.deps, norte.id, { from: chat.from, text: "Solo para Ana y los responsables" });
    await settle();
    expect(JSON.stringify(supervisorHub.events(HUB_EVENTS.newMessage))).not.toContain("Solo para Ana");

    const promoted = nextEvent(supervisorHub, HUB_EVENTS.profileChanged);
    expect((await saveRole(admin, supervisor.user, "ProviderSupervisor")).status).toBe(200);
    await promoted;
    expect(await inRoom(rooms.managers(norte.id), supervisorHub)).toBe(true);
  });

  it("takes a demoted admin's socket out of the simulator's room, and refuses it a new JoinSandbox", async () => {
    const first = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const second = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const firstHub = await client(first.token);
    const join = () =>
      firstHub.socket.timeout(3_000).emitWithAck(HUB_EVENTS.joinSandbox, norte.id) as Promise<SetUserAck>;
    expect((await join()).isOk).toBe(true);
    expect(await inRoom(rooms.sandbox(norte.id), firstHub)).toBe(true);

    const changed = nextEvent(firstHub, HUB_EVENTS.profileChanged);
    expect((await saveRole(second, first.user, "ProviderSupervisor")).status).toBe(200);
    await changed;
    expect(await inRoom(rooms.sandbox(norte.id), firstHub)).toBe(false);
    expect(await inRoom(rooms.managers(norte.id), firstHub)).toBe(true);
    expect((await join()).isOk).toBe(false);
    expect(await inRoom(rooms.sandbox(norte.id), firstHub)).toBe(false);
  });

  it("tells a platform admin's open console when a Super changes their role", async () => {
    const vocom = await signedInAs(t.app, t.deps.db, "VocomAdmin");
    const superUser = await signedInAs(t.app, t.deps.db, "Super");
    const vocomHub = await client(vocom.token);
    const changed = nextEvent(vocomHub, HUB_EVENTS.profileChanged);
    const saved = await superUser.api.post("/api/admin/AddUserSystem", {
      id: vocom.user.id,
      name: "Ñuflo Ávila",
      email: vocom.user.email,
      role: "Super",
    });
    expect(saved.status).toBe(200);
    expect(await changed).toEqual({ userId: vocom.user.id });
  });

  it("says nothing to anyone when a save changes neither role nor area", async () => {
    const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const agentHub = await client(agent.token);
    expect((await saveRole(admin, agent.user, "ProviderAgent")).status).toBe(200);
    await settle();
    expect(agentHub.events(HUB_EVENTS.profileChanged)).toEqual([]);
  });
});
