import {
  BOT_MESSAGES,
  type BotSelector,
  type BotSettings,
  type BusinessBotReport,
  DEFAULT_BOT_TEXTS,
  type Profile,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inbound, switchBotsOn } from "../../../test/engine-factories.js";
import { createArea, createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { businesses, conversations } from "../../db/schema/index.js";
import type { DomainEvents } from "../../events/domain-events.js";

const world = routeTestWorld();
const admin = world.signedInUser("ProviderAdmin", "norte");
const supervisor = world.signedInUser("ProviderSupervisor", "norte");
const agent = world.signedInUser("ProviderAgent", "norte");

const nameChange = {
  type: "name_change",
  active: true,
  texts: {
    firstMessage: "¿Cambiamos tu nombre, _NAME_?",
    yesOption: "Sí",
    noOption: "No",
    askName: "Escríbelo entre comillas",
    confirm: "¿Eres _NAME_?",
    done: "Listo, _NAME_",
    timeoutMinutes: 15,
  },
};

describe("TypeChatBot, ListChatBot and SaveChatBot", () => {
  it("lists the three bots off with their default texts, then saves one and tells every console", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    const types = await api.get<{ id: string; name: string }[]>("/api/catalog/TypeChatBot");
    expect(types.body.data.map((type) => type.id)).toEqual(["welcome", "name_change", "selector"]);

    const before = await api.post<BotSettings[]>("/api/admin/ListChatBot");
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual([
      { type: "welcome", name: "Bot de bienvenida", active: false, texts: DEFAULT_BOT_TEXTS.welcome },
      {
        type: "name_change",
        name: "Bot de cambio de nombre",
        active: false,
        texts: DEFAULT_BOT_TEXTS.name_change,
      },
      { type: "selector", name: "Bot selector de área", active: false, texts: DEFAULT_BOT_TEXTS.selector },
    ]);

    const changes: DomainEvents["config.changed"][] = [];
    const off = world.deps.events.subscribe("config.changed", (event) => changes.push(event));
    const saved = await api.post<BotSettings>("/api/admin/SaveChatBot", nameChange);
    off();
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(BOT_MESSAGES.saved);
    expect(saved.body.data).toMatchObject({ type: "name_change", active: true, texts: nameChange.texts });
    expect(changes).toEqual([{ businessId: business.id, what: "bots" }]);
    // The report's SaveBot is the same call.
    const welcome = await api.post<BotSettings>("/api/report/SaveBot", {
      type: "welcome",
      active: true,
      texts: { message: "  Hola _NAME_  " },
    });
    expect(welcome.body.data).toMatchObject({ active: true, texts: { message: "Hola _NAME_" } });
    const after = await api.post<BotSettings[]>("/api/admin/ListChatBot", {});
    expect(after.body.data.map((bot) => bot.active)).toEqual([true, true, false]);
  });

  it("refuses a name-change bot with an empty step with «Completa todos los campos», and other bad input in Spanish", async () => {
    const { api } = admin;
    for (const texts of [
      { ...nameChange.texts, askName: "   " },
      { ...nameChange.texts, confirm: undefined },
      undefined,
    ]) {
      const refused = await api.post("/api/admin/SaveChatBot", { ...nameChange, texts });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Completa todos los campos");
    }
    const cases: [unknown, string][] = [
      [
        { ...nameChange, texts: { ...nameChange.texts, yesOption: "x".repeat(25) } },
        BOT_MESSAGES.optionTooLong,
      ],
      [{ ...nameChange, texts: { ...nameChange.texts, timeoutMinutes: 0 } }, BOT_MESSAGES.timeoutInvalid],
      [{ ...nameChange, type: "otro" }, BOT_MESSAGES.typeInvalid],
      [{ type: "welcome", active: "sí", texts: { message: "Hola" } }, BOT_MESSAGES.activeRequired],
      [{ type: "welcome", active: true, texts: { message: "" } }, BOT_MESSAGES.welcomeRequired],
      [{ type: "welcome", active: true, texts: { message: "x".repeat(1_001) } }, BOT_MESSAGES.textTooLong],
    ];
    for (const [body, message] of cases) {
      const refused = await api.post("/api/admin/SaveChatBot", body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
  });

  it("lets supervisors read the bots but not change them, and agents neither", async () => {
    expect((await supervisor.api.post("/api/admin/ListChatBot")).status).toBe(200);
    expect((await supervisor.api.post("/api/admin/SaveChatBot", nameChange)).status).toBe(403);
    expect((await agent.api.post("/api/admin/ListChatBot")).status).toBe(403);
    expect((await agent.api.post("/api/selector/GetBotSelector")).status).toBe(403);
  });

  it("lets a platform admin work on the business it names", async () => {
    const { api } = await world.signedInAs("VocomAdmin");
    const saved = await api.post<BotSettings>("/api/report/AddBot", {
      ...nameChange,
      business_id: world.andino.id,
    });
    expect(saved.status).toBe(200);
    const listed = await api.post<BotSettings[]>(`/api/admin/ListChatBot?business_id=${world.andino.id}`, {});
    expect(listed.body.data[1]?.active).toBe(true);
    expect((await api.post("/api/admin/ListChatBot", { business_id: 999_999 })).status).toBe(404);
  });
});

describe("GetBotSelector, SaveBot and SetStatusBot", () => {
  it("saves the menu in order, switches the selector on and off, and the profile's isSelector follows", async () => {
    const business = await createBusiness(world.db);
    const sales = await createArea(world.db, business.id, "Ventas");
    const parts = await createArea(world.db, business.id, "Refacciones");
    const { api } = await world.signedInAs("ProviderAdmin", business.id);

    const empty = await api.post<BotSelector>("/api/selector/GetBotSelector");
    expect(empty.body.data).toMatchObject({ active: false, waiting: 0, texts: { areas: [] } });
    expect(empty.body.data.areas.map((area) => area.name)).toEqual(["Refacciones", "Ventas"]);
    const refused = await api.post("/api/selector/SetStatusBot", { active: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BOT_MESSAGES.selectorNoAreas);

    const saved = await api.post<BotSelector>("/api/selector/SaveBot", {
      message: "¿Con quién?",
      chosenMessage: "Te pasamos con _AREA_",
      areas: [{ areaId: sales.id, label: "Comprar" }, { areaId: parts.id }],
      timeoutMinutes: "20",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.texts).toEqual({
      message: "¿Con quién?",
      chosenMessage: "Te pasamos con _AREA_",
      areas: [
        { areaId: sales.id, label: "Comprar" },
        { areaId: parts.id, label: "" },
      ],
      timeoutMinutes: 20,
    });
    const on = await api.post<BotSelector>("/api/selector/SetStatusBot", { active: true });
    expect(on.body).toMatchObject({ message: BOT_MESSAGES.activated, data: { active: true } });
    expect((await api.post<Profile>("/api/admin/Profile")).body.data.isSelector).toBe(true);

    // A chat waits on the menu; switching the selector off sends it to the general queue.
    const waiting = await inbound(world.deps, business.id, { text: "Hola" });
    if (waiting.status !== "stored") throw new Error("not stored");
    expect((await api.post<BotSelector>("/api/selector/GetBotSelector")).body.data.waiting).toBe(1);
    const requeued: DomainEvents["conversation.requeued"][] = [];
    const off = world.deps.events.subscribe("conversation.requeued", (event) => requeued.push(event));
    const offAnswer = await api.post<BotSelector>("/api/selector/SetStatusBot", { active: false });
    off();
    expect(offAnswer.body).toMatchObject({
      message: BOT_MESSAGES.deactivated,
      data: { active: false, waiting: 0 },
    });
    const [chat] = await world.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, waiting.conversationId));
    expect(chat).toMatchObject({ status: "pending", botOutcome: "released", areaId: null });
    expect(requeued.map((event) => event.conversationId)).toEqual([waiting.conversationId]);
    expect((await api.post<Profile>("/api/admin/Profile")).body.data.isSelector).toBe(false);
  });

  it("refuses another business's area, repeated areas and more than ten, in Spanish", async () => {
    const { api } = admin;
    const mine = await createArea(world.db, world.norte.id);
    const theirs = await createArea(world.db, world.andino.id);
    const body = (areas: unknown) => ({
      message: "¿Área?",
      chosenMessage: "Listo",
      areas,
      timeoutMinutes: 5,
    });
    const cases: [unknown, string][] = [
      [body([{ areaId: theirs.id }]), BOT_MESSAGES.selectorAreaMissing],
      [body([{ areaId: mine.id }, { areaId: mine.id }]), BOT_MESSAGES.selectorAreaRepeated],
      [
        body(Array.from({ length: 11 }, (_, index) => ({ areaId: index + 1 }))),
        BOT_MESSAGES.selectorAreasTooMany,
      ],
      [body([{ areaId: "uno" }]), BOT_MESSAGES.selectorAreaInvalid],
      [body([{ areaId: mine.id, label: "x".repeat(25) }]), BOT_MESSAGES.selectorLabelTooLong],
      [{ ...body([]), message: "" }, BOT_MESSAGES.selectorMessageRequired],
      [{ ...body([]), timeoutMinutes: 2_000 }, BOT_MESSAGES.timeoutInvalid],
    ];
    for (const [payload, message] of cases) {
      const refused = await api.post("/api/selector/SaveBot", payload);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
  });

  it("leaves removed areas out of the menu it shows", async () => {
    const business = await createBusiness(world.db);
    const kept = await createArea(world.db, business.id, "Ventas");
    const gone = await createArea(world.db, business.id, "Temporal");
    await switchBotsOn(world.db, business.id, { selector: { areaIds: [gone.id, kept.id] } });
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    const moved = await api.post("/api/admin/RemoveBusinessArea", { id: gone.id, moveTo: null });
    expect(moved.status).toBe(200);
    const selector = await api.post<BotSelector>("/api/selector/GetBotSelector");
    expect(selector.body.data.texts.areas).toEqual([{ areaId: kept.id, label: "" }]);
  });
});

describe("BusinessBot", () => {
  it("counts how the chats of a period met the bots, by outcome and by area", async () => {
    const business = await createBusiness(world.db, { hoursEnabled: true, outOfHoursMessage: "Cerrado" });
    const sales = await createArea(world.db, business.id, "Ventas");
    const { api } = await world.signedInAs("ProviderSupervisor", business.id);
    // No hours saved: the business is closed, so the first chat gets the out-of-hours message.
    await inbound(world.deps, business.id, { text: "Hola" });
    await world.db
      .update(conversations)
      .set({ status: "closed" })
      .where(eq(conversations.businessId, business.id));
    await switchBotsOn(world.db, business.id, { selector: { areaIds: [sales.id] } });
    await world.db.update(businesses).set({ hoursEnabled: false }).where(eq(businesses.id, business.id));
    const from = "+528119998877";
    await inbound(world.deps, business.id, { from, text: "Hola" });
    await inbound(world.deps, business.id, { from, text: "1" });
    await inbound(world.deps, business.id, { text: "Hola" });

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const report = await api.post<BusinessBotReport>("/api/report/BusinessBot", {
      from: yesterday,
      to: tomorrow,
    });
    expect(report.status).toBe(200);
    expect(report.body.data).toMatchObject({
      held: 1,
      outcomes: { completed: 1, gave_up: 0, timed_out: 0, taken: 0, released: 0 },
      byArea: [{ areaId: sales.id, name: "Ventas", chats: 1 }],
      outOfHours: 1,
      waitingNow: 1,
    });
    for (const period of [
      { from: "2026-13-01", to: today },
      { from: tomorrow, to: yesterday },
      { from: "2020-01-01", to: "2026-01-01" },
    ]) {
      const refused = await api.post("/api/report/BusinessBot", period);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(BOT_MESSAGES.dateInvalid);
    }
  });
});
