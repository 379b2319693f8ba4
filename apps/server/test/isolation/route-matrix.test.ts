import dayjs from "dayjs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  areas,
  businessChannels,
  businesses,
  businessHours,
  campaignRecipients,
  campaigns,
  contactFields,
  contacts,
  conversations,
  labels,
  segments,
  surveys,
  users,
} from "../../src/db/schema/index.js";
import { createBusiness, signedInAs } from "../factories.js";
import { routeTestWorld } from "../route-test-world.js";
import { surveyDefinition } from "../survey-factories.js";
import {
  type AttackRequest,
  buildVictimWorld,
  send,
  VICTIM_MARKERS,
  type VictimWorld,
} from "./victim-world.js";

/** What a case adds to its route: a filled-in path (for path parameters), a query, a JSON or form body. */
type CaseDetails = Omit<AttackRequest, "method" | "url"> & { path?: string; query?: string };
type Case = [key: string, build: (w: VictimWorld) => AttackRequest];

/** One route's case, keyed as the route table names it, so the "a case for every route" check can find it. */
function attack(
  method: AttackRequest["method"],
  route: string,
  details?: (w: VictimWorld) => CaseDetails,
): Case {
  return [
    `${method} ${route}`,
    (w) => {
      const { path = route, query, ...body } = details?.(w) ?? {};
      return { method, url: query ? `${path}?${query}` : path, ...body };
    },
  ];
}
const get = (route: string, details?: (w: VictimWorld) => CaseDetails) => attack("GET", route, details);
const post = (route: string, details?: (w: VictimWorld) => CaseDetails) => attack("POST", route, details);
const put = (route: string, details?: (w: VictimWorld) => CaseDetails) => attack("PUT", route, details);
const del = (route: string, details?: (w: VictimWorld) => CaseDetails) => attack("DELETE", route, details);

/** The cases by key; a route listed twice is a mistake in this file, not a second case. */
function byRoute(cases: Case[]): Record<string, (w: VictimWorld) => AttackRequest> {
  const table: Record<string, (w: VictimWorld) => AttackRequest> = {};
  for (const [key, build] of cases) {
    if (key in table) throw new Error(`two cases for ${key}`);
    table[key] = build;
  }
  return table;
}

/**
 * Every private API route, called by every business role of ANOTHER business with the victim's ids. A route
 * added without a case here fails the suite: no endpoint can skip the tenant-isolation check.
 */
