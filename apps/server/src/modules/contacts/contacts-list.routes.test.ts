import {
  CONTACT_MESSAGES,
  CONTACTS_PAGE_SIZE,
  type ContactPage,
  LIST_COUNT_CAP,
  type RecentContactPage,
} from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createChannel, createContact, createConversation } from "../../../test/contact-factories.js";
import { createBusiness, createUser, signedInAs, type TestBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contactNameWords, contacts } from "../../db/schema/index.js";
import { alphabeticalPage, pageByNumber, searchOf } from "./contact-pages.js";
import { chooseLead, countFromScan, severalWordsCount, wordValues } from "./contact-word-pages.js";

let lista: TestBusiness;
let otra: TestBusiness;
let api: Awaited<ReturnType<typeof signedInAs>>["api"];

const NAMES = {
  josePerez: { name: "José Pérez", phoneNumber: "+528110000101" },
  joseLuis: { name: "Jose Luis", phoneNumber: "+528110000202" },
  maria: { name: "MARÍA NÚÑEZ", phoneNumber: "+528110000303" },
  nandu: { name: "Ñandú Ruiz", phoneNumber: "+573001110404" },
  dotted: { name: "Ana.Beth", phoneNumber: "+528110000505" },
  alvaro: { name: "Álvaro Zúñiga", phoneNumber: "+528110000606" },
};

const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  lista = await createBusiness(t.deps.db, { name: "Lista" });
  otra = await createBusiness(t.deps.db, { name: "Otra" });
  for (const contact of Object.values(NAMES)) await createContact(t.deps.db, lista.id, contact);
  await createContact(t.deps.db, otra.id, { name: "José Ajeno", phoneNumber: "+528110000101" });
  ({ api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", lista.id));
});

const namesFound = async (search: string) => {
  const response = await api.post<ContactPage>("/api/admin/ListAllContact", { search });
  expect(response.status).toBe(200);
  return response.body.data.items.map((item) => item.name);
};

