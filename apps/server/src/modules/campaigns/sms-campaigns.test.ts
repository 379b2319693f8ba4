import {
  type Campaign,
  type CampaignRecipientPage,
  type CampaignReview,
  campaignsEndpoints as endpoints,
  smsSegments,
} from "@consola/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { signedInAs } from "../../../test/factories.js";
import { twilioTestWorld } from "../../../test/twilio-test-world.js";
import { labels } from "../../db/schema/index.js";
import { type CampaignWorker, startCampaignWorker } from "./campaign-worker.js";

const world = twilioTestWorld({ timeoutMs: 2_000 });
let worker: CampaignWorker;
beforeAll(() => {
  worker = startCampaignWorker(world.t.deps);
});
afterAll(async () => {
  await worker.stop();
});

describe("an SMS campaign on a Twilio line", () => {
  it("sends the text with each recipient's values and prices its parts", async () => {
    const owner = await world.lineWithAgent();
    const { db } = world.t.deps;
    const supervisor = await signedInAs(world.t.app, db, "ProviderSupervisor", owner.business.id);
    const admin = await signedInAs(world.t.app, db, "ProviderAdmin", owner.business.id);
    const [label] = await db
      .insert(labels)
      .values({ businessId: owner.business.id, name: "SMS", color: "teal" })
      .returning();
    const people = [
      await createContact(db, owner.business.id, { name: "Íñigo", labelIds: [label?.id ?? 0] }),
      // A landline takes SMS: only WhatsApp campaigns leave it out.
      await createContact(db, owner.business.id, {
        name: "Oficina",
        phoneNumber: "+576012345678",
        labelIds: [label?.id ?? 0],
      }),
    ];
    const text = "Hola {{1}}, ¿ya viste la promoción? Responde STOP para no recibir más.";
    const saved = await supervisor.api.post<Campaign>(endpoints.save.path, {
      name: "SMS de diciembre",
      channelId: owner.line.channel.id,
      text,
      audience: { kind: "label", labelId: label?.id },
      variables: [{ source: "field", key: "name", fallback: "cliente" }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data?.id;
    await admin.api.post(endpoints.saveSettings.path, {
      currency: "MXN",
      gapHours: 24,
      prices: [
        { category: "SMS", country: "MX", price: 0.5 },
        { category: "SMS", country: "CO", price: 0.3 },
      ],
      lines: [],
    });
    await supervisor.api.post(endpoints.prepare.path, { id });
    await worker.drain();
    const review = (await supervisor.api.post<CampaignReview>(endpoints.review.path, { id })).body.data;
    // "¿" and "í" are not GSM-7: every message is UCS-2, 70 characters a part.
    expect(review?.smsSegments).toEqual(smsSegments(text));
    expect(review?.smsSegments?.encoding).toBe("UCS-2");
    const parts = (name: string) => smsSegments(text.replace("{{1}}", name)).segments;
    expect(review?.costs).toEqual(
      expect.arrayContaining([
        {
          category: "SMS",
          country: "MX",
          messages: parts("Íñigo"),
          unitPrice: 0.5,
          cost: 0.5 * parts("Íñigo"),
        },
        {
          category: "SMS",
          country: "CO",
          messages: parts("Oficina"),
          unitPrice: 0.3,
          cost: 0.3 * parts("Oficina"),
        },
      ]),
    );
    expect(review?.messagingLimit).toBeNull();

    await supervisor.api.post(endpoints.confirm.path, { id });
    await worker.drain();
    const bodies = world.twilio.accepted.map((sms) => ({
      to: sms.form.get("To"),
      body: sms.form.get("Body"),
    }));
    expect(bodies).toEqual(
      expect.arrayContaining([
        { to: people[0]?.phoneNumber, body: text.replace("{{1}}", "Íñigo") },
        { to: people[1]?.phoneNumber, body: text.replace("{{1}}", "Oficina") },
      ]),
    );
    const page = (await supervisor.api.post<CampaignRecipientPage>(endpoints.recipients.path, { id })).body
      .data;
    expect(page?.items.map((recipient) => recipient.status)).toEqual(["sent", "sent"]);
  });
});
