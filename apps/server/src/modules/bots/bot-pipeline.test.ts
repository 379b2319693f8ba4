import { type MessageView, SELECTOR_AREA_PLACEHOLDER } from "@consola/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inbound, nextPhone, setAvailable, switchBotsOn } from "../../../test/engine-factories.js";
import { createArea, createBusiness, createUser, signedInAs } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import {
  areas,
  type businesses,
  businessHolidays,
  businessHours,
  contacts,
  conversations,
  messages,
} from "../../db/schema/index.js";
import type { DomainEvents } from "../../events/domain-events.js";
import { releaseTimedOutBotChats } from "./bot-release.js";

const t = routeTestWorld({ businesses: false });

/** A business of its own per test, with an admin who plays the contact through the sandbox simulator. */
async function business(fields: Partial<typeof businesses.$inferInsert> = {}) {
  const row = await createBusiness(t.deps.db, { name: "Refacciones Norte", ...fields });
  const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", row.id);
  return { ...row, admin };
}
type Business = Awaited<ReturnType<typeof business>>;

/** A contact writing through the sandbox line, as the simulator does. */
function contact(of: Business, name?: string) {
  const phoneNumber = nextPhone();
  return {
    phoneNumber,
    async says(message: string) {
      const sent = await of.admin.api.post<{ conversationId: number }>("/api/sandbox/Send", {
        phoneNumber,
        message,
        ...(name ? { name } : {}),
      });
      expect(sent.status).toBe(200);
      return sent.body.data.conversationId;
    },
    /** What the bots said to this contact, oldest first. */
    async heard(): Promise<string[]> {
      const page = await of.admin.api.post<{ items: MessageView[] }>("/api/sandbox/Conversation", {
        phoneNumber,
      });
      return page.body.data.items.filter((item) => item.author === "bot").map((item) => item.body);
    },
  };
}

const chat = async (id: number) => {
  const [row] = await t.deps.db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) throw new Error("no chat");
  return row;
};

async function areaWithAgent(businessId: number, name: string) {
  const area = await createArea(t.deps.db, businessId, name);
  const agent = await createUser(t.deps.db, { role: "ProviderAgent", businessId, areaId: area.id });
  await setAvailable(t.deps.db, agent.id, businessId);
  return { area, agent };
}

describe("welcome bot", () => {
  it("greets a new chat once with the business's and the contact's names, and a nameless contact without _NAME_", async () => {
    const norte = await business();
    await switchBotsOn(t.deps.db, norte.id, {
      welcome: { message: "¡Hola _NAME_! Bienvenido a _BUSINESS_." },
    });
    const ana = contact(norte, "Ana Pérez");
    const id = await ana.says("Hola");
    await ana.says("¿Siguen ahí?");
    expect(await ana.heard()).toEqual(["¡Hola Ana Pérez! Bienvenido a Refacciones Norte."]);
    expect((await chat(id)).status).toBe("pending");

    const nameless = contact(norte);
    await nameless.says("Hola");
    expect(await nameless.heard()).toEqual(["¡Hola! Bienvenido a Refacciones Norte."]);
  });

  it("greets two first messages of one contact arriving at once only once", async () => {
    const norte = await business();
    await switchBotsOn(t.deps.db, norte.id, { welcome: {} });
    const from = nextPhone();
    const [first, second] = await Promise.all([
      inbound(t.deps, norte.id, { from, text: "Hola" }),
      inbound(t.deps, norte.id, { from, text: "¿Hay alguien?" }),
    ]);
    if (first.status !== "stored" || second.status !== "stored") throw new Error("not stored");
    expect(second.conversationId).toBe(first.conversationId);
    const bot = await t.deps.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.conversationId, first.conversationId), eq(messages.authorKind, "bot")));
    expect(bot).toHaveLength(1);
  });
});