const CASES = byRoute([
  post("/api/auth/Logout"),
  post("/api/admin/Profile"),
  post("/api/admin/MyBusiness", (w) => ({ query: `business_id=${w.business.id}` })),
  post("/api/admin/Settings", (w) => ({ query: `business_id=${w.business.id}` })),
  get("/api/config/GetColors", (w) => ({ query: `Id=${w.business.id}` })),
  post("/api/admin/SaveMyBusiness", (w) => ({
    payload: {
      business_id: w.business.id,
      name: "Empresa robada",
      rfc: "ROB850101ABA",
      personType: "moral",
      phone: "+528112345678",
      email: "robada@correo.mx",
      address: "Calle 1",
      postalCode: "64000",
    },
  })),
  post("/api/admin/SaveSettings", (w) => ({
    payload: {
      business_id: w.business.id,
      BusinessTimeZone: "America/Tijuana",
      addHours: 3,
      phoneCountry: "CO",
    },
  })),
  post("/api/config/SaveColors", (w) => ({
    query: `business_id=${w.business.id}`,
    payload: {
      colors: {
        title: "#000001",
        bgButton: "#000001",
        txtButton: "#ffffff",
        barFirst: "#000001",
        barSecond: "#000001",
        primary: "#000001",
        secondary: "#000001",
      },
    },
  })),
  post("/api/config/SaveSurveyActive", (w) => ({
    payload: { business_id: w.business.id, surveyActive: true },
  })),
  post("/api/catalog/ListRole"),
  post("/api/catalog/NewId"),
  post("/api/wp/ListMessagePendient", () => ({ payload: { search: "Secreto" } })),
  // Filtered by the victim's label: the attacker's own list, which no victim chat can join.
  get("/api/admin/ListMessageActive", (w) => ({ query: `labelIds=${w.labelId}` })),
  get("/api/admin/ListMessageBot"),
  post("/api/admin/ListContactCurrentFind"),
  post("/api/admin/ListContactCloseTimeout"),
  post("/api/chat/Summary", (w) => ({ payload: { conversationId: w.active.conversationId } })),
  post("/api/wp/ListUser"),
  post("/api/wp/TakePendient", (w) => ({ payload: { id: w.pending.conversationId, agentId: 0 } })),
  post("/api/chat/Transfers", (w) => ({ payload: { conversationId: w.active.conversationId } })),
  post("/api/chat/ReassignChat", (w) => ({
    payload: { conversationId: w.active.conversationId, agentId: w.admin.user.id },
  })),
  post("/api/admin/DeleteChat", (w) => ({ payload: { id: w.pending.conversationId } })),
  post("/api/chat/ChangeStatus", (w) => ({
    payload: { conversationId: w.active.conversationId, status: "angry", comments: "x" },
  })),
  post("/api/wp/CloseMessage", (w) => ({
    payload: {
      conversationId: w.active.conversationId,
      status: "normal",
      comments: "x",
      closingCategoryId: w.category.id,
    },
  })),
  post("/api/wp/ListMessage", (w) => ({ payload: { conversationId: w.active.conversationId } })),
  post("/api/chat/ListMessage", (w) => ({ payload: { contactId: w.active.contactId } })),
  post("/api/chat/SeeToMessage", (w) => ({ payload: { conversationId: w.active.conversationId } })),
  post("/api/wp/SendMessage", (w) => ({
    payload: { conversationId: w.active.conversationId, message: "intruso" },
  })),
  post("/api/voip/SendSMS", (w) => ({
    payload: { conversationId: w.sms.conversationId, message: "intruso" },
  })),
  post("/api/wp/SendMedia", (w) => ({ form: { conversationId: String(w.active.conversationId) } })),
  post("/api/voip/SendMMS", (w) => ({ form: { conversationId: String(w.sms.conversationId) } })),
  post("/api/wp/SendTemplate", (w) => ({
    payload: { conversationId: w.active.conversationId, templateName: "seguimiento", params: ["x"] },
  })),
  // Writing to the victim's contact's number creates the attacker's own contact: it must not reach the
  // victim's chat. (Numbers are not secret across businesses, so these use the SMS contact's number, which
  // the leak check below does not look for.)
  post("/api/wp/SendNewContact", (w) => ({
    payload: { phoneNumber: w.sms.from, templateName: "seguimiento", params: ["x"] },
  })),
  post("/api/voip/SendNew", (w) => ({ payload: { phoneNumber: w.sms.from, message: "hola" } })),
  post("/api/wp/GetTemplateList"),
  get("/api/image/show/:key", (w) => ({ path: `/api/image/show/${w.mediaKey}` })),
  post("/api/image/Download/:key", (w) => ({ path: `/api/image/Download/${w.mediaKey}` })),
  post("/api/sandbox/Contacts", (w) => ({ payload: { business_id: w.business.id } })),
  post("/api/sandbox/Send", (w) => ({
    payload: { business_id: w.business.id, phoneNumber: w.active.from, message: "intruso" },
  })),
  post("/api/sandbox/SendMedia", (w) => ({
    form: { business_id: String(w.business.id), phoneNumber: w.active.from },
  })),
  post("/api/sandbox/ReportReceipt", (w) => ({
    payload: { business_id: w.business.id, phoneNumber: w.active.from, status: "read" },
  })),
  post("/api/sandbox/Conversation", (w) => ({
    payload: { business_id: w.business.id, phoneNumber: w.active.from },
  })),
  post("/api/config/ListChannels", (w) => ({ payload: { business_id: w.business.id } })),
  post("/api/config/SaveChannel", (w) => ({
    payload: {
      id: w.lineId,
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      externalId: "999888777666",
      credentials: { accessToken: "x" },
    },
  })),
  post("/api/config/TestChannel", (w) => ({ payload: { business_id: w.business.id, id: w.lineId } })),
  post("/api/config/ListTemplates", (w) => ({
    payload: { business_id: w.business.id, channelId: w.lineId },
  })),
  post("/api/config/SyncTemplates", (w) => ({ payload: { channelId: w.lineId } })),
  post("/api/config/SubmitTemplate", (w) => ({
    payload: {
      channelId: w.lineId,
      name: "plantilla_intrusa",
      language: "es_MX",
      category: "UTILITY",
      body: "Hola {{1}}",
      examples: ["x"],
    },
  })),
  post("/api/notification/List", () => ({ payload: { tab: "general" } })),
  post("/api/notification/Remove", (w) => ({ payload: { Id: w.notificationId } })),
  post("/api/notification/RemoveAll"),
  get("/api/agent/CalculateAgents", (w) => ({ query: `business_id=${w.business.id}` })),
  get("/api/agent/ListAll", (w) => ({ query: `business_id=${w.business.id}` })),
  get("/api/agent/MyStatus"),
  get("/api/agent/AddConnected"),
  get("/api/agent/AddAvaible"),
  post("/api/agent/AddNotAvaible"),
  post("/api/admin/ListAllContact", (w) => ({
    payload: { search: "Secreto", labelIds: [w.labelId], segmentId: w.segmentId },
  })),
  post("/api/admin/ListContact"),
  get("/api/admin/Detail", (w) => ({ query: `contact_id=${w.active.contactId}` })),
  post("/api/admin/AddContact", (w) => ({ payload: { name: "Otro Nombre", phoneNumber: w.pending.from } })),
  post("/api/admin/ModifyContact", (w) => ({
    payload: { id: w.active.contactId, name: "Cambiado", phoneNumber: w.active.from },
  })),
  get("/api/admin/ExportContacts", (w) => ({ query: `segment_id=${w.segmentId}` })),
  // The victim's chats by id: the file holds only the caller's own business's chats, none of these.
  get("/api/admin/ExportChats", (w) => ({
    query: `list=active&conversation_ids=${w.active.conversationId},${w.sms.conversationId}`,
  })),
  post("/api/admin/EraseContact", (w) => ({
    payload: { contactId: w.active.contactId, confirmPhone: w.active.from },
  })),
  post("/api/admin/ImportContacts", (w) => ({ form: { business_id: String(w.business.id) } })),
  post("/api/admin/ImportContacts/Start", (w) => ({
    payload: { importId: w.contactImportId, mapping: { name: 0, phoneNumber: 1 } },
  })),
  get("/api/admin/ImportContacts/Status", (w) => ({ query: `import_id=${w.contactImportId}` })),
  get("/api/admin/ImportContacts/Rejected", (w) => ({ query: `import_id=${w.contactImportId}` })),
  get("/api/search", (w) => ({ query: `q=secreto&business_id=${w.business.id}` })),
  post("/api/wp/MakeOptIn", (w) => ({ payload: { contactId: w.active.contactId } })),
  post("/api/wp/MakeOptOut", (w) => ({ payload: { contactId: w.active.contactId } })),
  post("/api/business/ListQuicklyAnswer", (w) => ({ query: `business_id=${w.business.id}` })),
  post("/api/business/AddQuicklyAnswer", (w) => ({ payload: { id: w.quickAnswerId, message: "cambiado" } })),
  post("/api/business/RemoveQuicklyAnswer", (w) => ({ payload: { id: w.quickAnswerId } })),
  post("/api/business/ListCategoryClose", (w) => ({ payload: { business_id: w.business.id } })),
  post("/api/business/AddCategoryClose", (w) => ({
    payload: { id: w.category.id, name: "cambiada", description: "x" },
  })),
  post("/api/business/RemoveCategoryClose", (w) => ({ payload: { id: w.category.id } })),
  post("/api/labels/ListLabels", (w) => ({ query: `business_id=${w.business.id}` })),
  post("/api/labels/SaveLabel", (w) => ({
    payload: { id: w.labelId, name: "Robada", color: "red", business_id: w.business.id },
  })),
  post("/api/labels/RemoveLabel", (w) => ({ payload: { id: w.labelId, business_id: w.business.id } })),
  // The victim's label taken off the victim's contact and chat, by their ids.
  post("/api/labels/LabelContact", (w) => ({
    payload: { contactId: w.active.contactId, remove: [w.labelId] },
  })),
  post("/api/labels/LabelChat", (w) => ({
    payload: { conversationId: w.active.conversationId, remove: [w.labelId] },
  })),
  post("/api/contacts/ListContactFields", (w) => ({ query: `business_id=${w.business.id}` })),
  post("/api/contacts/SaveContactField", (w) => ({
    payload: {
      id: w.contactFieldId,
      key: "campo_secreto",
      name: "Robado",
      type: "text",
      business_id: w.business.id,
    },
  })),
  post("/api/contacts/RemoveContactField", (w) => ({
    payload: { id: w.contactFieldId, business_id: w.business.id },
  })),
  post("/api/contacts/ReorderContactFields", (w) => ({
    payload: { ids: [w.contactFieldId], business_id: w.business.id },
  })),
  post("/api/contacts/ListSegments"),
  post("/api/contacts/SaveSegment", (w) => ({
    payload: { id: w.segmentId, name: "Robado", conditions: {} },
  })),
  post("/api/contacts/RemoveSegment", (w) => ({ payload: { id: w.segmentId } })),
  // The victim's label as the segment's condition: the attacker's own contacts carry none of it.
  post("/api/contacts/CountSegment", (w) => ({ payload: { conditions: { labelIds: [w.labelId] } } })),
  // The victim's chats closed and its contacts unlabelled, by their ids, from another business.
  post("/api/bulk/StartBulkAction", (w) => ({
    payload: {
      action: "chats.close",
      target: { conversationIds: [w.active.conversationId, w.sms.conversationId] },
      closingCategoryId: w.category.id,
      status: "normal",
    },
  })),
  get("/api/bulk/BulkActionStatus", (w) => ({ query: `job_id=${w.bulkJobId}` })),
  post("/api/bulk/CancelBulkAction", (w) => ({ payload: { jobId: w.bulkJobId } })),
  post("/api/campaigns/ListCampaigns"),
  post("/api/campaigns/GetCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/SaveCampaign", (w) => ({
    payload: { id: w.campaignId, name: "Robada", channelId: w.lineId },
  })),
  post("/api/campaigns/RemoveCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/PreviewCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/PrepareCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/ReviewCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/ConfirmCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/PauseCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/ResumeCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/CancelCampaign", (w) => ({ payload: { id: w.campaignId } })),
  post("/api/campaigns/ListCampaignRecipients", (w) => ({ payload: { id: w.campaignId } })),
  get("/api/campaigns/ExportCampaignRecipients", (w) => ({ query: `campaign_id=${w.campaignId}` })),
  post("/api/campaigns/ListCampaignImports"),
  post("/api/campaigns/ListCampaignLines"),
  post("/api/campaigns/GetCampaignSettings"),
  // The victim's line given another pace and limit by its id.
  post("/api/campaigns/SaveCampaignSettings", (w) => ({
    payload: {
      currency: "USD",
      gapHours: 1,
      prices: [],
      lines: [{ id: w.lineId, rate: 1, messagingLimit: 1 }],
    },
  })),
  post("/api/admin/ListUsersBusiness", (w) => ({ payload: { business_id: w.business.id, search: "a" } })),
  post("/api/admin/AddUser", (w) => ({
    payload: {
      id: w.agent.user.id,
      name: "Robado",
      role: "ProviderAdmin",
      phone: "8112345678",
      email: w.agent.user.email,
      areaId: w.areaId,
    },
  })),
  post("/api/admin/ActiveUser", (w) => ({ payload: { id: w.admin.user.id, active: false } })),
  post("/api/admin/CheckUserEmail", (w) => ({
    payload: { email: "libre@intruso.test", business_id: w.business.id },
  })),
  post("/api/admin/ResetUserPassword", (w) => ({ payload: { id: w.agent.user.id } })),
  post("/api/admin/ListBusinessArea", (w) => ({ payload: { business_id: w.business.id } })),
  post("/api/admin/AddBusinessArea", (w) => ({
    payload: { id: w.areaId, name: "cambiada", userIds: [w.agent.user.id] },
  })),
  post("/api/admin/RemoveBusinessArea", (w) => ({ payload: { id: w.areaId, moveTo: null } })),
  get("/api/config/GetAutoAssign", (w) => ({ query: `business_id=${w.business.id}` })),
  // Without business_id: the attacker's own business, naming the victim's agent to change their capacity.
  post("/api/config/SaveAutoAssign", (w) => ({
    payload: {
      enabled: true,
      byArea: false,
      maxChatsPerAgent: 1,
      agents: [{ id: w.agent.user.id, maxOpenChats: 0 }],
    },
  })),
  post("/api/admin/ListAgents", (w) => ({ payload: { business_id: w.business.id } })),
  get("/api/config/GetBusinessHours", (w) => ({ query: `business_id=${w.business.id}` })),
  post("/api/config/SaveBusinessHours", (w) => ({
    payload: {
      business_id: w.business.id,
      enabled: false,
      intervals: [],
      holidays: [],
      outOfHoursMessage: "",
    },
  })),
  post("/api/config/OfficialHolidays", (w) => ({
    payload: { business_id: w.business.id, country: "MX", year: 2026 },
  })),
  get("/api/catalog/TypeChatBot"),
  post("/api/admin/ListChatBot", (w) => ({ payload: { business_id: w.business.id } })),
  ...["/api/admin/SaveChatBot", "/api/report/SaveBot", "/api/report/AddBot"].map((route) =>
    post(route, (w) => ({
      payload: { business_id: w.business.id, type: "welcome", active: false, texts: { message: "cambiado" } },
    })),
  ),
  post("/api/selector/GetBotSelector", (w) => ({ payload: { business_id: w.business.id } })),
  // Without business_id: the attacker's own selector, offering the victim's area.
  post("/api/selector/SaveBot", (w) => ({
    payload: { message: "¿Área?", chosenMessage: "Listo", areas: [{ areaId: w.areaId }], timeoutMinutes: 5 },
  })),
  post("/api/selector/SetStatusBot", (w) => ({ payload: { business_id: w.business.id, active: false } })),
  post("/api/report/BusinessBot", (w) => ({
    payload: { business_id: w.business.id, from: "2026-01-01", to: "2026-12-31" },
  })),
  ...[
    "/api/report/IncomingOutgoing",
    "/api/report/ChatStatus",
    "/api/report/ResponseFirst",
    "/api/report/Summary",
    "/api/report/GetWeb",
  ].map((route) =>
    post(route, (w) => ({ payload: { business_id: w.business.id, from: "2026-01-01", to: "2026-12-31" } })),
  ),
  post("/api/report/ListCampaigns", (w) => ({ payload: { business_id: w.business.id } })),
  get("/api/report/Download/:kind", (w) => ({
    path: "/api/report/Download/detalle",
    query: `business_id=${w.business.id}&from=2026-01-01&to=2026-12-31`,
  })),
  // The platform's reports (/admin/report): every business role gets 403 and no business's figures.
  ...["/api/report/InOutMaster", "/api/report/ChStaMaster", "/api/report/ResFirstMaster"].map((route) =>
    post(route, () => ({ payload: { from: "2026-01-01", to: "2026-12-31" } })),
  ),
  get("/api/report/DownloadMaster", () => ({ query: "from=2026-01-01&to=2026-12-31" })),
  // The platform's own people (/admin/user): every business role gets 403, whichever person it names.
  post("/api/admin/ListUserSystem", () => ({ payload: { search: "" } })),
  post("/api/admin/AddUserSystem", (w) => ({
    payload: {
      id: w.admin.user.id,
      name: "Intruso",
      email: "intruso-plataforma@correo.mx",
      role: "VocomAdmin",
    },
  })),
  post("/api/admin/ActiveUserSystem", (w) => ({ payload: { id: w.admin.user.id, active: false } })),
  post("/api/admin/ResetUserSystemPassword", (w) => ({ payload: { id: w.admin.user.id } })),
  // The platform's /admin/business calls: every business role gets 403, whichever business it names.
  post("/api/admin/ListBusiness", () => ({ payload: { search: "", status: "all" } })),
  post("/api/admin/GetBusiness", (w) => ({ payload: { id: w.business.id } })),
  post("/api/admin/AddBusiness", () => ({
    payload: {
      name: "Empresa intrusa",
      rfc: "SAT970701NN3",
      personType: "moral",
      phone: "+528112345678",
      email: "intrusa@correo.mx",
      address: "Calle 1",
      postalCode: "64000",
      timeZone: "America/Mexico_City",
      addHours: 0,
      phoneCountry: "MX",
      admin: { name: "Intruso", email: "intruso-admin@correo.mx" },
    },
  })),
  post("/api/admin/SaveBusiness", (w) => ({
    payload: {
      id: w.business.id,
      name: "Empresa robada",
      rfc: "SAT970701NN3",
      personType: "moral",
      phone: "+528112345678",
      email: "robada@correo.mx",
      address: "Calle 1",
      postalCode: "64000",
      timeZone: "America/Mexico_City",
      addHours: 0,
      phoneCountry: "MX",
    },
  })),
  post("/api/admin/ActiveBusiness", (w) => ({ payload: { id: w.business.id, active: false } })),
  post("/api/admin/RemoveBusiness", (w) => ({ payload: { id: w.business.id, confirmName: "x" } })),
  post("/api/admin/BusinessHistory", (w) => ({ payload: { id: w.business.id } })),
  // Without business_id: the attacker's own report, filtered by the victim's area.
  post("/api/report/InOutDetail", (w) => ({
    payload: { filters: { from: "2026-01-01", to: "2026-12-31", areaId: w.areaId } },
  })),
  get("/api/survey", (w) => ({ query: `business_id=${w.business.id}` })),
  get("/api/survey/:survey_id", (w) => ({ path: `/api/survey/${w.surveyId}` })),
  post("/api/survey/create", (w) => ({
    query: `business_id=${w.business.id}`,
    payload: surveyDefinition("Encuesta intrusa"),
  })),
  put("/api/survey/update/:survey_id", (w) => ({
    path: `/api/survey/update/${w.surveyId}`,
    payload: surveyDefinition("Encuesta robada"),
  })),
  put("/api/survey/:activate/:survey_id", (w) => ({ path: `/api/survey/false/${w.surveyId}` })),
  del("/api/survey/:survey_id", (w) => ({ path: `/api/survey/${w.surveyId}` })),
  // The victim's chat by id: it does not exist for another business.
  post("/api/surveycontact/create", (w) => ({ payload: { conversation_id: w.active.conversationId } })),
  post("/api/surveycontact/response", (w) => ({ payload: { conversation_id: w.active.conversationId } })),
  // The attacker's own reports, asked for the victim's survey: not one of theirs.
  ...(["/api/surveyReport/General", "/api/surveyReport/Area", "/api/surveyReport/Employee"] as const).map(
    (route) =>
      post(route, (w) => ({ payload: { from: "2026-01-01", to: "2026-12-31", surveyId: w.surveyId } })),
  ),
  get("/api/surveyReport/Download", (w) => ({
    query: `from=2026-01-01&to=2026-12-31&surveyId=${w.surveyId}`,
  })),
]);

