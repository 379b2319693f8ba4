import { CONTACT_MESSAGES } from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { contactImportCalls, csv } from "../../../test/contact-import-calls.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contacts } from "../../db/schema/index.js";

const world = routeTestWorld();
const admin = world.signedInUser("ProviderAdmin", "norte");
const agent = world.signedInUser("ProviderAgent", "norte");
const { importFile } = contactImportCalls(world);

const LONG_AGO = new Date("2025-01-15T12:00:00Z");

async function savedByPhone() {
  const rows = await world.db.select().from(contacts).where(eq(contacts.businessId, world.norte.id));
  return new Map(rows.map((row) => [row.phoneNumber, row]));
}

/** A known contact whose consent an agent set long ago. */
const known = (phoneNumber: string, optIn: boolean) =>
  createContact(world.db, world.norte.id, {
    phoneNumber,
    optIn,
    optSource: "agent",
    optChangedByUserId: agent.user.id,
    optChangedAt: LONG_AGO,
  });

/** The known contacts' stamp, kept while their consent does not change. */
const agentStamp = () => ({ optSource: "agent", optChangedByUserId: agent.user.id, optChangedAt: LONG_AGO });

describe("the consent column of an import", () => {
  it("maps itself from the export's header and gives new contacts its yes or no, as the import's", async () => {
    const { preview, status } = await importFile(admin.token, {
      name: "consentimiento.csv",
      data: csv(
        "Nombre,Teléfono,Acepta mensajes",
        "Ana Sí,5530000001,Sí",
        "Beto No,5530000002,no",
        "Carla Yes,5530000003,YES",
        "Dani Cero,5530000004,0",
        "Eva Vacía,5530000005,",
      ),
    });
    expect(preview.suggestedMapping).toEqual({ name: 0, phoneNumber: 1, optIn: 2 });
    expect(status).toMatchObject({ status: "done", created: 5, rejected: 0 });
    const saved = await savedByPhone();
    const stamp = { optSource: "import", optChangedByUserId: admin.user.id, optChangedAt: expect.any(Date) };
    expect(saved.get("+525530000001")).toMatchObject({ optIn: true, ...stamp });
    expect(saved.get("+525530000002")).toMatchObject({ optIn: false, ...stamp });
    expect(saved.get("+525530000003")).toMatchObject({ optIn: true, ...stamp });
    expect(saved.get("+525530000004")).toMatchObject({ optIn: false, ...stamp });
    // An empty cell says nothing: a new contact accepts, as without the column.
    expect(saved.get("+525530000005")).toMatchObject({ optIn: true, ...stamp });
  });

  it("changes a known contact's consent only where the row says otherwise, restamped by the importer", async () => {
    const before = new Date();
    const accepting = await known("+525531000001", true);
    const declined = await known("+525531000002", false);
    const same = await known("+525531000003", true);
    const silent = await known("+525531000004", false);
    const { status } = await importFile(admin.token, {
      name: "cambios.csv",
      data: csv(
        "Nombre,Teléfono,Acepta mensajes",
        "Ya No,5531000001,NO",
        "Otra Vez,5531000002,si",
        "Igual,5531000003,Sí",
        "Callado,5531000004,",
      ),
    });
    expect(status).toMatchObject({ status: "done", created: 0, updated: 4, rejected: 0 });
    const saved = await savedByPhone();
    const restamped = { optSource: "import", optChangedByUserId: admin.user.id };
    expect(saved.get(accepting.phoneNumber)).toMatchObject({ optIn: false, ...restamped });
    expect(saved.get(declined.phoneNumber)).toMatchObject({ optIn: true, ...restamped });
    for (const changed of [accepting, declined]) {
      expect(saved.get(changed.phoneNumber)?.optChangedAt?.getTime()).toBeGreaterThanOrEqual(
        before.getTime() - 1_000,
      );
    }
    // No change, no new stamp: the agent's stays, with its moment.
    expect(saved.get(same.phoneNumber)).toMatchObject({ optIn: true, ...agentStamp(), name: "Igual" });
    expect(saved.get(silent.phoneNumber)).toMatchObject({ optIn: false, ...agentStamp(), name: "Callado" });
  });

  it("rejects a row whose cell is no yes or no, after the row's other reasons", async () => {
    const declined = await known("+525532000002", false);
    const { status } = await importFile(admin.token, {
      name: "dudas.csv",
      data: csv(
        "Nombre,Teléfono,Correo,Acepta mensajes",
        "Quizá Sí,5532000001,,quizá",
        "Otro Intento,5532000002,,acepta",
        "Correo Malo,5532000003,no-es-correo,talvez",
        "Bien Dicho,5532000004,,true",
      ),
    });
    expect(status).toMatchObject({ status: "done", created: 1, updated: 0, rejected: 3 });
    expect(status.rejectedRows).toEqual([
      { row: 2, reason: CONTACT_MESSAGES.optInInvalid },
      { row: 3, reason: CONTACT_MESSAGES.optInInvalid },
      { row: 4, reason: `${CONTACT_MESSAGES.emailInvalid}; ${CONTACT_MESSAGES.optInInvalid}` },
    ]);
    const saved = await savedByPhone();
    expect(saved.has("+525532000001")).toBe(false);
    expect(saved.get(declined.phoneNumber)).toMatchObject({ optIn: false, ...agentStamp() });
    expect(saved.get("+525532000004")).toMatchObject({ optIn: true, optSource: "import" });
  });

  it("left unmapped, changes nothing: new contacts accept and known ones keep theirs", async () => {
    const declined = await known("+525533000001", false);
    const { status } = await importFile(
      admin.token,
      {
        name: "sin-mapear.csv",
        data: csv(
          "Nombre,Teléfono,Acepta mensajes",
          "Sigue Fuera,5533000001,Sí",
          "Nuevo Nuevo,5533000002,No",
        ),
      },
      { name: 0, phoneNumber: 1 },
    );
    expect(status).toMatchObject({ status: "done", created: 1, updated: 1, rejected: 0 });
    const saved = await savedByPhone();
    expect(saved.get(declined.phoneNumber)).toMatchObject({
      name: "Sigue Fuera",
      optIn: false,
      ...agentStamp(),
    });
    expect(saved.get("+525533000002")).toMatchObject({
      optIn: true,
      optSource: "import",
      optChangedByUserId: admin.user.id,
    });
  });
});
