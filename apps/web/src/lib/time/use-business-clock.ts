import { BUSINESS_TIME_ZONES, DATETIME_FORMAT } from "@consola/shared";
import { useMemo } from "react";
import { useSession } from "../session/use-session";
import {
  type BusinessClock,
  type DateInput,
  DEFAULT_CLOCK,
  formatBusinessDate,
  formatBusinessDateTime,
} from "./business-time";

/** The signed-in business's clock; platform users, who belong to no business, get the default zone. */
export function useBusinessClock() {
  const { business } = useSession();
  return useMemo(() => {
    const clock: BusinessClock = business
      ? { timeZone: business.timeZone, addHours: business.addHours }
      : DEFAULT_CLOCK;
    const zoneLabel = BUSINESS_TIME_ZONES.find((zone) => zone.id === clock.timeZone)?.label ?? clock.timeZone;
    return {
      clock,
      zoneLabel,
      formatDateTime: (value: DateInput, pattern: string = DATETIME_FORMAT) =>
        formatBusinessDateTime(value, clock, pattern),
      formatDate: (value: DateInput) => formatBusinessDate(value, clock),
    };
  }, [business]);
}
