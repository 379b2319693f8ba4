import { userEmailInput } from "@consola/shared";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { companyUserQueries } from "../queries";

/** How long typing must pause before the address is checked. */
export const EMAIL_CHECK_DELAY_MS = 400;

export type EmailCheck = "idle" | "checking" | "available" | "taken";

/**
 * Whether the address typed is free across the platform, asked once typing pauses. Nothing is asked for an
 * address that is not one yet (the form says why) or for the person's own unchanged address.
 */
export function useEmailCheck(email: string, options: { userId?: number; ownEmail?: string }): EmailCheck {
  const businessId = useConfigBusiness();
  const typed = email.trim().toLowerCase();
  const [settled] = useDebouncedValue(typed, EMAIL_CHECK_DELAY_MS);
  const own = options.ownEmail?.trim().toLowerCase();
  const worthAsking = (value: string) => value !== own && userEmailInput.safeParse(value).success;
  const query = useQuery({
    ...companyUserQueries.email(businessId, settled, options.userId),
    enabled: worthAsking(settled),
  });
  if (!worthAsking(typed)) return "idle";
  if (typed !== settled || query.isPending) return "checking";
  // A failed check says nothing: the save still refuses a taken address.
  if (query.isError) return "idle";
  return query.data ? "available" : "taken";
}
