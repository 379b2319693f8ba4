import {
  type BotKind,
  type BotTexts,
  DEFAULT_BOT_TEXTS,
  nameChangeTextsSchema,
  selectorTextsSchema,
  welcomeTextsSchema,
} from "@consola/shared";
import { and, asc, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { areas, botSettings } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";

export type BotSetting<K extends BotKind> = { active: boolean; texts: BotTexts[K] };
export type BusinessBots = { [K in BotKind]: BotSetting<K> };

const TEXT_SCHEMAS = {
  welcome: welcomeTextsSchema,
  name_change: nameChangeTextsSchema,
  selector: selectorTextsSchema,
} as const;

/** Stored texts over the defaults: a field added later (or a row written by the migration as {}) reads its default. */
function textsOf<K extends BotKind>(kind: K, stored: Record<string, unknown> | undefined): BotTexts[K] {
  const merged = { ...DEFAULT_BOT_TEXTS[kind], ...(stored ?? {}) };
  const parsed = TEXT_SCHEMAS[kind].safeParse(merged);
  return (parsed.success ? parsed.data : DEFAULT_BOT_TEXTS[kind]) as BotTexts[K];
}

/** The business's three bots, each off with the default texts until it is saved. */
export async function botsOf(db: Executor, businessId: number): Promise<BusinessBots> {
  const rows = await db
    .select({ kind: botSettings.kind, active: botSettings.active, texts: botSettings.texts })
    .from(botSettings)
    .where(ofBusiness(botSettings, businessId));
  const setting = <K extends BotKind>(kind: K): BotSetting<K> => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { active: row?.active ?? false, texts: textsOf(kind, row?.texts) };
  };
  return { welcome: setting("welcome"), name_change: setting("name_change"), selector: setting("selector") };
}

/** Writes one bot's switch and/or texts; what is not given keeps its stored (or default) value. */
export async function saveBotSetting<K extends BotKind>(
  db: Executor,
  businessId: number,
  kind: K,
  change: { active?: boolean; texts?: BotTexts[K] },
): Promise<void> {
  const texts = change.texts ?? DEFAULT_BOT_TEXTS[kind];
  await db
    .insert(botSettings)
    .values({ businessId, kind, active: change.active ?? false, texts })
    .onConflictDoUpdate({
      target: [botSettings.businessId, botSettings.kind],
      set: {
        ...(change.active === undefined ? {} : { active: change.active }),
        ...(change.texts === undefined ? {} : { texts: change.texts }),
        updatedAt: sql`now()`,
      },
    });
}

/** The business's areas by name (for the menu editor); a business has a handful. */
export function businessAreas(db: Executor, businessId: number) {
  return db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(ofBusiness(areas, businessId))
    .orderBy(...spanishOrder(areas.sortName, areas.name).map((key) => asc(key)), asc(areas.id));
}

export type MenuArea = { areaId: number; title: string; name: string };

/**
 * The areas the selector offers now, in its order: those of its list that still exist in the business (a
 * removed area leaves the menu by itself), each titled by its label or its name.
 */
export async function offeredAreas(
  db: Executor,
  businessId: number,
  listed: readonly { areaId: number; label: string }[],
): Promise<MenuArea[]> {
  if (listed.length === 0) return [];
  const found = await db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(
      and(
        ofBusiness(areas, businessId),
        inArray(
          areas.id,
          listed.map((area) => area.areaId),
        ),
      ),
    );
  return listed.flatMap((area) => {
    const row = found.find((candidate) => candidate.id === area.areaId);
    return row ? [{ areaId: row.id, title: area.label || row.name, name: row.name }] : [];
  });
}
