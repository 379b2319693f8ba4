import { useBusinessName as useChosenBusinessName } from "../../../data/businesses";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useSession } from "../../../lib/session/use-session";

/**
 * The name _BUSINESS_ becomes in the previews: one's own business as last read, or as the profile names it;
 * under the business panel, the business the platform admin chose.
 */
export function useBusinessName(): string {
  const businessId = useConfigBusiness();
  const { business, profile } = useSession();
  const chosen = useChosenBusinessName(businessId);
  if (businessId !== null) return chosen ?? "";
  return business?.name || profile?.businessName || "";
}
