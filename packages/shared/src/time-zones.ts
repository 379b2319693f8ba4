/** The time zones a business may choose (spec section 3); an extra hour offset (addHours) may be added. */
export const BUSINESS_TIME_ZONES = [
  { id: "America/Mexico_City", label: "México", offsetHours: -6, abbreviation: "CST" },
  { id: "America/Bogota", label: "Colombia", offsetHours: -5, abbreviation: "COT" },
] as const;

export type BusinessTimeZone = (typeof BUSINESS_TIME_ZONES)[number]["id"];

export const BUSINESS_TIME_ZONE_IDS = BUSINESS_TIME_ZONES.map((zone) => zone.id) as [
  BusinessTimeZone,
  ...BusinessTimeZone[],
];
