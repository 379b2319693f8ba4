import type { AutoAssignSettings } from "@consola/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { businesses } from "../../db/schema/index.js";

const columns = {
  enabled: businesses.autoAssignEnabled,
  byArea: businesses.autoAssignByArea,
  maxChatsPerAgent: businesses.autoAssignMaxChats,
};

export async function autoAssignSettingsOf(db: Executor, businessId: number) {
  const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row;
}

export async function saveAutoAssignSettings(db: Executor, businessId: number, settings: AutoAssignSettings) {
  const [row] = await db
    .update(businesses)
    .set({
      autoAssignEnabled: settings.enabled,
      autoAssignByArea: settings.byArea,
      autoAssignMaxChats: settings.maxChatsPerAgent,
    })
    .where(eq(businesses.id, businessId))
    .returning(columns);
  return row;
}