describe("name-change bot", () => {
  it("runs its four steps, re-asks with a hint, and renames the contact live", async () => {
    const norte = await business();
    await switchBotsOn(t.deps.db, norte.id, { nameChange: {} });
    const jorge = contact(norte, "Jorge");
    const updated: DomainEvents["conversation.updated"][] = [];
    const off = t.deps.events.subscribe("conversation.updated", (event) => updated.push(event));

    const id = await jorge.says("Hola");
    expect(await chat(id)).toMatchObject({ status: "bot", botStep: "name_change:offer" });
    await jorge.says("1");
    expect((await chat(id)).botStep).toBe("name_change:capture");
    await jorge.says("Jorge Salinas");
    await jorge.says('Soy "Jorge Salinas 2"');
    await jorge.says("Me llamo “Jorge Salinas”");
    expect(await chat(id)).toMatchObject({
      botStep: "name_change:confirm",
      botData: { name: "Jorge Salinas" },
    });
    await jorge.says("SI");
    off();

    const heard = await jorge.heard();
    expect(heard[0]).toBe(
      "Hola Jorge, ¿quieres decirnos o cambiar el nombre con el que te atendemos?\n\n1. Sí, cambiarlo\n2. No, así está bien",
    );
    expect(heard[1]).toBe('Escribe tu nombre entre comillas, por ejemplo: "Ana López".');
    expect(heard[2]).toContain(
      'Escribe tu nombre entre comillas, por ejemplo: "Ana López".\n\nEscribe tu nombre',
    );
    expect(heard[3]).toContain("El nombre solo puede contener letras");
    expect(heard[4]).toBe("¿Tu nombre es Jorge Salinas?\n\n1. Sí\n2. No");
    expect(heard[5]).toBe("¡Gracias, Jorge Salinas! Actualizamos tu nombre.");
    const [renamed] = await t.deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.phoneNumber, jorge.phoneNumber));
    expect(renamed?.name).toBe("Jorge Salinas");
    expect(updated.map((event) => event.conversationId)).toContain(id);
    expect(await chat(id)).toMatchObject({ status: "pending", botOutcome: "completed" });
  });

  it("leaves the name alone on «no», and gives up after three wrong answers to go on", async () => {
    const norte = await business();
    await switchBotsOn(t.deps.db, norte.id, { nameChange: {} });
    const declines = contact(norte, "Luisa");
    const first = await declines.says("Hola");
    await declines.says("no, gracias");
    expect(await chat(first)).toMatchObject({ status: "pending" });

    const confused = contact(norte, "Pedro");
    const second = await confused.says("Hola");
    await confused.says("¿qué?");
    await confused.says("7");
    expect((await chat(second)).status).toBe("bot");
    await confused.says("nada");
    expect(await chat(second)).toMatchObject({ status: "pending", botOutcome: "completed" });
    const heard = await confused.heard();
    expect(heard).toHaveLength(3);
    expect(heard[1]).toMatch(/^No entendí tu respuesta/);
  });
});

