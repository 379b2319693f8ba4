import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, conversations } from "../../src/db/schema/index.js";
import { createBusiness, signedInAs } from "../factories.js";
import { createTestApp, type TestApp } from "../test-app.js";
import {
  type AttackRequest,
  buildVictimWorld,
  send,
  VICTIM_MARKERS,
  type VictimWorld,
} from "./victim-world.js";

/**
 * Every private API route, called by every business role of ANOTHER business with the victim's ids. A route
 * added without a case here fails the suite: no endpoint can skip the tenant-isolation check.
 */
const CASES: Record<string, (w: VictimWorld) => AttackRequest> = {
  "POST /api/auth/Logout": () => ({ method: "POST", url: "/api/auth/Logout" }),
  "POST /api/admin/Profile": () => ({ method: "POST", url: "/api/admin/Profile" }),
  "POST /api/admin/MyBusiness": () => ({ method: "POST", url: "/api/admin/MyBusiness" }),
  "POST /api/admin/Settings": (w) => ({
    method: "POST",
    url: `/api/admin/Settings?business_id=${w.business.id}`,
  }),
  "GET /api/config/GetColors": (w) => ({ method: "GET", url: `/api/config/GetColors?Id=${w.business.id}` }),
  "POST /api/catalog/ListRole": () => ({ method: "POST", url: "/api/catalog/ListRole" }),
  "POST /api/catalog/NewId": () => ({ method: "POST", url: "/api/catalog/NewId" }),
  "POST /api/wp/ListMessagePendient": () => ({
    method: "POST",
    url: "/api/wp/ListMessagePendient",
    payload: { search: "Secreto" },
  }),
  "GET /api/admin/ListMessageActive": () => ({ method: "GET", url: "/api/admin/ListMessageActive" }),
  "GET /api/admin/ListMessageBot": () => ({ method: "GET", url: "/api/admin/ListMessageBot" }),
  "POST /api/admin/ListContactCurrentFind": () => ({
    method: "POST",
    url: "/api/admin/ListContactCurrentFind",
  }),
  "POST /api/admin/ListContactCloseTimeout": () => ({
    method: "POST",
    url: "/api/admin/ListContactCloseTimeout",
  }),
  "POST /api/chat/Summary": (w) => ({
    method: "POST",
    url: "/api/chat/Summary",
    payload: { conversationId: w.active.conversationId },
  }),
  "POST /api/wp/ListUser": () => ({ method: "POST", url: "/api/wp/ListUser" }),
  "POST /api/wp/TakePendient": (w) => ({
    method: "POST",
    url: "/api/wp/TakePendient",
    payload: { id: w.pending.conversationId, agentId: 0 },
  }),
  "POST /api/chat/ReassignChat": (w) => ({
    method: "POST",
    url: "/api/chat/ReassignChat",
    payload: { conversationId: w.active.conversationId, agentId: w.admin.user.id },
  }),
  "POST /api/admin/DeleteChat": (w) => ({
    method: "POST",
    url: "/api/admin/DeleteChat",
    payload: { id: w.pending.conversationId },
  }),
  "POST /api/chat/ChangeStatus": (w) => ({
    method: "POST",
    url: "/api/chat/ChangeStatus",
    payload: { conversationId: w.active.conversationId, status: "angry", comments: "x" },
  }),
  "POST /api/wp/CloseMessage": (w) => ({
    method: "POST",
    url: "/api/wp/CloseMessage",
    payload: {
      conversationId: w.active.conversationId,
      status: "normal",
      comments: "x",
      closingCategoryId: w.category.id,
    },
  }),
  "POST /api/wp/ListMessage": (w) => ({
    method: "POST",
    url: "/api/wp/ListMessage",
    payload: { conversationId: w.active.conversationId },
  }),
  "POST /api/chat/ListMessage": (w) => ({
    method: "POST",
    url: "/api/chat/ListMessage",
    payload: { contactId: w.active.contactId },
  }),
  "POST /api/chat/SeeToMessage": (w) => ({
    method: "POST",
    url: "/api/chat/SeeToMessage",
    payload: { conversationId: w.active.conversationId },
  }),
  "POST /api/wp/SendMessage": (w) => ({
    method: "POST",
    url: "/api/wp/SendMessage",
    payload: { conversationId: w.active.conversationId, message: "intruso" },
  }),
  "POST /api/voip/SendSMS": (w) => ({
    method: "POST",
    url: "/api/voip/SendSMS",
    payload: { conversationId: w.sms.conversationId, message: "intruso" },
  }),
  "POST /api/wp/SendMedia": (w) => ({
    method: "POST",
    url: "/api/wp/SendMedia",
    form: { conversationId: String(w.active.conversationId) },
  }),
  "POST /api/voip/SendMMS": (w) => ({
    method: "POST",
    url: "/api/voip/SendMMS",
    form: { conversationId: String(w.sms.conversationId) },
  }),
  "POST /api/wp/SendTemplate": (w) => ({
    method: "POST",
    url: "/api/wp/SendTemplate",
    payload: { conversationId: w.active.conversationId, templateName: "seguimiento", params: ["x"] },
  }),
  // Writing to the victim's contact's number creates the attacker's own contact: it must not reach the
  // victim's chat. (Numbers are not secret across businesses, so these use the SMS contact's number, which
  // the leak check below does not look for.)
  "POST /api/wp/SendNewContact": (w) => ({
    method: "POST",
    url: "/api/wp/SendNewContact",
    payload: { phoneNumber: w.sms.from, templateName: "seguimiento", params: ["x"] },
  }),
  "POST /api/voip/SendNew": (w) => ({
    method: "POST",
    url: "/api/voip/SendNew",
    payload: { phoneNumber: w.sms.from, message: "hola" },
  }),
  "POST /api/wp/GetTemplateList": () => ({ method: "POST", url: "/api/wp/GetTemplateList" }),
  "GET /api/image/show/:key": (w) => ({ method: "GET", url: `/api/image/show/${w.mediaKey}` }),
  "POST /api/image/Download/:key": (w) => ({ method: "POST", url: `/api/image/Download/${w.mediaKey}` }),
  "POST /api/sandbox/Contacts": (w) => ({
    method: "POST",
    url: "/api/sandbox/Contacts",
    payload: { business_id: w.business.id },
  }),
  "POST /api/sandbox/Send": (w) => ({
    method: "POST",
    url: "/api/sandbox/Send",
    payload: { business_id: w.business.id, phoneNumber: w.active.from, message: "intruso" },
  }),
  "POST /api/sandbox/SendMedia": (w) => ({
    method: "POST",
    url: "/api/sandbox/SendMedia",
    form: { business_id: String(w.business.id), phoneNumber: w.active.from },
  }),
  "POST /api/sandbox/Conversation": (w) => ({
    method: "POST",
    url: "/api/sandbox/Conversation",
    payload: { business_id: w.business.id, phoneNumber: w.active.from },
  }),
  "POST /api/config/ListChannels": (w) => ({
    method: "POST",
    url: "/api/config/ListChannels",
    payload: { business_id: w.business.id },
  }),
  "POST /api/config/SaveChannel": (w) => ({
    method: "POST",
    url: "/api/config/SaveChannel",
    payload: {
      id: w.lineId,
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      externalId: "999888777666",
      credentials: { accessToken: "x" },
    },
  }),
  "POST /api/notification/List": () => ({
    method: "POST",
    url: "/api/notification/List",
    payload: { tab: "general" },
  }),
  "POST /api/notification/Remove": (w) => ({
    method: "POST",
    url: "/api/notification/Remove",
    payload: { Id: w.notificationId },
  }),
  "POST /api/notification/RemoveAll": () => ({ method: "POST", url: "/api/notification/RemoveAll" }),
  "GET /api/agent/CalculateAgents": (w) => ({
    method: "GET",
    url: `/api/agent/CalculateAgents?business_id=${w.business.id}`,
  }),
  "GET /api/agent/ListAll": (w) => ({
    method: "GET",
    url: `/api/agent/ListAll?business_id=${w.business.id}`,
  }),
  "GET /api/agent/MyStatus": () => ({ method: "GET", url: "/api/agent/MyStatus" }),
  "GET /api/agent/AddConnected": () => ({ method: "GET", url: "/api/agent/AddConnected" }),
  "GET /api/agent/AddAvaible": () => ({ method: "GET", url: "/api/agent/AddAvaible" }),
  "POST /api/agent/AddNotAvaible": () => ({ method: "POST", url: "/api/agent/AddNotAvaible" }),
  "POST /api/admin/ListAllContact": () => ({
    method: "POST",
    url: "/api/admin/ListAllContact",
    payload: { search: "Secreto" },
  }),
  "POST /api/admin/ListContact": () => ({ method: "POST", url: "/api/admin/ListContact" }),
  "GET /api/admin/Detail": (w) => ({
    method: "GET",
    url: `/api/admin/Detail?contact_id=${w.active.contactId}`,
  }),
  "POST /api/admin/AddContact": (w) => ({
    method: "POST",
    url: "/api/admin/AddContact",
    payload: { name: "Otro Nombre", phoneNumber: w.pending.from },
  }),
  "POST /api/admin/ModifyContact": (w) => ({
    method: "POST",
    url: "/api/admin/ModifyContact",
    payload: { id: w.active.contactId, name: "Cambiado", phoneNumber: w.active.from },
  }),
  "GET /api/admin/ExportContacts": () => ({ method: "GET", url: "/api/admin/ExportContacts" }),
  "POST /api/wp/MakeOptIn": (w) => ({
    method: "POST",
    url: "/api/wp/MakeOptIn",
    payload: { contactId: w.active.contactId },
  }),
  "POST /api/wp/MakeOptOut": (w) => ({
    method: "POST",
    url: "/api/wp/MakeOptOut",
    payload: { contactId: w.active.contactId },
  }),
  "POST /api/business/ListQuicklyAnswer": (w) => ({
    method: "POST",
    url: `/api/business/ListQuicklyAnswer?business_id=${w.business.id}`,
  }),
  "POST /api/business/AddQuicklyAnswer": (w) => ({
    method: "POST",
    url: "/api/business/AddQuicklyAnswer",
    payload: { id: w.quickAnswerId, message: "cambiado" },
  }),
  "POST /api/business/RemoveQuicklyAnswer": (w) => ({
    method: "POST",
    url: "/api/business/RemoveQuicklyAnswer",
    payload: { id: w.quickAnswerId },
  }),
  "POST /api/business/ListCategoryClose": (w) => ({
    method: "POST",
    url: "/api/business/ListCategoryClose",
    payload: { business_id: w.business.id },
  }),
  "POST /api/business/AddCategoryClose": (w) => ({
    method: "POST",
    url: "/api/business/AddCategoryClose",
    payload: { id: w.category.id, name: "cambiada", description: "x" },
  }),
  "POST /api/business/RemoveCategoryClose": (w) => ({
    method: "POST",
    url: "/api/business/RemoveCategoryClose",
    payload: { id: w.category.id },
  }),
  "GET /api/config/GetAutoAssign": (w) => ({
    method: "GET",
    url: `/api/config/GetAutoAssign?business_id=${w.business.id}`,
  }),
  "POST /api/config/SaveAutoAssign": (w) => ({
    method: "POST",
    url: "/api/config/SaveAutoAssign",
    payload: { business_id: w.business.id, enabled: true, byArea: false, maxChatsPerAgent: 1 },
  }),
};

