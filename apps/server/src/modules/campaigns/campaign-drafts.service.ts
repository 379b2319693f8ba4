import {
  BUSINESS_MANAGER_ROLES,
  CAMPAIGN_CONTACT_FIELDS,
  CAMPAIGN_IMPORTS_LISTED,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PREVIEW_ROWS,
  type Campaign,
  type CampaignAudience,
  type CampaignImportList,
  type CampaignLineList,
  type CampaignPage,
  type CampaignPreview,
  type CampaignStatus,
  type CampaignVariable,
  campaignParams,
  templateParamCount,
} from "@consola/shared";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { renderTemplate } from "../../channels/channel-adapter.js";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import {
  businessChannels,
  campaignRecipients,
  campaigns,
  contactImportContacts,
  contactImports,
  contacts,
  whatsappTemplates,
} from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireRole } from "../../tenancy/auth-context.js";
import { requireBusinessMember } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { fieldsOf } from "../contact-fields/contact-fields.repo.js";
import { audienceConditions, checkAudience } from "./campaign-audience.js";
import {
  CAMPAIGNS_PAGE,
  type CampaignRow,
  campaignsPage,
  campaignView,
  campaignViews,
  findCampaign,
} from "./campaigns.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** The caller as a manager of their business: admins and supervisors run campaigns. */
export function campaignManager(auth: AuthContext) {
  requireRole(auth, BUSINESS_MANAGER_ROLES);
  return requireBusinessMember(auth);
}

/** The campaign, or 404 for an id of another business or none. */
export async function ownCampaign(db: Executor, businessId: number, id: number, forUpdate = false) {
  const row = await findCampaign(db, businessId, id, { forUpdate });
  if (!row) throw new NotFoundError(CAMPAIGN_MESSAGES.unknown);
  return row;
}

