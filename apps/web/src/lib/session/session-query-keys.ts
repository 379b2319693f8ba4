/** The session's queries; apart from session-api.ts so that naming them does not load the schemas. */
export const sessionQueryKeys = {
  profile: ["session", "profile"] as const,
  business: ["session", "business"] as const,
};
