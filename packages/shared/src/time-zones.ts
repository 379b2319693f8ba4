/**
 * The time zones a business may choose: the spec's two (section 3: Mexico City, Bogotá) plus Mexico's other
 * zones. They are IANA names, so the offset of any date comes from the IANA data the runtime carries (Mexico
 * dropped daylight saving in 2022; Tijuana still follows the United States): no offset is written here.
 * An extra hour offset (addHours) may be added on top.
 */
export const BUSINESS_TIME_ZONES = [
  { id: "America/Mexico_City", label: "Ciudad de México", country: "MX" },
  { id: "America/Cancun", label: "Cancún (Quintana Roo)", country: "MX" },
  { id: "America/Chihuahua", label: "Chihuahua", country: "MX" },
  { id: "America/Hermosillo", label: "Hermosillo (Sonora)", country: "MX" },
  { id: "America/Tijuana", label: "Tijuana (Baja California)", country: "MX" },
  { id: "America/Bogota", label: "Bogotá (Colombia)", country: "CO" },
] as const;

export type BusinessTimeZone = (typeof BUSINESS_TIME_ZONES)[number]["id"];

export const BUSINESS_TIME_ZONE_IDS = BUSINESS_TIME_ZONES.map((zone) => zone.id) as [
  BusinessTimeZone,
  ...BusinessTimeZone[],
];

export function isBusinessTimeZone(value: string): value is BusinessTimeZone {
  return (BUSINESS_TIME_ZONE_IDS as readonly string[]).includes(value);
}

/** The extra hours a business may add to its zone's clock. */
export const ADD_HOURS_MIN = -12;
export const ADD_HOURS_MAX = 12;

/**
 * The zone's UTC offset at that instant as the IANA data gives it ("GMT-6", "GMT-7"), read through Intl so
 * daylight-saving changes (or their abolition) are never hand-written.
 */
export function timeZoneOffsetName(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((piece) => piece.type === "timeZoneName");
  return part?.value ?? "GMT";
}

/** The zone's offset from UTC in minutes at that instant (-360 for GMT-6). */
export function timeZoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(timeZoneOffsetName(timeZone, at));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** "Tijuana (Baja California) · GMT-8": the label a picker shows for that instant. */
export function timeZoneOptionLabel(timeZone: string, at: Date = new Date()): string {
  const zone = BUSINESS_TIME_ZONES.find((candidate) => candidate.id === timeZone);
  return `${zone?.label ?? timeZone} · ${timeZoneOffsetName(timeZone, at)}`;
}
