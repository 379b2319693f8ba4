import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { businesses } from "../../db/schema/index.js";
import { NotFoundError } from "../../domain/errors.js";

export type BusinessRow = typeof businesses.$inferSelect;

/** Call only with an id that went through resolveBusinessId (the caller's own, or named by a platform admin). */
export async function getBusiness(db: Executor, businessId: number): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw new NotFoundError();
  return row;
}

export type BusinessChanges = Partial<
  Pick<
    BusinessRow,
    | "name"
    | "rfc"
    | "personType"
    | "phone"
    | "email"
    | "address"
    | "postalCode"
    | "timeZone"
    | "addHours"
    | "phoneCountry"
    | "colors"
    | "surveyActive"
    | "retentionDays"
  >
>;

/** Call only with an id that went through resolveSettingsBusiness; undefined when there is no such business. */
export async function updateBusiness(
  db: Executor,
  businessId: number,
  changes: BusinessChanges,
): Promise<BusinessRow | undefined> {
  const [row] = await db.update(businesses).set(changes).where(eq(businesses.id, businessId)).returning();
  return row;
}

/** Country of the phone numbers the business's people type without a country code. */
export async function businessPhoneCountry(db: Executor, businessId: number) {
  const [row] = await db
    .select({ phoneCountry: businesses.phoneCountry })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.phoneCountry ?? "MX";
}