export async function listCampaigns(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { status?: CampaignStatus | undefined; before?: number | undefined },
): Promise<CampaignPage> {
  const member = campaignManager(auth);
  const rows = await campaignsPage(deps.db, member.businessId, input);
  const page = rows.slice(0, CAMPAIGNS_PAGE);
  return {
    items: await campaignViews(deps.db, member.businessId, page),
    next: rows.length > CAMPAIGNS_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function getCampaign(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { id: number },
): Promise<Campaign> {
  const member = campaignManager(auth);
  return campaignView(deps.db, member.businessId, await ownCampaign(deps.db, member.businessId, input.id));
}

/** The line a campaign sends through: the business's own and active. */
async function lineOf(db: Executor, businessId: number, channelId: number) {
  const [line] = await db
    .select({ id: businessChannels.id, kind: businessChannels.kind, status: businessChannels.status })
    .from(businessChannels)
    .where(rowOfBusiness(businessChannels, businessId, channelId));
  if (line?.status !== "active") throw new ValidationError(CAMPAIGN_MESSAGES.unknownLine);
  return line;
}

/** An approved template of that line, copied onto the campaign. */
async function templateOf(db: Executor, businessId: number, channelId: number, templateId: number) {
  const [template] = await db
    .select()
    .from(whatsappTemplates)
    .where(
      and(
        rowOfBusiness(whatsappTemplates, businessId, templateId),
        eq(whatsappTemplates.channelId, channelId),
      ),
    );
  if (!template) throw new ValidationError(CAMPAIGN_MESSAGES.templateRequired);
  if (template.status !== "APPROVED") throw new ValidationError(CAMPAIGN_MESSAGES.templateNotApproved);
  return template;
}

/** Every field a variable names exists: the contact's own, or one of the business's custom fields. */
async function checkVariables(db: Executor, businessId: number, variables: CampaignVariable[]) {
  const named = variables.flatMap((variable) => (variable.source === "field" ? [variable.key] : []));
  if (named.length === 0) return;
  const custom = new Set((await fieldsOf(db, businessId)).map((field) => field.key));
  for (const key of named) {
    if (!(CAMPAIGN_CONTACT_FIELDS as readonly string[]).includes(key) && !custom.has(key)) {
      throw new ValidationError(CAMPAIGN_MESSAGES.unknownField(key));
    }
  }
}

export type SaveCampaignInput = {
  id?: number | undefined;
  name: string;
  channelId: number;
  templateId?: number | undefined;
  text: string;
  audience: CampaignAudience | null;
  variables: CampaignVariable[];
  startAt: string | null;
  withinHours: boolean;
  ip: string;
};

/**
 * SaveCampaign: a draft as far as the wizard got. What is given must be right (the line, an approved template,
 * the audience and the fields are the business's own); what is missing is asked for when it is prepared.
 * Changing a draft forgets the recipients it had computed.
 */
export async function saveCampaign(
  deps: Deps,
  auth: AuthContext,
  input: SaveCampaignInput,
): Promise<Campaign> {
  const member = campaignManager(auth);
  const { businessId } = member;
  const line = await lineOf(deps.db, businessId, input.channelId);
  const whatsapp = line.kind === "whatsapp";
  const template =
    whatsapp && input.templateId !== undefined
      ? await templateOf(deps.db, businessId, line.id, input.templateId)
      : undefined;
  if (input.audience) await checkAudience(deps.db, businessId, input.audience);
  await checkVariables(deps.db, businessId, input.variables);
  const startAt = input.startAt ? new Date(input.startAt) : null;
  if (startAt && startAt.getTime() < Date.now() - 60_000)
    throw new ValidationError(CAMPAIGN_MESSAGES.startAtPast);
  const values = {
    name: input.name,
    channelId: line.id,
    templateId: template?.id ?? null,
    templateName: template?.name ?? null,
    templateLanguage: template?.language ?? null,
    templateCategory: template?.category ?? null,
    templateBody: template?.body ?? null,
    text: whatsapp ? "" : input.text,
    audience: input.audience,
    variables: input.variables,
    startAt,
    withinHours: input.withinHours,
    preparation: "none" as const,
    prepareCursor: 0,
    excludedRows: {},
  };
  return transact(deps, async (tx) => {
    let row: CampaignRow | undefined;
    if (input.id === undefined) {
      [row] = await tx
        .insert(campaigns)
        .values({ ...values, businessId, createdByUserId: member.userId })
        .returning();
    } else {
      const current = await ownCampaign(tx, businessId, input.id, true);
      if (current.status !== "draft") throw new ValidationError(CAMPAIGN_MESSAGES.notDraft);
      await tx.delete(campaignRecipients).where(eq(campaignRecipients.campaignId, current.id));
      [row] = await tx.update(campaigns).set(values).where(eq(campaigns.id, current.id)).returning();
    }
    if (!row) throw new Error("campaign save returned no row");
    await recordAudit(tx, {
      ...auditedBy(member),
      action: input.id === undefined ? "campaign_created" : "campaign_changed",
      entity: "campaign",
      entityId: row.id,
      data: { name: row.name },
      ip: input.ip,
    });
    return campaignView(tx, businessId, row);
  });
}

/** RemoveCampaign: only a draft; one that sent anything keeps its record. */
export async function removeCampaign(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; ip: string },
): Promise<Campaign> {
  const member = campaignManager(auth);
  return transact(deps, async (tx) => {
    const row = await ownCampaign(tx, member.businessId, input.id, true);
    if (row.status !== "draft") throw new ValidationError(CAMPAIGN_MESSAGES.notRemovable);
    const view = await campaignView(tx, member.businessId, row);
    await tx.delete(campaigns).where(eq(campaigns.id, row.id));
    await recordAudit(tx, {
      ...auditedBy(member),
      action: "campaign_removed",
      entity: "campaign",
      entityId: row.id,
      data: { name: row.name },
      ip: input.ip,
    });
    return view;
  });
}

/** The text one recipient reads: the template's body (or the SMS text) with their values. */
export function campaignBody(row: CampaignRow): string {
  return row.templateBody ?? row.text;
}

/** The draft's gaps that preparing it cannot get past, as the 400 the wizard shows. */
export function requireComplete(
  row: CampaignRow,
  lineKind: string,
): asserts row is CampaignRow & {
  audience: CampaignAudience;
} {
  if (lineKind === "whatsapp" && !row.templateName)
    throw new ValidationError(CAMPAIGN_MESSAGES.templateRequired);
  if (lineKind !== "whatsapp" && row.text.trim() === "")
    throw new ValidationError(CAMPAIGN_MESSAGES.textRequired);
  if (!row.audience) throw new ValidationError(CAMPAIGN_MESSAGES.audienceRequired);
  const wanted = templateParamCount(campaignBody(row));
  if (row.variables.length !== wanted) throw new ValidationError(CAMPAIGN_MESSAGES.variablesCount(wanted));
  row.variables.forEach((variable, index) => {
    const empty = variable.source === "text" ? variable.text === "" : variable.fallback === "";
    if (empty) throw new ValidationError(CAMPAIGN_MESSAGES.variableRequired(index + 1));
  });
}

/** The kind of the campaign's line. */
export async function lineKindOf(db: Executor, row: CampaignRow): Promise<string> {
  const [line] = await db
    .select({ kind: businessChannels.kind })
    .from(businessChannels)
    .where(eq(businessChannels.id, row.channelId));
  return line?.kind ?? "whatsapp";
}

/** PreviewCampaign: the message as the audience's first three contacts who accept messages would read it. */
export async function previewCampaign(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { id: number },
): Promise<CampaignPreview> {
  const member = campaignManager(auth);
  const row = await ownCampaign(deps.db, member.businessId, input.id);
  if (!row.audience) throw new ValidationError(CAMPAIGN_MESSAGES.audienceRequired);
  const conditions = await audienceConditions(deps.db, member.businessId, row.audience);
  const people = await deps.db
    .select({
      id: contacts.id,
      name: contacts.name,
      fullName: contacts.fullName,
      phoneNumber: contacts.phoneNumber,
      email: contacts.email,
      address: contacts.address,
      customFields: contacts.customFields,
    })
    .from(contacts)
    .where(and(...conditions, eq(contacts.optIn, true)))
    .orderBy(asc(contacts.id))
    .limit(CAMPAIGN_PREVIEW_ROWS);
  const body = campaignBody(row);
  return people.map((person) => ({
    contactId: person.id,
    name: person.name,
    phoneNumber: person.phoneNumber,
    text: renderTemplate(body, campaignParams(row.variables, person)),
  }));
}

/**
 * ListCampaignLines: what the wizard's first two steps offer. Supervisors build campaigns too, and may not read
 * the line or template screens' lists (admins' settings), so they read this.
 */
export async function listCampaignLines(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
): Promise<CampaignLineList> {
  const member = campaignManager(auth);
  const [lines, templates] = await Promise.all([
    deps.db
      .select({
        id: businessChannels.id,
        kind: businessChannels.kind,
        phoneNumber: businessChannels.phoneNumber,
      })
      .from(businessChannels)
      .where(
        and(
          ofBusiness(businessChannels, member.businessId),
          eq(businessChannels.status, "active"),
          inArray(businessChannels.kind, ["whatsapp", "sms"]),
        ),
      )
      .orderBy(asc(businessChannels.id)),
    deps.db
      .select({
        id: whatsappTemplates.id,
        channelId: whatsappTemplates.channelId,
        name: whatsappTemplates.name,
        language: whatsappTemplates.language,
        category: whatsappTemplates.category,
        body: whatsappTemplates.body,
      })
      .from(whatsappTemplates)
      .where(and(ofBusiness(whatsappTemplates, member.businessId), eq(whatsappTemplates.status, "APPROVED")))
      .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language)),
  ]);
  return lines.map((line) => ({
    id: line.id,
    kind: line.kind === "whatsapp" ? "whatsapp" : "sms",
    phoneNumber: line.phoneNumber,
    templates:
      line.kind === "whatsapp"
        ? templates
            .filter((template) => template.channelId === line.id)
            .map(({ channelId: _line, ...template }) => template)
        : [],
  }));
}

/** ListCampaignImports: the business's last finished imports and how many contacts each holds. */
export async function listCampaignImports(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
): Promise<CampaignImportList> {
  const member = campaignManager(auth);
  const rows = await deps.db
    .select({
      id: contactImports.id,
      fileName: contactImports.fileName,
      finishedAt: contactImports.finishedAt,
      rejected: contactImports.rejectedCount,
      contacts: sql<number>`(select count(*)::int from ${contactImportContacts} where ${contactImportContacts.importId} = ${contactImports.id})`,
    })
    .from(contactImports)
    .where(and(ofBusiness(contactImports, member.businessId), eq(contactImports.status, "done")))
    .orderBy(desc(contactImports.createdAt))
    .limit(CAMPAIGN_IMPORTS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    finishedAt: (row.finishedAt ?? new Date(0)).toISOString(),
    contacts: row.contacts,
    rejected: row.rejected,
  }));
}
