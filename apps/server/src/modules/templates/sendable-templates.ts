import { templateParamCount } from "@consola/shared";
import { and, asc, eq } from "drizzle-orm";
import type { ChannelRecord, ChannelTemplate } from "../../channels/channel-adapter.js";
import { ofBusiness } from "../../db/of-business.js";
import { whatsappTemplates } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";

type Deps = Pick<AppDeps, "db" | "channels">;

/**
 * The approved templates an agent may send on a line: the provider's own list. The sandbox is its own
 * provider, so the templates approved on it here (stored in whatsapp_templates) are offered too, also after
 * a restart has emptied the sandbox's memory.
 */
export async function sendableTemplates(deps: Deps, channel: ChannelRecord): Promise<ChannelTemplate[]> {
  const offered = await deps.channels.get(channel.provider).listTemplates(channel);
  if (channel.provider !== "sandbox") return offered;
  const stored = await deps.db
    .select()
    .from(whatsappTemplates)
    .where(
      and(
        ofBusiness(whatsappTemplates, channel.businessId),
        eq(whatsappTemplates.channelId, channel.id),
        eq(whatsappTemplates.status, "APPROVED"),
      ),
    )
    .orderBy(asc(whatsappTemplates.name));
  const known = new Set(offered.map((template) => `${template.name}:${template.language}`));
  const extra = stored
    .filter((row) => !known.has(`${row.name}:${row.language}`))
    .map(
      (row): ChannelTemplate => ({
        name: row.name,
        language: row.language,
        category: row.category,
        body: row.body,
        paramCount: templateParamCount(row.body),
        status: "APPROVED",
        rejectedReason: "",
        providerTemplateId: row.providerTemplateId,
      }),
    );
  return [...offered, ...extra];
}
