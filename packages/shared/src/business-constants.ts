import type { Colors } from "./schemas/my-business.schema.js";

// Plain values, apart from the schemas: a module that only needs a default colour or a list of statuses
// (the web app's theme on every page) does not load zod with it.

export const DEFAULT_COLORS: Colors = {
  title: "#1f2a44",
  bgButton: "#1971c2",
  txtButton: "#ffffff",
  barFirst: "#1f2a44",
  barSecond: "#2f3b5c",
  primary: "#1971c2",
  secondary: "#495057",
};

/** The optional five of the colour screen, and the colour each takes when a business left it unset. */
export const DEFAULT_STATUS_COLORS = {
  default: "#495057",
  success: "#237a36",
  info: "#1971c2",
  warning: "#f08c00",
  danger: "#c92a2a",
} as const satisfies Partial<Colors>;

/** A business works (active) or waits for a platform admin to reactivate it (inactive). */
export const BUSINESS_STATUSES = ["active", "inactive"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const PERSON_TYPES = ["moral", "fisica"] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const PERSON_TYPE_NAMES: Record<PersonType, string> = {
  moral: "Persona Moral",
  fisica: "Persona Física",
};

/** Where a phone typed without its country code belongs: Mexico by default, Colombia for a Colombian business. */
export const PHONE_COUNTRIES = ["MX", "CO"] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

/** What automatic assignment does when nobody can take a new chat. */
export const AUTO_ASSIGN_FALLBACKS = ["queue", "any_area"] as const;
export type AutoAssignFallback = (typeof AUTO_ASSIGN_FALLBACKS)[number];
