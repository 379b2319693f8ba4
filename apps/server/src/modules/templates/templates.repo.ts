import type { WhatsappTemplate } from "@consola/shared";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { ChannelTemplate } from "../../channels/channel-adapter.js";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { whatsappTemplates } from "../../db/schema/index.js";

type Row = typeof whatsappTemplates.$inferSelect;

export function toTemplateView(row: Row): WhatsappTemplate {
  return {
    id: row.id,
    channelId: row.channelId,
    name: row.name,
    language: row.language,
    category: row.category,
    body: row.body,
    examples: row.examples,
    status: row.status,
    rejectedReason: row.rejectedReason,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ofLine = (businessId: number, channelId: number) =>
  and(ofBusiness(whatsappTemplates, businessId), eq(whatsappTemplates.channelId, channelId));

/** A line's templates by name and language (a small table per line: Meta allows a few hundred at most). */
export async function templatesOfLine(db: Executor, businessId: number, channelId: number) {
  const rows = await db
    .select()
    .from(whatsappTemplates)
    .where(ofLine(businessId, channelId))
    .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language));
  return rows.map(toTemplateView);
}

export async function templateExists(
  db: Executor,
  businessId: number,
  channelId: number,
  key: { name: string; language: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappTemplates.id })
    .from(whatsappTemplates)
    .where(
      and(
        ofLine(businessId, channelId),
        eq(whatsappTemplates.name, key.name),
        eq(whatsappTemplates.language, key.language),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Stores what the provider reported: each template is added or brought up to date (its examples, which the
 * provider does not list, are kept). With `dropMissing`, templates the provider no longer has are removed.
 */
export async function storeSyncedTemplates(
  tx: Executor,
  line: { businessId: number; channelId: number },
  reported: ChannelTemplate[],
  dropMissing: boolean,
): Promise<void> {
  const keep: number[] = [];
  for (const template of reported) {
    const values = {
      category: template.category,
      body: template.body,
      status: template.status,
      rejectedReason: template.rejectedReason,
      providerTemplateId: template.providerTemplateId,
      syncedAt: sql`now()`,
      updatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(whatsappTemplates)
      .values({ ...line, name: template.name, language: template.language, ...values })
      .onConflictDoUpdate({
        target: [whatsappTemplates.channelId, whatsappTemplates.name, whatsappTemplates.language],
        set: values,
        // The unique key is per line; a line belongs to one business, this keeps writes scoped anyway.
        setWhere: ofBusiness(whatsappTemplates, line.businessId),
      })
      .returning({ id: whatsappTemplates.id });
    if (row) keep.push(row.id);
  }
  if (!dropMissing) return;
  await tx
    .delete(whatsappTemplates)
    .where(
      and(
        ofLine(line.businessId, line.channelId),
        keep.length > 0 ? notInArray(whatsappTemplates.id, keep) : undefined,
      ),
    );
}

export async function insertSubmittedTemplate(
  tx: Executor,
  values: Omit<typeof whatsappTemplates.$inferInsert, "id" | "createdAt" | "updatedAt">,
): Promise<WhatsappTemplate> {
  const [row] = await tx.insert(whatsappTemplates).values(values).returning();
  if (!row) throw new Error("template insert returned no row");
  return toTemplateView(row);
}
