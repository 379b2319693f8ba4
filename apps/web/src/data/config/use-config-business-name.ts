import { useSession } from "../../lib/session/use-session";
import { useBusinessName } from "../businesses/use-business-name";
import { useConfigBusiness } from "./config-business";

/**
 * The name of the business a configuration screen is about, as its contacts see it in the previews (the
 * bots' _BUSINESS_, the survey's phone): one's own business as last read, or as the profile names it; under
 * the business panel, the business the platform admin chose.
 */
export function useConfigBusinessName(): string {
  const businessId = useConfigBusiness();
  const { business, profile } = useSession();
  const chosen = useBusinessName(businessId);
  if (businessId !== null) return chosen ?? "";
  return business?.name || profile?.businessName || "";
}
