import { useSession } from "../../../lib/session/use-session";

/** The name _BUSINESS_ becomes in the previews: the business as last read, or as the profile names it. */
export function useBusinessName(): string {
  const { business, profile } = useSession();
  return business?.name || profile?.businessName || "";
}
