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

describe("a new contact's consent", () => {
  it("is the form's answer, yes or no, stamped as the form's and the person's", async () => {
    const { api, user } = await agentOf(world.norte.id);
    const optChange = { source: "form", by: { id: user.id, name: user.name } };
    const declined = await api.post<ContactDetail>("/api/admin/AddContact", {
      name: "Rocío Treviño",
      phoneNumber: "8130000001",
      optIn: false,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ optIn: false, optChange });
    expect(declined.body.data.optChangedAt).not.toBeNull();
    expect(await stored(declined.body.data.id)).toMatchObject({
      optIn: false,
      optSource: "form",
      optChangedByUserId: user.id,
      optChangedAt: expect.any(Date),
    });
    // Left out, the form's switch is on: the contact accepts, as before the switch existed.
    const accepted = await api.post<ContactDetail>("/api/admin/AddContact", {
      name: "Iker Garza",
      phoneNumber: "8130000002",
    });
    expect(accepted.body.data).toMatchObject({ optIn: true, optChange });
  });

  it.each(["sí", "false", 0, null])("answers optIn %j with a Spanish 400", async (optIn) => {
    const { api } = await agentOf(world.norte.id);
    const response = await api.post("/api/admin/AddContact", {
      name: "Ana",
      phoneNumber: "8130000003",
      optIn,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CONTACT_MESSAGES.optInInvalid);
    expect(response.body.data).toEqual({ error: [CONTACT_MESSAGES.optInInvalid] });
  });

  it("never changes through ModifyContact: MakeOptIn and MakeOptOut do that", async () => {
    const { api } = await agentOf(world.norte.id);
    const contact = await createContact(world.db, world.norte.id, { optIn: true });
    const response = await api.post<ContactDetail>("/api/admin/ModifyContact", {
      id: contact.id,
      name: "Sigue Aceptando",
      phoneNumber: contact.phoneNumber,
      optIn: false,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ optIn: true, optChange: null, optChangedAt: null });
    expect(await stored(contact.id)).toMatchObject({ optIn: true, optSource: null, optChangedAt: null });
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
