import { and, eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { conversations, messages } from "../../src/db/schema/index.js";
import { switchBotsOn } from "../engine-factories.js";
import { createArea } from "../factories.js";
import { signWhatsappWebhook, tapped, text, whatsappInbound } from "../fakes/whatsapp-webhook-payloads.js";
import { PHONE_NUMBER_ID, type ServedDatabase, servedDatabase } from "./served-database.js";
import { freePort, startServerProcess, stopServerProcess } from "./server-process.js";

/**
 * The bots keep their place across a crash: a chat is asked its name and then the area menu by one server
 * process, that process is killed, and the contact's answers reach a new one, which goes on from the step
 * stored on the chat (on PGlite and on PostgreSQL alike).
 */
let served: ServedDatabase | undefined;
afterAll(async () => {
  await served?.drop();
});

it("goes on with the bots' questions after a SIGKILL between two answers", async () => {
  let areaIds: number[] = [];
  served = await servedDatabase("bots", async (handle, businessId) => {
    const sales = await createArea(handle.db, businessId, "Ventas");
    const parts = await createArea(handle.db, businessId, "Refacciones");
    areaIds = [sales.id, parts.id];
    await switchBotsOn(handle.db, businessId, { nameChange: {}, selector: { areaIds } });
  });
  const { env, appSecret } = served;
  const from = "5218117770001";
  const port = await freePort();
  const say = async (url: string, content: ReturnType<typeof text>) => {
    const signed = signWhatsappWebhook(
      whatsappInbound({ phoneNumberId: PHONE_NUMBER_ID }, { from, name: "Marta", messages: [content] }),
      appSecret,
    );
    const response = await fetch(`${url}/api/webhooks/whatsapp`, {
      method: "POST",
      headers: signed.headers,
      body: signed.payload,
    });
    expect(response.status).toBe(200);
  };

  let server = await startServerProcess(env, port);
  await say(server.url, text("Hola"));
  await say(server.url, tapped("no", "No, así está bien", "button_reply"));
  await stopServerProcess(server, "SIGKILL");

  server = await startServerProcess(env, port);
  await say(server.url, tapped(`area-${areaIds[1]}`, "Refacciones"));
  await stopServerProcess(server, "SIGTERM");

  const handle = await served.open();
  try {
    const [chat] = await handle.db
      .select()
      .from(conversations)
      .where(eq(conversations.businessId, served.businessId));
    expect(chat).toMatchObject({ status: "pending", areaId: areaIds[1], botOutcome: "completed" });
    const said = await handle.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.conversationId, chat?.id ?? 0), eq(messages.authorKind, "bot")))
      .orderBy(messages.id);
    expect(said.map((row) => row.body.split("\n")[0])).toEqual([
      "Hola Marta, ¿quieres decirnos o cambiar el nombre con el que te atendemos?",
      "¿Con qué área quieres hablar? Elige una opción.",
      "Te comunicamos con Refacciones. En un momento te atienden.",
    ]);
  } finally {
    await served.closeIfOwned(handle);
  }
}, 180_000);