describe("area-selector bot", () => {
  it("offers the areas in its order, takes a name in any case and accents, and hands the chat to that area's agent", async () => {
    const norte = await business({ autoAssignEnabled: true, autoAssignByArea: true });
    const sales = await areaWithAgent(norte.id, "Ventas");
    const service = await areaWithAgent(norte.id, "Atención técnica");
    await switchBotsOn(t.deps.db, norte.id, {
      selector: {
        areaIds: [service.area.id, sales.area.id],
        chosenMessage: `Te pasamos con ${SELECTOR_AREA_PLACEHOLDER}.`,
      },
    });
    const maria = contact(norte, "María");
    const id = await maria.says("Hola");
    expect(await chat(id)).toMatchObject({ status: "bot", botStep: "selector", areaId: null });
    const opened = await maria.says("atencion TECNICA");
    expect(opened).toBe(id);
    expect(await maria.heard()).toEqual([
      "¿Con qué área quieres hablar? Elige una opción.\n\n1. Atención técnica\n2. Ventas",
      "Te pasamos con Atención técnica.",
    ]);
    expect(await chat(id)).toMatchObject({
      status: "active",
      areaId: service.area.id,
      assignedUserId: service.agent.id,
      botOutcome: "completed",
    });
  });

  it("answers a tapped WhatsApp option by its id, whatever its title says", async () => {
    const norte = await business();
    const sales = await createArea(t.deps.db, norte.id, "Ventas");
    const parts = await createArea(t.deps.db, norte.id, "Refacciones");
    await switchBotsOn(t.deps.db, norte.id, { selector: { areaIds: [sales.id, parts.id] } });
    const from = nextPhone();
    const first = await inbound(t.deps, norte.id, { from, text: "Hola" });
    if (first.status !== "stored") throw new Error("not stored");
    const [question] = await t.deps.db
      .select({ choices: messages.choices })
      .from(messages)
      .where(and(eq(messages.conversationId, first.conversationId), eq(messages.authorKind, "bot")));
    expect(question?.choices?.options.map((option) => option.title)).toEqual(["Ventas", "Refacciones"]);
    const tapped = question?.choices?.options[1]?.id;
    await inbound(t.deps, norte.id, { from, content: { type: "text", body: "otra cosa", choiceId: tapped } });
    expect(await chat(first.conversationId)).toMatchObject({ status: "pending", areaId: parts.id });
  });

  it("re-asks an invalid answer and sends the chat to the general queue after three", async () => {
    const norte = await business();
    await switchBotsOn(t.deps.db, norte.id, { selector: {} });
    const lost = contact(norte, "Raúl");
    const id = await lost.says("Hola");
    await lost.says("9");
    await lost.says("no sé");
    expect((await chat(id)).botAttempts).toBe(2);
    await lost.says("ninguna");
    expect(await chat(id)).toMatchObject({ status: "pending", areaId: null, botOutcome: "gave_up" });
    expect(await lost.heard()).toHaveLength(3);
  });

  it("lets a chat whose contact does not answer in time go to the general queue", async () => {
    const norte = await business();
    await switchBotsOn(t.deps.db, norte.id, { selector: { timeoutMinutes: 5 } });
    const quiet = contact(norte, "Elena");
    const id = await quiet.says("Hola");
    const held = await chat(id);
    expect(held.botDeadlineAt?.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    const requeued: DomainEvents["conversation.requeued"][] = [];
    const off = t.deps.events.subscribe("conversation.requeued", (event) => requeued.push(event));
    await releaseTimedOutBotChats(t.deps);
    expect((await chat(id)).status).toBe("bot");
    await t.deps.db
      .update(conversations)
      .set({ botDeadlineAt: sql`now() - interval '1 second'` })
      .where(eq(conversations.id, id));
    await releaseTimedOutBotChats(t.deps);
    off();
    expect(await chat(id)).toMatchObject({ status: "pending", areaId: null, botOutcome: "timed_out" });
    expect(requeued).toEqual([expect.objectContaining({ conversationId: id, fromUserId: null })]);
  });

  it("sends a chat that picks an area removed since the menu went out to the general queue", async () => {
    const norte = await business();
    const gone = await createArea(t.deps.db, norte.id, "Temporal");
    const kept = await createArea(t.deps.db, norte.id, "Ventas");
    await switchBotsOn(t.deps.db, norte.id, { selector: { areaIds: [gone.id, kept.id] } });
    const late = contact(norte);
    const id = await late.says("Hola");
    await t.deps.db.delete(areas).where(eq(areas.id, gone.id));
    await late.says("1");
    expect(await chat(id)).toMatchObject({ status: "pending", areaId: null, botOutcome: "released" });
    const next = contact(norte);
    await next.says("Hola");
    expect((await next.heard())[0]).toBe("¿Con qué área quieres hablar? Elige una opción.\n\n1. Ventas");
  });

  it("stops answering once a person takes the chat from the bot list", async () => {
    const norte = await business();
    await switchBotsOn(t.deps.db, norte.id, { selector: {} });
    const waiting = contact(norte, "Sofía");
    const id = await waiting.says("Hola");
    const taken = await norte.admin.api.post("/api/wp/TakePendient", { id, agentId: 0 });
    expect(taken.status).toBe(200);
    await waiting.says("1");
    await waiting.says("¿hola?");
    expect(await waiting.heard()).toHaveLength(1);
    expect(await chat(id)).toMatchObject({ status: "active", botOutcome: "taken", areaId: null });
  });
});

describe("all the bots together", () => {
  it("run in order: welcome, name change, area selector, then the area's queue", async () => {
    const norte = await business({ hoursEnabled: true, outOfHoursMessage: "Cerrado" });
    await t.deps.db.insert(businessHours).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        businessId: norte.id,
        weekday,
        opensAt: "00:00",
        closesAt: "24:00",
      })),
    );
    const parts = await createArea(t.deps.db, norte.id, "Refacciones");
    await switchBotsOn(t.deps.db, norte.id, {
      welcome: {},
      nameChange: {},
      selector: { areaIds: [parts.id] },
    });
    const carlos = contact(norte, "Carlos");
    const id = await carlos.says("Hola");
    await carlos.says("2");
    expect((await chat(id)).botStep).toBe("selector");
    await carlos.says("Refacciones");
    const heard = await carlos.heard();
    expect(heard.map((text) => text.split(/[.!?]/)[0])).toEqual([
      "¡Hola Carlos",
      "Hola Carlos, ¿quieres decirnos o cambiar el nombre con el que te atendemos",
      "¿Con qué área quieres hablar",
      "Te comunicamos con Refacciones",
    ]);
    expect(await chat(id)).toMatchObject({ status: "pending", areaId: parts.id, outOfHours: false });
    // Every screen orders a chat's messages by time: each reply comes after what it answers, one after another.
    const times = await t.deps.db
      .select({ at: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, id))
      .orderBy(asc(messages.id));
    const stamps = times.map((row) => row.at.getTime());
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});