let t: TestApp;
let world: VictimWorld;
const ATTACKER_ROLES = ["ProviderAdmin", "ProviderSupervisor", "ProviderAgent"] as const;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildVictimWorld(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const privateRoutes = () =>
  t.app.routeTable
    .filter((route) => route.url.startsWith("/api/") && !route.public)
    .map((route) => `${route.method} ${route.url}`);

describe("tenant isolation of every route", () => {
  it("has a case for every private API route", () => {
    const missing = privateRoutes().filter((key) => !(key in CASES));
    expect(missing).toEqual([]);
  });

  it("refuses every private route without a token, however its path is spelled", async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith("/api/") && !route.public);
    for (const route of routes) {
      const path = route.url.replace(/:[A-Za-z]+/g, "abc");
      const [, first = "", ...rest] = path.split("/");
      const tail = rest.join("/");
      // Spellings the router takes as this same route: each must be refused, not served.
      const sameRoute = [
        path.toUpperCase(),
        path.toLowerCase(),
        `${path}/`,
        `/${first}/${tail.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
        `/${first}/x/../${tail}`,
        `/${first}/./${tail}`,
      ];
      // Spellings that may match nothing at all: a 404 is fine, anything but a refusal is not.
      const maybeNone = [`/${first}//${tail}`, `/${first.toUpperCase()}//${tail}/`, `${path}//`];
      for (const url of [...sameRoute, ...maybeNone]) {
        // A broken body: refused before it is read, it is a 401; read first, it would be a 400.
        const response = await t.app.inject({
          method: route.method as "GET" | "POST",
          url,
          ...(route.method === "POST"
            ? { headers: { "content-type": "application/json" }, payload: "{roto" }
            : {}),
        });
        const allowed = sameRoute.includes(url) ? [401] : [401, 404];
        expect(allowed, `${route.method} ${url} answered ${response.statusCode}`).toContain(
          response.statusCode,
        );
      }
    }
  });

  it.each(ATTACKER_ROLES)(
    "never lets a %s of another business see or change the victim's data",
    async (role) => {
      const attackerBusiness = await createBusiness(t.deps.db);
      for (const key of privateRoutes()) {
        const build = CASES[key];
        if (!build) continue;
        // A fresh session per call: Logout would end a shared one.
        const attacker = await signedInAs(t.app, t.deps.db, role, attackerBusiness.id);
        const response = await send(t.app, attacker.token, build(world));
        expect([200, 400, 401, 403, 404], `${key} answered ${response.statusCode}`).toContain(
          response.statusCode,
        );
        for (const marker of Object.values(VICTIM_MARKERS)) {
          expect(response.body, `${key} leaked "${marker}"`).not.toContain(marker);
        }
        expect(response.body, `${key} leaked the victim's number`).not.toContain(world.active.from);
      }
    },
  );

  it("left the victim's chats and contacts as they were", async () => {
    const chats = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.businessId, world.business.id));
    const byId = new Map(chats.map((chat) => [chat.id, chat]));
    expect(byId.get(world.pending.conversationId)?.status).toBe("pending");
    expect(byId.get(world.active.conversationId)).toMatchObject({
      status: "active",
      assignedUserId: world.agent.user.id,
      mood: null,
    });
    expect(byId.get(world.sms.conversationId)).toMatchObject({
      status: "active",
      assignedUserId: world.agent.user.id,
    });
    const [contact] = await t.deps.db.select().from(contacts).where(eq(contacts.id, world.active.contactId));
    expect(contact).toMatchObject({ optIn: true, businessId: world.business.id });
    expect(contact?.name).toContain(VICTIM_MARKERS.contactName);
  });
});
