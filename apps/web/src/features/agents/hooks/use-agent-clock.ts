import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type BusinessClock, formatBusinessDateTime } from "../../../lib/time/business-time";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { agentQueries } from "../queries";

/**
 * Start times on the clock of the business shown: one's own for business roles, the chosen one's for
 * platform admins (who have no business clock of their own).
 */
export function useAgentClock(chosenBusinessId: number | null) {
  const own = useBusinessClock();
  const settings = useQuery({
    ...agentQueries.settings(chosenBusinessId ?? 0),
    enabled: chosenBusinessId !== null,
  });
  return useMemo(() => {
    const clock: BusinessClock = settings.data
      ? { timeZone: settings.data.BusinessTimeZone, addHours: settings.data.addHours }
      : own.clock;
    return (value: string, pattern = "HH:mm") => formatBusinessDateTime(value, clock, pattern);
  }, [settings.data, own.clock]);
}
