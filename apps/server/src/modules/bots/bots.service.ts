import {
  BOT_KIND_NAMES,
  BOT_KINDS,
  BOT_MESSAGES,
  type BotKind,
  type BotSelector,
  type BotSettings,
  BUSINESS_ADMIN_ROLES,
  BUSINESS_MANAGER_ROLES,
  type NameChangeTexts,
  type SelectorTexts,
  type WelcomeTexts,
} from "@consola/shared";
import { and, count, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { releaseHeldChats } from "./bot-release.js";
import {
  type BusinessBots,
  botsOf,
  businessAreas,
  offeredAreas,
  saveBotSetting,
} from "./bot-settings.repo.js";

/** Supervisors may look at the bots; only admins change them. */
const READERS = BUSINESS_MANAGER_ROLES;
const WRITERS = BUSINESS_ADMIN_ROLES;

type Deps = Pick<AppDeps, "db" | "events">;
type Actor = { businessId: number | undefined; ip: string };

function settingsOf(bots: BusinessBots): BotSettings[] {
  return BOT_KINDS.map((kind) => {
    const { active, texts } = bots[kind];
    return { type: kind, name: BOT_KIND_NAMES[kind], active, texts } as BotSettings;
  });
}

/** TypeChatBot: the kinds of bot there are. */
export function botTypes(): { id: BotKind; name: string }[] {
  return BOT_KINDS.map((id) => ({ id, name: BOT_KIND_NAMES[id] }));
}

/** ListChatBot: the business's three bots, each with its switch and texts. */
export async function listChatBots(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<BotSettings[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, READERS);
  return settingsOf(await botsOf(deps.db, businessId));
}

async function saveAudited(
  tx: Executor,
  events: PendingEvents,
  auth: AuthContext,
  change: { businessId: number; kind: BotKind; ip: string; data: Record<string, unknown> },
) {
  await recordAudit(tx, {
    ...auditedBy({ businessId: change.businessId, userId: auth.userId }),
    action: "bot_saved",
    entity: "bot",
    entityId: change.kind,
    data: change.data,
    ip: change.ip,
  });
  events.add("config.changed", { businessId: change.businessId, what: "bots" });
}

/** SaveChatBot (and the report's SaveBot and AddBot): the welcome or name-change bot's texts and switch. */
export async function saveChatBot(
  deps: Deps,
  auth: AuthContext,
  input: Actor &
    (
      | { type: "welcome"; active: boolean; texts: WelcomeTexts }
      | { type: "name_change"; active: boolean; texts: NameChangeTexts }
    ),
): Promise<BotSettings> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  await transact(deps, async (tx, events) => {
    await saveBotSetting(tx, businessId, input.type, { active: input.active, texts: input.texts });
    await saveAudited(tx, events, auth, {
      businessId,
      kind: input.type,
      ip: input.ip,
      data: { active: input.active },
    });
  });
  const saved = settingsOf(await botsOf(deps.db, businessId)).find((bot) => bot.type === input.type);
  if (!saved) throw new Error(`bot ${input.type} missing after save`);
  return saved;
}

async function readSelector(db: Executor, businessId: number): Promise<BotSelector> {
  const [bots, areas, [waiting]] = await Promise.all([
    botsOf(db, businessId),
    businessAreas(db, businessId),
    db
      .select({ value: count() })
      .from(conversations)
      .where(
        and(
          ofBusiness(conversations, businessId),
          eq(conversations.status, "bot"),
          eq(conversations.botStep, "selector"),
        ),
      ),
  ]);
  const { active, texts } = bots.selector;
  // The menu as it stands: areas removed since it was saved are no longer in it.
  const existing = new Set(areas.map((area) => area.id));
  const listed = texts.areas.filter((area) => existing.has(area.areaId));
  return { active, texts: { ...texts, areas: listed }, areas, waiting: waiting?.value ?? 0 };
}

/** GetBotSelector: the area selector's menu and switch, the business's areas, and the chats it holds. */
export async function getBotSelector(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<BotSelector> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, READERS);
  return readSelector(deps.db, businessId);
}

/** Selector SaveBot: the menu's texts, areas (all of the business, in the order given) and waiting time. */
export async function saveSelector(
  deps: Deps,
  auth: AuthContext,
  input: Actor & SelectorTexts,
): Promise<BotSelector> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  const { message, chosenMessage, areas, timeoutMinutes } = input;
  await transact(deps, async (tx, events) => {
    const offered = await offeredAreas(tx, businessId, areas);
    if (offered.length !== areas.length) throw new ValidationError(BOT_MESSAGES.selectorAreaMissing);
    const current = await botsOf(tx, businessId);
    if (current.selector.active && areas.length === 0)
      throw new ValidationError(BOT_MESSAGES.selectorNoAreas);
    await saveBotSetting(tx, businessId, "selector", {
      texts: { message, chosenMessage, areas, timeoutMinutes },
    });
    await saveAudited(tx, events, auth, {
      businessId,
      kind: "selector",
      ip: input.ip,
      data: { areas: areas.map((area) => area.areaId), timeoutMinutes },
    });
  });
  return readSelector(deps.db, businessId);
}

/**
 * SetStatusBot: switches the area selector on (it needs an area to offer) or off; switching it off lets the
 * chats waiting on its menu go to the general pending queue, since nobody would see them in the bot list.
 */
export async function setSelectorStatus(
  deps: Deps,
  auth: AuthContext,
  input: Actor & { active: boolean },
): Promise<BotSelector> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  await transact(deps, async (tx, events) => {
    const current = await botsOf(tx, businessId);
    if (input.active && (await offeredAreas(tx, businessId, current.selector.texts.areas)).length === 0) {
      throw new ValidationError(BOT_MESSAGES.selectorNoAreas);
    }
    await saveBotSetting(tx, businessId, "selector", { active: input.active, texts: current.selector.texts });
    let released = 0;
    if (!input.active) {
      const waiting = and(ofBusiness(conversations, businessId), eq(conversations.botStep, "selector"));
      // Every waiting chat, however many: batches until none is left.
      for (;;) {
        const batch = await releaseHeldChats(tx, events, waiting, "released");
        released += batch;
        if (batch === 0) break;
      }
    }
    await saveAudited(tx, events, auth, {
      businessId,
      kind: "selector",
      ip: input.ip,
      data: { active: input.active, released },
    });
  });
  return readSelector(deps.db, businessId);
}