describe("out of hours", () => {
  /** Open Monday only, all day, on the business's clock. */
  async function mondayOnly(fields: Partial<typeof businesses.$inferInsert> = {}) {
    const norte = await business({
      timeZone: "America/Mexico_City",
      hoursEnabled: true,
      outOfHoursMessage: "_BUSINESS_ abre el lunes, _NAME_.",
      ...fields,
    });
    await t.deps.db
      .insert(businessHours)
      .values({ businessId: norte.id, weekday: 1, opensAt: "00:00", closesAt: "24:00" });
    await switchBotsOn(t.deps.db, norte.id, { welcome: {}, selector: {} });
    return norte;
  }
  /** A first message at an instant, straight into the pipeline (the sandbox stamps "now"). */
  async function firstMessageAt(businessId: number, at: string) {
    const from = nextPhone();
    const result = await inbound(t.deps, businessId, {
      from,
      text: "Hola",
      name: "Ana",
      receivedAt: new Date(at),
    });
    if (result.status !== "stored") throw new Error("not stored");
    const said = await t.deps.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.conversationId, result.conversationId), eq(messages.authorKind, "bot")))
      .orderBy(asc(messages.id));
    return { from, id: result.conversationId, said: said.map((row) => row.body) };
  }

  it("answers at 23:59 on a closed Sunday and not at 00:00 on Monday, for a server in UTC", async () => {
    const norte = await mondayOnly();
    // Mexico City is UTC-6: Sunday 23:59 there is Monday 05:59 UTC.
    const sunday = await firstMessageAt(norte.id, "2026-11-23T05:59:00Z");
    expect(sunday.said).toEqual(["Refacciones Norte abre el lunes, Ana."]);
    expect(await chat(sunday.id)).toMatchObject({ status: "pending", outOfHours: true });
    const monday = await firstMessageAt(norte.id, "2026-11-23T06:00:00Z");
    expect(monday.said[0]).toMatch(/^¡Hola Ana!/);
    expect(await chat(monday.id)).toMatchObject({ status: "bot", outOfHours: false });
  });

  it("sends the message once per chat, and no other bot answers in it", async () => {
    const norte = await mondayOnly();
    const night = await firstMessageAt(norte.id, "2026-11-22T12:00:00Z");
    await inbound(t.deps, norte.id, {
      from: night.from,
      text: "¿Hola?",
      receivedAt: new Date("2026-11-22T12:05:00Z"),
    });
    const said = await t.deps.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.conversationId, night.id), eq(messages.authorKind, "bot")));
    expect(said).toHaveLength(1);
  });

  it("counts a holiday as closed all day", async () => {
    const norte = await mondayOnly();
    await t.deps.db
      .insert(businessHolidays)
      .values({ businessId: norte.id, day: "2026-11-23", name: "Revolución" });
    const holiday = await firstMessageAt(norte.id, "2026-11-23T18:00:00Z");
    expect(holiday.said).toEqual(["Refacciones Norte abre el lunes, Ana."]);
  });

  it("reads the hours on the business's clock with its extra hours", async () => {
    // One extra hour: Sunday 23:00 in Mexico City is already Monday 00:00 for the business.
    const norte = await mondayOnly({ addHours: 1 });
    const early = await firstMessageAt(norte.id, "2026-11-23T05:00:00Z");
    expect(early.said[0]).toMatch(/^¡Hola Ana!/);
    const late = await firstMessageAt(norte.id, "2026-11-23T04:59:00Z");
    expect(late.said).toEqual(["Refacciones Norte abre el lunes, Ana."]);
  });
});
