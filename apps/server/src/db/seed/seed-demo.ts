import type { ContactFieldValues } from "@consola/shared";
import { count } from "drizzle-orm";
import { hashPassword } from "../../modules/auth/passwords.js";
import {
  type BusinessDefaults,
  insertBusinessDefaults,
  SPEC_CONTACT_FIELDS,
} from "../../modules/platform-businesses/business-defaults.js";
import type { Database } from "../client.js";
import { areas, businesses, contacts, quickAnswers, users } from "../schema/index.js";
import { DEMO_BUSINESSES, DEMO_PLATFORM_USERS } from "./demo-data.js";
import { seedDemoHistory } from "./demo-history.js";
import { seedDemoSurveys } from "./demo-surveys.js";

/** A demo contact's company, kept in the spec's "Empresa" custom field. */
function companyField(company: string | undefined): ContactFieldValues {
  const values: ContactFieldValues = {};
  if (company) values.company = company;
  return values;
}

/** The spec's fields plus two that show the other kinds a business can keep. */
const DEMO_CONTACT_FIELDS: BusinessDefaults["contactFields"] = [
  ...SPEC_CONTACT_FIELDS,
  { key: "customer_tier", name: "Nivel de cliente", type: "list", options: ["Oro", "Plata", "Bronce"] },
  { key: "customer_since", name: "Cliente desde", type: "date" },
];

/**
 * Fills an empty database with the demo world. Runs only when there are no users at all, so it never
 * touches a database someone is using; returns whether it seeded.
 */
export async function seedDemoData(db: Database, password: string): Promise<boolean> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return false;

  const allUsers = [...DEMO_PLATFORM_USERS, ...DEMO_BUSINESSES.flatMap((business) => business.users)];
  // Every user gets its own salt; hashing happens before the transaction so it stays short.
  const hashes = new Map<string, string>();
  for (const user of allUsers) hashes.set(user.email, await hashPassword(password));
  const hashOf = (email: string) => {
    const hash = hashes.get(email);
    if (!hash) throw new Error(`no hash for ${email}`);
    return hash;
  };

  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      DEMO_PLATFORM_USERS.map((user) => ({
        name: user.name,
        email: user.email,
        role: user.role,
        position: user.position ?? "",
        passwordHash: hashOf(user.email),
      })),
    );
    for (const demo of DEMO_BUSINESSES) {
      const [business] = await tx
        .insert(businesses)
        .values({
          name: demo.name,
          rfc: demo.rfc,
          personType: demo.personType,
          phone: demo.phone,
          email: demo.email,
          address: demo.address,
          postalCode: demo.postalCode,
          timeZone: demo.timeZone,
          phoneCountry: demo.phoneCountry,
          colors: demo.colors,
        })
        .returning({ id: businesses.id });
      if (!business) throw new Error("business insert returned no row");
      const areaRows = await tx
        .insert(areas)
        .values(demo.areas.map((area) => ({ ...area, businessId: business.id })))
        .returning({ id: areas.id, name: areas.name });
      const areaIds = new Map(areaRows.map((area) => [area.name, area.id]));
      await tx.insert(users).values(
        demo.users.map((user) => ({
          businessId: business.id,
          areaId: user.area ? (areaIds.get(user.area) ?? null) : null,
          name: user.name,
          nickname: user.name.split(" ")[0] ?? user.name,
          email: user.email,
          role: user.role,
          position: user.position ?? "",
          phone: user.phone ?? "",
          passwordHash: hashOf(user.email),
        })),
      );
      await tx.insert(contacts).values(
        demo.contacts.map((contact) => ({
          businessId: business.id,
          name: contact.name,
          phoneNumber: contact.phoneNumber,
          customFields: companyField(contact.company),
          email: contact.email ?? "",
          typeRegister: "manual" as const,
        })),
      );
      await tx.insert(quickAnswers).values(
        demo.quickAnswers.map((answer) => ({
          businessId: business.id,
          shortcut: answer.shortcut,
          message: answer.message,
          areaId: answer.area ? (areaIds.get(answer.area) ?? null) : null,
        })),
      );
      await insertBusinessDefaults(tx, business.id, {
        closingCategories: demo.closingCategories,
        hours: demo.hours,
        outOfHoursMessage: demo.outOfHoursMessage,
        bots: {
          welcome: demo.bots.welcome,
          nameChange: demo.bots.nameChange,
          selectorAreaIds: (demo.bots.selectorAreas ?? []).flatMap((name) => areaIds.get(name) ?? []),
        },
        contactFields: DEMO_CONTACT_FIELDS,
      });
      await seedDemoHistory(tx, {
        businessId: business.id,
        timeZone: demo.timeZone,
        people: demo.history.phones,
        perDay: demo.history.perDay,
        seed: demo.history.seed,
      });
      await seedDemoSurveys(tx, { businessId: business.id, seed: demo.history.seed });
    }
  });
  return true;
}
