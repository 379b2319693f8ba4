import { CONTACT_MESSAGES, type ContactDetail, type ContactOpt } from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contacts } from "../../db/schema/index.js";

const world = routeTestWorld();
const { agentOf, auditsOf } = world;

const stored = async (id: number) => (await world.db.select().from(contacts).where(eq(contacts.id, id)))[0];

describe("MakeOptIn and MakeOptOut", () => {
  it("records the change once, with its time and an audit row", async () => {
    const { api, user } = await agentOf(world.norte.id);
    const contact = await createContact(world.db, world.norte.id);
    const out = await api.post<ContactOpt>("/api/wp/MakeOptOut", { contactId: contact.id });
    // The change keeps how it was made and by whom.
    const optChange = { source: "agent", by: { id: user.id, name: user.name } };
    expect(out.body).toMatchObject({
      isOk: true,
      message: CONTACT_MESSAGES.optedOut,
      data: { id: contact.id, optIn: false, optChange },
    });
    const changedAt = out.body.data.optChangedAt;
    expect(changedAt).not.toBeNull();
    const again = await api.post<ContactOpt>("/api/wp/MakeOptOut", { contactId: contact.id });
    expect(again.body.data).toEqual({ id: contact.id, optIn: false, optChangedAt: changedAt, optChange });
    const detail = await api.get<ContactDetail>(`/api/admin/Detail?contact_id=${contact.id}`);
    expect(detail.body.data.optChange).toEqual(optChange);
    expect(await auditsOf("contact_opt_out", contact.id)).toHaveLength(1);

    const back = await api.post<ContactOpt>("/api/wp/MakeOptIn", { contactId: contact.id });
    expect(back.body).toMatchObject({ message: CONTACT_MESSAGES.optedIn, data: { optIn: true } });
    expect((await stored(contact.id))?.optIn).toBe(true);
    expect(await auditsOf("contact_opt_in", contact.id)).toHaveLength(1);
  });

  it("answers a missing or malformed contactId with a Spanish 400 and an unknown one with 404", async () => {
    const { api } = await agentOf(world.norte.id);
    expect((await api.post("/api/wp/MakeOptIn", {})).body.message).toBe(CONTACT_MESSAGES.idInvalid);
    expect((await api.post("/api/wp/MakeOptOut", { contactId: "x" })).status).toBe(400);
    expect((await api.post("/api/wp/MakeOptOut", { contactId: 2_147_483_647 })).status).toBe(404);
  });
});

describe("tenancy", () => {
  it("business B cannot opt business A's contacts in or out", async () => {
    const secret = await createContact(world.db, world.andino.id, { name: "Secreto Andino", optIn: true });
    const { api } = await agentOf(world.norte.id);
    for (const url of ["/api/wp/MakeOptOut", "/api/wp/MakeOptIn"]) {
      const response = await api.post(url, { contactId: secret.id });
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Secreto");
    }
    expect(await stored(secret.id)).toMatchObject({ optIn: true, optChangedAt: null });
  });
});
