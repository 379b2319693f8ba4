import { DEFAULT_COLORS } from "@consola/shared";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { areas, businessChannels, businesses, closingCategories, users } from "../../src/db/schema/index.js";
import { splitByShares } from "./random.js";

/** What the chat generator needs to know of one business. */
export type Tenant = {
  id: number;
  rank: number;
  /** Hours the business's clock is from UTC (the zones used have no daylight saving). */
  utcOffsetHours: number;
  whatsappChannelId: number;
  smsChannelId: number | null;
  agentIds: number[];
  supervisorId: number;
  areaIds: number[];
  categoryIds: number[];
  bots: boolean;
  hoursEnabled: boolean;
  contactStart: number;
  contactCount: number;
  /** Next contact handed to an open chat: open chats never share a contact and line. */
  openCursor: number;
};

const ZONES = [
  { timeZone: "America/Mexico_City", utcOffsetHours: -6 },
  { timeZone: "America/Monterrey", utcOffsetHours: -6 },
  { timeZone: "America/Bogota", utcOffsetHours: -5 },
] as const;
const AREA_NAMES = [
  "Ventas",
  "Soporte",
  "Cobranza",
  "Facturación",
  "Garantías",
  "Envíos",
  "Postventa",
  "Atención general",
];
const CATEGORY_NAMES = [
  "Resuelto",
  "Venta cerrada",
  "Información dada",
  "Sin respuesta del cliente",
  "Queja registrada",
  "Duplicado",
];
const FIRST_NAMES = [
  "Ana",
  "José",
  "María",
  "Luis",
  "Sofía",
  "Carlos",
  "Lucía",
  "Jorge",
  "Valeria",
  "Miguel",
];

/**
 * The businesses and what their chats point at (people, areas, closing categories, WhatsApp and SMS lines),
 * written with ordinary inserts: a few thousand rows at most. Businesses get Zipf shares of the contacts, and
 * people in proportion to their share.
 */
export async function createTenants(
  client: pg.Client,
  shares: readonly number[],
  totalContacts: number,
  firstContactId: number,
): Promise<Tenant[]> {
  const db = drizzle({ client });
  const contactCounts = splitByShares(totalContacts, shares);
  const tenants: Tenant[] = [];
  let contactStart = firstContactId;
  for (const [rank, share] of shares.entries()) {
    const zone = ZONES[rank % 7 === 3 ? 2 : rank % 5 === 4 ? 1 : 0];
    const label = String(rank + 1).padStart(2, "0");
    const hoursEnabled = rank % 2 === 0;
    const [business] = await db
      .insert(businesses)
      .values({
        name: `Bench grande ${label}`,
        colors: DEFAULT_COLORS,
        timeZone: zone.timeZone,
        hoursEnabled,
      })
      .returning({ id: businesses.id });
    if (!business) throw new Error("business not created");
    const areaRows = await db
      .insert(areas)
      .values(
        AREA_NAMES.slice(0, Math.min(AREA_NAMES.length, 3 + Math.round(share * 30))).map((name) => ({
          businessId: business.id,
          name,
        })),
      )
      .returning({ id: areas.id });
    const categoryRows = await db
      .insert(closingCategories)
      .values(CATEGORY_NAMES.map((name) => ({ businessId: business.id, name })))
      .returning({ id: closingCategories.id });
    const agentCount = Math.max(3, Math.round(share * 600));
    const person = (role: "ProviderAdmin" | "ProviderSupervisor" | "ProviderAgent", i: number) => ({
      businessId: business.id,
      areaId: areaRows[i % areaRows.length]?.id ?? null,
      name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${role === "ProviderAgent" ? "Agente" : role.slice(8)} ${label}-${i}`,
      email: `bench-${label}-${role.toLowerCase()}-${i}@bench.test`,
      passwordHash: "x",
      role,
    });
    const [admin, supervisor, ...agents] = await db
      .insert(users)
      .values([
        person("ProviderAdmin", 0),
        person("ProviderSupervisor", 0),
        ...Array.from({ length: agentCount }, (_, i) => person("ProviderAgent", i)),
      ])
      .returning({ id: users.id });
    if (!admin || !supervisor) throw new Error("people not created");
    const withSms = rank % 3 !== 2;
    const lines = await db
      .insert(businessChannels)
      .values([
        {
          businessId: business.id,
          kind: "whatsapp" as const,
          provider: "whatsapp_cloud" as const,
          externalId: `bench-large-${business.id}-wa`,
          phoneNumber: `+5255${String(10_000_000 + business.id)}`,
        },
        ...(withSms
          ? [
              {
                businessId: business.id,
                kind: "sms" as const,
                provider: "twilio" as const,
                externalId: `+5281${String(10_000_000 + business.id)}`,
                phoneNumber: `+5281${String(10_000_000 + business.id)}`,
              },
            ]
          : []),
      ])
      .returning({ id: businessChannels.id });
    const contactCount = contactCounts[rank] ?? 0;
    tenants.push({
      id: business.id,
      rank,
      utcOffsetHours: zone.utcOffsetHours,
      whatsappChannelId: lines[0]?.id ?? 0,
      smsChannelId: lines[1]?.id ?? null,
      agentIds: agents.map((agent) => agent.id),
      supervisorId: supervisor.id,
      areaIds: areaRows.map((area) => area.id),
      categoryIds: categoryRows.map((category) => category.id),
      bots: rank % 4 === 1 || rank === 0,
      hoursEnabled,
      contactStart,
      contactCount,
      openCursor: 0,
    });
    contactStart += contactCount;
  }
  return tenants;
}

export { FIRST_NAMES };
