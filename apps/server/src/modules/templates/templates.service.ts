import {
  BUSINESS_ADMIN_ROLES,
  channelTestMessage,
  type SubmitTemplate,
  TEMPLATE_MESSAGES,
  type WhatsappTemplate,
} from "@consola/shared";
import { getChannelById } from "../../channels/channel.repo.js";
import { type ChannelRecord, ProviderCallError } from "../../channels/channel-adapter.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { recordAudit } from "../audit/audit.js";
import {
  insertSubmittedTemplate,
  storeSyncedTemplates,
  templateExists,
  templatesOfLine,
} from "./templates.repo.js";

type Deps = Pick<AppDeps, "db" | "events" | "config" | "logger" | "channels">;
type Target = { businessId: number | undefined; channelId: number; ip: string };

/** Meta's answer to a second template with the same name and language. */
const DUPLICATE_TEMPLATE_CODE = "100/2388024";

/** The business's own WhatsApp line (a 404 for anyone else's, like every line). */
async function whatsappLine(deps: Deps, auth: AuthContext, target: Target) {
  const businessId = await resolveSettingsBusiness(deps.db, auth, target.businessId, BUSINESS_ADMIN_ROLES);
  const channel = await getChannelById(deps.db, businessId, target.channelId, deps.config.secretsKey);
  if (!channel) throw new NotFoundError(TEMPLATE_MESSAGES.lineRequired);
  if (channel.kind !== "whatsapp") throw new ValidationError(TEMPLATE_MESSAGES.notWhatsapp);
  if (channel.provider === "whatsapp_cloud" && !channel.credentials.wabaId) {
    throw new ValidationError(TEMPLATE_MESSAGES.noWabaId);
  }
  return { businessId, channel };
}

/** A provider refusal in Spanish, as a 400 the screen shows. */
function refusal(deps: Deps, channel: ChannelRecord, error: unknown, action: string): never {
  if (!(error instanceof ProviderCallError)) throw error;
  const { reason, code, detail } = error.failure;
  deps.logger.info(
    { channelId: channel.id, reason, code, detail },
    `templates: the provider refused ${action}`,
  );
  if (reason !== "provider_error") throw new ValidationError(channelTestMessage(reason, code));
  throw new ValidationError(
    code === DUPLICATE_TEMPLATE_CODE ? TEMPLATE_MESSAGES.taken : TEMPLATE_MESSAGES.refused(code),
  );
}

/** The line's templates as last synced or submitted. */
export async function listLineTemplates(
  deps: Deps,
  auth: AuthContext,
  target: Omit<Target, "ip">,
): Promise<WhatsappTemplate[]> {
  const { businessId, channel } = await whatsappLine(deps, auth, { ...target, ip: "" });
  return templatesOfLine(deps.db, businessId, channel.id);
}

/**
 * "Sincronizar": every template the provider has for the line, with its approval state, replaces what is
 * stored. The sandbox is its own provider: what was created here stays even if it is not reported.
 */
export async function syncLineTemplates(
  deps: Deps,
  auth: AuthContext,
  target: Target,
): Promise<WhatsappTemplate[]> {
  const { businessId, channel } = await whatsappLine(deps, auth, target);
  // Network, outside the transaction.
  const reported = await deps.channels
    .get(channel.provider)
    .listTemplates(channel, { every: true })
    .catch((error: unknown) => refusal(deps, channel, error, "the sync"));
  return transact(deps, async (tx, events) => {
    await storeSyncedTemplates(
      tx,
      { businessId, channelId: channel.id },
      reported,
      channel.provider !== "sandbox",
    );
    await recordAudit(tx, {
      businessId,
      actorUserId: auth.userId,
      action: "templates_synced",
      entity: "channel",
      entityId: channel.id,
      data: { reported: reported.length },
      ip: target.ip,
    });
    events.add("config.changed", { businessId, what: "templates" });
    return templatesOfLine(tx, businessId, channel.id);
  });
}

/** Creates a template and submits it for approval; the sandbox approves it at once. */
export async function submitLineTemplate(
  deps: Deps,
  auth: AuthContext,
  input: Target & Omit<SubmitTemplate, "business_id" | "channelId">,
): Promise<WhatsappTemplate> {
  const { businessId, channel } = await whatsappLine(deps, auth, input);
  const key = { name: input.name, language: input.language };
  if (await templateExists(deps.db, businessId, channel.id, key)) {
    throw new ValidationError(TEMPLATE_MESSAGES.taken);
  }
  const template = {
    name: input.name,
    language: input.language,
    category: input.category,
    body: input.body,
    examples: input.examples,
  };
  const submitted = await deps.channels
    .get(channel.provider)
    .submitTemplate(channel, template)
    .catch((error: unknown) => refusal(deps, channel, error, "a template"));
  return transact(deps, async (tx, events) => {
    const stored = await insertSubmittedTemplate(tx, {
      businessId,
      channelId: channel.id,
      ...template,
      examples: template.examples,
      status: submitted.status,
      rejectedReason: submitted.rejectedReason,
      providerTemplateId: submitted.providerTemplateId,
      syncedAt: new Date(),
    });
    await recordAudit(tx, {
      businessId,
      actorUserId: auth.userId,
      action: "template_submitted",
      entity: "whatsapp_template",
      entityId: stored.id,
      data: { name: stored.name, language: stored.language, status: stored.status },
      ip: input.ip,
    });
    events.add("config.changed", { businessId, what: "templates" });
    return stored;
  });
}
