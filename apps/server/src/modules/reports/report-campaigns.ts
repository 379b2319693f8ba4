import { BUSINESS_MANAGER_ROLES, REPORT_CAMPAIGNS_LISTED, type ReportCampaignList } from "@consola/shared";
import { and, desc, isNotNull } from "drizzle-orm";
import { ofBusiness } from "../../db/of-business.js";
import { campaigns } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";

/**
 * The campaigns a report can be narrowed to: the business's that started sending (a draft or a campaign
 * still waiting for its time has no replies yet), newest first along campaigns_business_idx. Who may ask is
 * who may read the reports.
 */
export async function reportCampaigns(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { business_id?: number | undefined },
): Promise<ReportCampaignList> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.business_id, BUSINESS_MANAGER_ROLES);
  const rows = await deps.db
    .select({ id: campaigns.id, name: campaigns.name, startedAt: campaigns.startedAt })
    .from(campaigns)
    .where(and(ofBusiness(campaigns, businessId), isNotNull(campaigns.startedAt)))
    .orderBy(desc(campaigns.id))
    .limit(REPORT_CAMPAIGNS_LISTED);
  return rows.flatMap((row) =>
    row.startedAt ? [{ id: row.id, name: row.name, startedAt: row.startedAt.toISOString() }] : [],
  );
}