let world: VictimWorld;
const ATTACKER_ROLES = ["ProviderAdmin", "ProviderSupervisor", "ProviderAgent"] as const;

const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  world = await buildVictimWorld(t);
}, 120_000);

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
          method: route.method as AttackRequest["method"],
          url,
          ...(route.method === "POST" || route.method === "PUT"
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
      // One session for every call (a sign-in per call made this test minutes long on a busy machine), but
      // Logout gets its own: it would end the shared one. The check after the loop proves none did.
      const shared = await signedInAs(t.app, t.deps.db, role, attackerBusiness.id);
      for (const key of privateRoutes()) {
        const build = CASES[key];
        if (!build) continue;
        const attacker = key.endsWith("/Logout")
          ? await signedInAs(t.app, t.deps.db, role, attackerBusiness.id)
          : shared;
        const response = await send(t.app, attacker.token, build(world));
        expect([200, 400, 401, 403, 404], `${key} answered ${response.statusCode}`).toContain(
          response.statusCode,
        );
        for (const marker of Object.values(VICTIM_MARKERS)) {
          expect(response.body, `${key} leaked "${marker}"`).not.toContain(marker);
        }
        expect(response.body, `${key} leaked the victim's number`).not.toContain(world.active.from);
      }
      const still = await send(t.app, shared.token, { method: "POST", url: "/api/admin/Profile" });
      expect(still.statusCode, "a call ended the shared session: the calls after it proved nothing").toBe(
        200,
      );
    },
    120_000,
  );

  it.each(ATTACKER_ROLES)(
    "never lets a %s of another business read the victim's campaign's chats in its own reports",
    async (role) => {
      const attackerBusiness = await createBusiness(t.deps.db);
      const attacker = await signedInAs(t.app, t.deps.db, role, attackerBusiness.id);
      // Today, on either side of any business's midnight: the victim's chats opened during this run.
      const filters = {
        from: dayjs().subtract(1, "day").format("YYYY-MM-DD"),
        to: dayjs().add(1, "day").format("YYYY-MM-DD"),
        campaignId: world.campaignId,
      };
      const query = new URLSearchParams({ ...filters, campaignId: String(filters.campaignId) }).toString();
      const requests: AttackRequest[] = [
        ...["IncomingOutgoing", "ChatStatus", "ResponseFirst", "Summary", "GetWeb"].map(
          (name): AttackRequest => ({ method: "POST", url: `/api/report/${name}`, payload: filters }),
        ),
        { method: "POST", url: "/api/report/InOutDetail", payload: { filters } },
        ...["detalle", "primera_respuesta", "conversaciones_actuales", "conversaciones"].map(
          (kind): AttackRequest => ({ method: "GET", url: `/api/report/Download/${kind}?${query}` }),
        ),
        { method: "POST", url: "/api/surveyReport/General", payload: filters },
      ];
      for (const request of requests) {
        const response = await send(t.app, attacker.token, request);
        expect([200, 403], `${request.url} answered ${response.statusCode}`).toContain(response.statusCode);
        for (const marker of Object.values(VICTIM_MARKERS)) {
          expect(response.body, `${request.url} leaked "${marker}"`).not.toContain(marker);
        }
        expect(response.body, `${request.url} leaked the victim's number`).not.toContain(world.active.from);
        if (response.statusCode !== 200 || request.method === "GET") continue;
        const data = (response.json() as { data: Record<string, unknown> }).data;
        if (request.url.endsWith("/IncomingOutgoing")) expect(data.totals).toEqual({ in: 0, out: 0 });
        if (request.url.endsWith("/Summary")) expect(data.opened).toBe(0);
        if (request.url.endsWith("/InOutDetail")) expect(data.rows).toEqual([]);
      }
    },
    60_000,
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
    expect(byId.get(world.active.conversationId)?.labelIds).toEqual([world.labelId]);
    const [contact] = await t.deps.db.select().from(contacts).where(eq(contacts.id, world.active.contactId));
    expect(contact).toMatchObject({ optIn: true, businessId: world.business.id, labelIds: [world.labelId] });
    const [label] = await t.deps.db.select().from(labels).where(eq(labels.id, world.labelId));
    expect(label).toMatchObject({ name: VICTIM_MARKERS.label, color: "grape", active: true });
    expect(contact?.customFields).toMatchObject({ campo_secreto: VICTIM_MARKERS.contactFieldValue });
    const [field] = await t.deps.db
      .select()
      .from(contactFields)
      .where(eq(contactFields.id, world.contactFieldId));
    expect(field).toMatchObject({ name: VICTIM_MARKERS.contactField, type: "list" });
    const [segment] = await t.deps.db.select().from(segments).where(eq(segments.id, world.segmentId));
    expect(segment?.name).toBe(VICTIM_MARKERS.segment);
    expect(contact?.name).toContain(VICTIM_MARKERS.contactName);
    const people = await t.deps.db.select().from(users).where(eq(users.businessId, world.business.id));
    expect(people.every((person) => person.status === "active")).toBe(true);
    expect(people.find((person) => person.id === world.agent.user.id)?.role).toBe("ProviderAgent");
    const [area] = await t.deps.db.select().from(areas).where(eq(areas.id, world.areaId));
    expect(area?.name).toBe(VICTIM_MARKERS.area);
  });

  it("left the victim's campaign and its line's pace as they were", async () => {
    const [campaign] = await t.deps.db.select().from(campaigns).where(eq(campaigns.id, world.campaignId));
    expect(campaign).toMatchObject({ name: VICTIM_MARKERS.campaign, status: "draft", preparation: "ready" });
    const recipients = await t.deps.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, world.campaignId));
    expect(recipients.map((recipient) => recipient.status)).toEqual(["ready"]);
    const [line] = await t.deps.db
      .select()
      .from(businessChannels)
      .where(eq(businessChannels.id, world.lineId));
    expect(line).toMatchObject({ sendRate: 80, messagingLimit: null });
  });

  it("left the victim's survey as it was", async () => {
    const [survey] = await t.deps.db.select().from(surveys).where(eq(surveys.businessId, world.business.id));
    expect(survey).toMatchObject({
      id: world.surveyId,
      name: VICTIM_MARKERS.survey,
      status: "active",
      version: 1,
    });
  });

  it("left the victim's business data, settings, colours and survey switch as they were", async () => {
    const [business] = await t.deps.db.select().from(businesses).where(eq(businesses.id, world.business.id));
    expect(business).toMatchObject({
      name: VICTIM_MARKERS.business,
      timeZone: "America/Mexico_City",
      addHours: 0,
      phoneCountry: "MX",
      surveyActive: false,
    });
    expect(business?.colors.title).not.toBe("#000001");
  });

  it("left the victim's assignment settings, agents' capacities and hours as they were", async () => {
    const [business] = await t.deps.db.select().from(businesses).where(eq(businesses.id, world.business.id));
    expect(business).toMatchObject({
      autoAssignEnabled: false,
      autoAssignMaxChats: 5,
      autoAssignWhenNobody: "queue",
      hoursEnabled: false,
      outOfHoursMessage: VICTIM_MARKERS.outOfHours,
    });
    const [agent] = await t.deps.db.select().from(users).where(eq(users.id, world.agent.user.id));
    expect(agent?.maxOpenChats).toBeNull();
    const hours = await t.deps.db
      .select()
      .from(businessHours)
      .where(eq(businessHours.businessId, world.business.id));
    expect(hours).toEqual([]);
  });
});