describe("ListAllContact", () => {
  it("lists the business's contacts alphabetically with the list fields", async () => {
    const response = await api.post<ContactPage>("/api/admin/ListAllContact", {});
    expect(response.body.data.total).toBe(6);
    expect(response.body.data.items.map((item) => item.name)).toEqual([
      "Álvaro Zúñiga",
      "Ana.Beth",
      "Jose Luis",
      "José Pérez",
      "MARÍA NÚÑEZ",
      "Ñandú Ruiz",
    ]);
    const item = response.body.data.items[2];
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ["address", "dateRegister", "id", "labelIds", "name", "optIn", "phoneNumber", "typeRegister"].sort(),
    );
    expect(item).toMatchObject({
      phoneNumber: "+528110000202",
      typeRegister: "automatic",
      optIn: true,
      labelIds: [],
    });
  });

  it.each([
    ["jose", ["Jose Luis", "José Pérez"]],
    ["JOSÉ", ["Jose Luis", "José Pérez"]],
    ["pérez", ["José Pérez"]],
    ["núñez", ["MARÍA NÚÑEZ"]],
    ["maria  nunez", ["MARÍA NÚÑEZ"]],
    ["nandu", ["Ñandú Ruiz"]],
    ["ÑAND", ["Ñandú Ruiz"]],
    ["rui", ["Ñandú Ruiz"]],
    ["zuniga", ["Álvaro Zúñiga"]],
    ["alvaro", ["Álvaro Zúñiga"]],
    ["beth", ["Ana.Beth"]],
    ["ana.b", ["Ana.Beth"]],
    ["ana b", ["Ana.Beth"]],
    ["a.b", ["Ana.Beth"]],
    ["luis jose", ["Jose Luis"]],
    ["nunez maría", ["MARÍA NÚÑEZ"]],
    ["mar maria", ["MARÍA NÚÑEZ"]],
    ["(", []],
    ["%", []],
    ["zzz", []],
  ])("finds %j at the start of the name's words, ignoring case and accents", async (search, expected) => {
    expect(await namesFound(search)).toEqual(expected);
  });

  // Word starts, not any part of a word: that is what an ordered index can answer at a million contacts
  // (docs/PERFORMANCE.md). Punctuation separates words and alone finds nothing.
  it.each([["uiz"], ["ose"], ["."], ["jose ruiz"], ["maria nunez x"]])(
    "finds nothing for %j",
    async (search) => {
      expect(await namesFound(search)).toEqual([]);
    },
  );

  it("lists a search by the name from the word that matched, and each contact once", async () => {
    const business = await createBusiness(t.deps.db, { name: "Apellidos" });
    for (const name of ["Zoe García López", "Ana García Martínez", "García Ana", "Beto García García"])
      await createContact(t.deps.db, business.id, { name });
    const { api: own } = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    const found = await own.post<ContactPage>("/api/admin/ListAllContact", { search: "garcia" });
    expect(found.body.data.items.map((item) => item.name)).toEqual([
      "García Ana",
      "Beto García García",
      "Zoe García López",
      "Ana García Martínez",
    ]);
    expect(found.body.data).toMatchObject({ total: 4, totalCapped: false });
    const paged = await own.post<ContactPage>("/api/admin/ListAllContact", {
      search: "garcia",
      take: 2,
      skip: 2,
    });
    expect(paged.body.data.items.map((item) => item.name)).toEqual([
      "Zoe García López",
      "Ana García Martínez",
    ]);
  });

  it("finds every word typed at the start of a word of the name, in any order, by the rarest word's range", async () => {
    const business = await createBusiness(t.deps.db, { name: "Nombres compuestos" });
    for (const name of [
      "María Fernanda Cantú López",
      "Cantú Rivas María",
      "Ana María Cantú",
      "María López",
      "Fernanda Cantú",
    ])
      await createContact(t.deps.db, business.id, { name });
    const { api: own } = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    const found = async (search: string) => {
      const response = await own.post<ContactPage>("/api/admin/ListAllContact", { search });
      return { names: response.body.data.items.map((item) => item.name), total: response.body.data.total };
    };
    // Four names start a word with each: the first word typed leads, and the list follows the name from it.
    expect(await found("maria cantu")).toEqual({
      names: ["Cantú Rivas María", "Ana María Cantú", "María Fernanda Cantú López"],
      total: 3,
    });
    expect(await found("CANTÚ maría")).toEqual({
      names: ["Ana María Cantú", "María Fernanda Cantú López", "Cantú Rivas María"],
      total: 3,
    });
    // "lo" and "fer" each start two names' words: the longer leads.
    expect(await found("lo fer")).toEqual({ names: ["María Fernanda Cantú López"], total: 1 });
    expect(await found("maria cantu rivas")).toEqual({ names: ["Cantú Rivas María"], total: 1 });
    expect(await found("maria cantu lopez fernanda")).toEqual({
      names: ["María Fernanda Cantú López"],
      total: 1,
    });
    expect(await found("maria perez")).toEqual({ names: [], total: 0 });
    const paged = await own.post<ContactPage>("/api/admin/ListAllContact", {
      search: "maria cantu",
      take: 1,
      skip: 1,
    });
    expect(paged.body.data).toMatchObject({ total: 3, totalCapped: false });
    expect(paged.body.data.items.map((item) => item.name)).toEqual(["Ana María Cantú"]);
  });

  it("counts a search of several words off a bounded part of its lead's range, saying there may be more", async () => {
    const business = await createBusiness(t.deps.db, { name: "Rango acotado" });
    for (const name of [
      "Ana Beto",
      "Ana Cruz",
      "Ana Díaz",
      "Ana Beto Cruz",
      "Beto Ana",
      "Beto Cruz",
      "Beto Ana Díaz",
    ])
      await createContact(t.deps.db, business.id, { name });
    // Read three rows of a range at most: "ana" and "beto" both have more, so the longer word leads.
    const chosen = await chooseLead(t.deps.db, business.id, ["ana", "beto"], 3);
    expect(chosen).toEqual({ lead: "beto", others: ["ana"] });
    // Read one row (and the one after, to know the range goes on): "beto" of Ana Beto, "beto ana" of Beto Ana.
    const values = { businessId: business.id, ...wordValues(chosen), read: 2 };
    const [row] = await severalWordsCount(t.deps.db, 1).execute(values);
    expect(row).toEqual({ matches: 2, scanned: 2 });
    // Four contacts have both words; two were seen, and there may be more.
    expect(countFromScan(row, 1)).toEqual({ total: 2, totalCapped: true });
    expect(countFromScan({ matches: 2, scanned: 3 }, 3)).toEqual({ total: 2, totalCapped: false });
    // A range shorter than the read is measured exactly, and the rarest word leads.
    expect(await chooseLead(t.deps.db, business.id, ["ana", "diaz"], 3)).toEqual({
      lead: "diaz",
      others: ["ana"],
    });
  });

  it("finds a contact by its new name once renamed, and no longer by the old one", async () => {
    const business = await createBusiness(t.deps.db, { name: "Renombres" });
    const contact = await createContact(t.deps.db, business.id, { name: "Nombre Viejo" });
    const { api: own } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    await t.deps.db.update(contacts).set({ name: "Renata O’Brien" }).where(eq(contacts.id, contact.id));
    const search = async (term: string) =>
      (await own.post<ContactPage>("/api/admin/ListAllContact", { search: term })).body.data.items.map(
        (item) => item.id,
      );
    expect(await search("viejo")).toEqual([]);
    expect(await search("brien")).toEqual([contact.id]);
    expect(await search("renata o b")).toEqual([contact.id]);
    // Its word rows go with it (no foreign key does that for them).
    const wordsOf = () =>
      t.deps.db.select().from(contactNameWords).where(eq(contactNameWords.contactId, contact.id));
    expect(await wordsOf()).toHaveLength(3);
    await t.deps.db.delete(contacts).where(eq(contacts.id, contact.id));
    expect(await wordsOf()).toEqual([]);
  });

  it.each([
    ["0101", ["José Pérez"]],
    ["81 1000 0303", ["MARÍA NÚÑEZ"]],
    ["+57 300", ["Ñandú Ruiz"]],
    ["5218110000202", ["Jose Luis"]],
    ["(811) 000-0505", ["Ana.Beth"]],
  ])("finds %j in the digits of the number", async (search, expected) => {
    expect(await namesFound(search)).toEqual(expected);
  });

  // The digits start the number (with or without its country code) or end it: both are ranges of an index.
  it.each([["1000"], ["0000 0"], ["2811"]])(
    "finds nothing for %j in the middle of a number",
    async (search) => {
      expect(await namesFound(search)).toEqual([]);
    },
  );

  it("lists a number search in number order", async () => {
    expect(await namesFound("52811")).toEqual([
      "José Pérez",
      "Jose Luis",
      "MARÍA NÚÑEZ",
      "Ana.Beth",
      "Álvaro Zúñiga",
    ]);
  });

  it("pages with take and skip, keeping the total", async () => {
    const page = await api.post<ContactPage>("/api/admin/ListAllContact", { take: 2, skip: 2 });
    expect(page.body.data.total).toBe(6);
    expect(page.body.data.items.map((item) => item.name)).toEqual(["Jose Luis", "José Pérez"]);
    const searched = await api.post<ContactPage>("/api/admin/ListAllContact", { search: "jose", take: 1 });
    expect(searched.body.data).toMatchObject({ total: 2, totalCapped: false });
    expect(searched.body.data.items).toHaveLength(1);
    const text = await api.post<ContactPage>("/api/admin/ListAllContact", { take: "1", skip: "5" });
    expect(text.body.data.items.map((item) => item.name)).toEqual(["Ñandú Ruiz"]);
  });

  // The page carries its count: a page with no row still has to say how many there are.
  it.each([
    [undefined, 6],
    ["jose", 2],
    ["52811", 5],
  ])("keeps the total of the search %s past the last page", async (search, total) => {
    const past = await api.post<ContactPage>("/api/admin/ListAllContact", { search, take: 2, skip: 50 });
    expect(past.body.data).toMatchObject({ items: [], total, totalCapped: false });
  });

  it("counts a contact added through the API at once, though the count is reused for two seconds", async () => {
    const business = await createBusiness(t.deps.db, { name: "Recuentos" });
    const { api: own } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const totals = async (search?: string) =>
      (await own.post<ContactPage>("/api/admin/ListAllContact", { search })).body.data.total;
    expect([await totals(), await totals("paz")]).toEqual([0, 0]);
    await own.post("/api/admin/AddContact", { name: "Paz Ortiz", phoneNumber: "+528119870001" });
    expect([await totals(), await totals("paz")]).toEqual([1, 1]);
  });

  it("says 0 when a search matches nothing", async () => {
    const none = await api.post<ContactPage>("/api/admin/ListAllContact", { search: "zzz" });
    expect(none.body.data).toMatchObject({ items: [], total: 0, totalCapped: false });
  });

  it(`returns ${CONTACTS_PAGE_SIZE} by default and at most 200`, async () => {
    const big = await createBusiness(t.deps.db, { name: "Grande" });
    await t.deps.db.insert(contacts).values(
      Array.from({ length: 205 }, (_, index) => ({
        businessId: big.id,
        name: `Cliente ${String(index).padStart(3, "0")}`,
        phoneNumber: `+5281200${String(index).padStart(5, "0")}`,
        typeRegister: "automatic" as const,
      })),
    );
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", big.id);
    const first = await admin.api.post<ContactPage>("/api/admin/ListAllContact", {});
    expect(first.body.data.total).toBe(205);
    expect(first.body.data.totalCapped).toBe(false);
    expect(first.body.data.items).toHaveLength(CONTACTS_PAGE_SIZE);
    const most = await admin.api.post<ContactPage>("/api/admin/ListAllContact", { take: 200, skip: 0 });
    expect(most.body.data.items).toHaveLength(200);
  });

  it(`counts up to ${LIST_COUNT_CAP} contacts and then says there are more, still paging in order`, async () => {
    const huge = await createBusiness(t.deps.db, { name: "Enorme" });
    await t.deps.db.execute(sql`
      insert into contacts (business_id, name, phone_number, type_register)
      select ${huge.id}, 'Cliente ' || lpad(n::text, 5, '0'), '+5281300' || lpad(n::text, 5, '0'), 'automatic'
      from generate_series(1, ${LIST_COUNT_CAP + 2}) as n`);
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", huge.id);
    const page = await admin.api.post<ContactPage>("/api/admin/ListAllContact", { take: 2, skip: 10_000 });
    expect(page.body.data).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(page.body.data.items.map((item) => item.name)).toEqual(["Cliente 10001", "Cliente 10002"]);
    // Ten thousand contacts, each with its name's word rows (decision 021): on PGlite in a busy CI run the
    // insert alone took 46 s.
  }, 120_000);

  it("skips a later page's earlier contacts in contacts_business_alphabetical_idx alone (EXPLAIN)", async () => {
    const { sql: text, params } = alphabeticalPage(t.deps.db, sql<number>`0`).toSQL();
    const values = { businessId: lista.id, take: 2, skip: 4 };
    // The placeholders in the order the statement numbers them; a literal for each, to EXPLAIN it as sent.
    const literal = (param: unknown) =>
      String(values[(param as { name: keyof typeof values }).name] ?? Number.NaN);
    // The visibility map set, as autovacuum keeps it: without it every index entry would need the table too.
    await t.deps.db.execute(sql`vacuum contacts`);
    const plan = await t.deps.db.transaction(async (tx) => {
      // A small table would be read whole; the planner is told not to, to see how it would use the index.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explained = text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));
      return tx.execute(sql.raw(`explain ${explained}`));
    });
    expect(JSON.stringify(plan)).toMatch(/Index Only Scan using contacts_business_alphabetical_idx/);
    const page = await api.post<ContactPage>("/api/admin/ListAllContact", values);
    expect(page.body.data.items.map((item) => item.name)).toEqual(["MARÍA NÚÑEZ", "Ñandú Ruiz"]);
  });

  it("finds a number's end in contacts_business_phone_end_idx with a plan made once (EXPLAIN)", async () => {
    const found = await searchOf(t.deps.db, lista.id, "0303");
    if (found.kind !== "number" || !found.planOnce) throw new Error("a four-digit search is planned once");
    const { sql: text, params } = pageByNumber(t.deps.db, found, sql<number>`0`).toSQL();
    const values: Record<string, unknown> = { ...found.values, take: 50, skip: 0, upTo: 50 };
    const literal = (param: unknown) => {
      const value = values[(param as { name: string }).name];
      return typeof value === "number" ? String(value) : `'${String(value)}'`;
    };
    await t.deps.db.execute(sql`vacuum contacts`);
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      // The plan PostgreSQL keeps for a named statement once it stops planning it for each call's values.
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare number_page as ${text}`));
      const explained = await tx.execute(
        sql.raw(`explain execute number_page(${params.map(literal).join(", ")})`),
      );
      await tx.execute(sql`deallocate number_page`);
      return explained;
    });
    expect(JSON.stringify(plan)).toMatch(/Index Scan using contacts_business_phone_end_idx/);
    const page = await api.post<ContactPage>("/api/admin/ListAllContact", { search: "0303" });
    expect(page.body.data.items.map((item) => item.name)).toEqual(["MARÍA NÚÑEZ"]);
  });

  it.each([
    [{ take: 0 }, CONTACT_MESSAGES.takeInvalid],
    [{ take: 201 }, CONTACT_MESSAGES.takeInvalid],
    [{ take: "muchos" }, CONTACT_MESSAGES.takeInvalid],
    [{ skip: -1 }, "El número de registros a omitir no es válido"],
    [{ search: "a".repeat(101) }, CONTACT_MESSAGES.searchTooLong],
    [{ search: 5 }, CONTACT_MESSAGES.searchTooLong],
  ])("answers %j with a Spanish 400", async (body, message) => {
    for (const url of ["/api/admin/ListAllContact", "/api/admin/ListContact"]) {
      const response = await api.post(url, body);
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [message] });
    }
  });
});

describe("ListContact", () => {
  it("orders by latest conversation activity, contacts never talked to last", async () => {
    const business = await createBusiness(t.deps.db, { name: "Reciente" });
    const agent = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    const channel = await createChannel(t.deps.db, business.id);
    const quiet = await createContact(t.deps.db, business.id, { name: "Callado" });
    const old = await createContact(t.deps.db, business.id, { name: "Antiguo" });
    const recent = await createContact(t.deps.db, business.id, { name: "Reciente" });
    const at = (iso: string) => new Date(iso);
    const conversation = (contactId: number, status: "closed" | "active", lastMessageAt: Date) =>
      createConversation(t.deps.db, {
        businessId: business.id,
        contactId,
        channelId: channel.id,
        status,
        assignedUserId: agent.id,
        lastMessageAt,
      });
    await conversation(old.id, "closed", at("2025-01-01T10:00:00Z"));
    await conversation(recent.id, "closed", at("2025-01-02T10:00:00Z"));
    await conversation(old.id, "active", at("2025-01-03T10:00:00Z"));
    await conversation(recent.id, "closed", at("2024-12-01T10:00:00Z"));

    const { api: own } = await signedInAs(t.app, t.deps.db, "ProviderSupervisor", business.id);
    const response = await own.post<RecentContactPage>("/api/admin/ListContact", {});
    expect(response.body.data.total).toBe(3);
    expect(response.body.data.items.map((item) => [item.name, item.lastMessageAt])).toEqual([
      ["Antiguo", "2025-01-03T10:00:00.000Z"],
      ["Reciente", "2025-01-02T10:00:00.000Z"],
      ["Callado", null],
    ]);
    const searched = await own.post<RecentContactPage>("/api/admin/ListContact", { search: "CALL", take: 5 });
    expect(searched.body.data.items.map((item) => item.id)).toEqual([quiet.id]);
  });
});

describe("ListContact pages", () => {
  it("pages from the contacts talked to into those never talked to, newest first", async () => {
    const business = await createBusiness(t.deps.db, { name: "Paginas" });
    const channel = await createChannel(t.deps.db, business.id);
    const people = [];
    for (const name of ["Uno", "Dos", "Tres", "Cuatro"])
      people.push(await createContact(t.deps.db, business.id, { name }));
    const [uno, dos, tres, cuatro] = people.map((person) => person.id);
    const chat = (contactId: number | undefined, status: "closed" | "pending", iso: string) =>
      createConversation(t.deps.db, {
        businessId: business.id,
        contactId: contactId ?? 0,
        channelId: channel.id,
        status,
        lastMessageAt: new Date(iso),
      });
    await chat(tres, "closed", "2025-01-01T10:00:00Z");
    await chat(uno, "closed", "2025-01-02T10:00:00Z");
    await chat(tres, "pending", "2025-01-03T10:00:00Z");
    const { api: own } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const page = async (take: number, skip: number) =>
      (await own.post<RecentContactPage>("/api/admin/ListContact", { take, skip })).body.data.items.map(
        (item) => item.id,
      );
    expect(await page(2, 0)).toEqual([tres, uno]);
    expect(await page(2, 2)).toEqual([cuatro, dos]);
    expect(await page(3, 1)).toEqual([uno, cuatro, dos]);
    expect(await page(1, 3)).toEqual([dos]);
    expect(await page(5, 4)).toEqual([]);
  });

  it("walks the recent chats for a search that matches many contacts", async () => {
    const business = await createBusiness(t.deps.db, { name: "Masivo" });
    const channel = await createChannel(t.deps.db, business.id);
    await t.deps.db.execute(sql`
      insert into contacts (business_id, name, phone_number, type_register)
      select ${business.id}, 'Masivo ' || n, '+5281400' || lpad(n::text, 5, '0'), 'automatic'
      from generate_series(1, 1002) as n`);
    const [talked] = await t.deps.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.phoneNumber, "+528140000500"));
    await createConversation(t.deps.db, {
      businessId: business.id,
      contactId: talked?.id ?? 0,
      channelId: channel.id,
      status: "closed",
    });
    const { api: own } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const found = await own.post<RecentContactPage>("/api/admin/ListContact", { search: "masivo", take: 2 });
    expect(found.body.data.total).toBe(1002);
    expect(found.body.data.items.map((item) => item.name)).toEqual(["Masivo 500", "Masivo 1002"]);
  });
});

describe("tenancy", () => {
  it("business B never lists business A's contacts", async () => {
    const other = await signedInAs(t.app, t.deps.db, "ProviderAdmin", otra.id);
    for (const url of ["/api/admin/ListAllContact", "/api/admin/ListContact"]) {
      const all = await other.api.post<ContactPage>(url, {});
      expect(all.body.data.items.map((item) => item.name)).toEqual(["José Ajeno"]);
      const searched = await other.api.post<ContactPage>(url, { search: "Pérez" });
      expect(searched.body.data).toEqual({ total: 0, totalCapped: false, items: [] });
      const byPhone = await other.api.post<ContactPage>(url, { search: "0202" });
      expect(JSON.stringify(byPhone.body)).not.toContain("Jose Luis");
    }
  });
});
