// Plain lists, apart from the schemas: a module that only needs one of them does not load zod with it.

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
