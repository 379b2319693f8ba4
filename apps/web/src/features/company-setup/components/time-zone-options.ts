import { BUSINESS_TIME_ZONES, timeZoneOffsetMinutes, timeZoneOptionLabel } from "@consola/shared";

export type TimeZoneOption = { value: string; label: string; group: string };

const COUNTRY_NAMES = { MX: "México", CO: "Colombia" } as const;

/**
 * The picker's zones at that instant, grouped by country and west to east within it, each with the
 * offset the IANA data gives for that date ("Tijuana (Baja California) · GMT-8" in winter, GMT-7 in summer).
 */
export function timeZoneOptions(at: Date = new Date()): { group: string; items: TimeZoneOption[] }[] {
  const groups = new Map<string, TimeZoneOption[]>();
  const zones = [...BUSINESS_TIME_ZONES].sort(
    (a, b) => timeZoneOffsetMinutes(a.id, at) - timeZoneOffsetMinutes(b.id, at),
  );
  for (const zone of zones) {
    const group = COUNTRY_NAMES[zone.country];
    const items = groups.get(group) ?? [];
    items.push({ value: zone.id, label: timeZoneOptionLabel(zone.id, at), group });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
